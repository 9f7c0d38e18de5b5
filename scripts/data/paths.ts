/** Where the data pipeline reads and writes: shared by the build, its steps and data:verify. */
import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
export const DATA = join(ROOT, 'data');
export const LICENCE = 'CC BY-SA 4.0 — see data/CREDITS.md and data/LICENSE';

/** A command-line option's value (`--out dir`). */
export function arg(name: string): string | undefined {
  const i = process.argv.indexOf(name);
  return i >= 0 ? process.argv[i + 1] : undefined;
}

/** The raw sources' directory: --sources, SLOVO_DATA_SOURCES or ../shared/data/sources; exits when absent. */
export function sourcesDir(): string {
  const sources = resolve(arg('--sources') ?? process.env.SLOVO_DATA_SOURCES ?? join(ROOT, '../shared/data/sources'));
  if (!existsSync(join(sources, 'cefrj-1.5.csv'))) {
    console.error(`No sources in ${sources} (use --sources <dir> or SLOVO_DATA_SOURCES)`);
    process.exit(1);
  }
  return sources;
}
