import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

interface ManifestEntry {
  url: string;
  revision: string | null;
  size: number;
}

/**
 * Parts of the shell that index.html does not name because the app imports them after its start, and that an offline
 * start may need before it ever loaded them: each language's strings (a switch to the other one offline) and the
 * toaster (the toast saying there is no connection). Small; precached with the shell. The other deferred parts (push,
 * the answer outbox) load at idle after the first screen and are cached at run time like any chunk (sw/warm.ts).
 */
export const DEFERRED_SHELL_MODULES = ['src/shared/i18n/shell/en.ts', 'src/shared/i18n/shell/ru.ts', 'src/shared/toasts/ui/Toaster.tsx'];

type ViteManifest = Record<string, { file: string; imports?: string[]; css?: string[] }>;

/** The output files of these source modules and of the chunks they import statically, from Vite's build manifest. */
export function filesOf(manifest: ViteManifest, keys: readonly string[]): Set<string> {
  const files = new Set<string>();
  const seen = new Set<string>();
  const visit = (key: string) => {
    const entry = manifest[key];
    if (seen.has(key)) return;
    // A deferred part must be a chunk of its own (a dynamic import's target), or it would silently go unprecached.
    if (!entry) throw new Error(`shellOnly: ${key} is not a chunk in Vite's manifest`);
    seen.add(key);
    files.add(entry.file);
    entry.css?.forEach((css) => files.add(css));
    entry.imports?.forEach(visit);
  };
  keys.forEach(visit);
  return files;
}

/**
 * Workbox manifest transform: the app shell (index.html and the files it names: entry chunk, modulepreloads,
 * stylesheets, manifest, icons; the deferred parts of the shell above) plus every screen's code — each built chunk
 * and stylesheet under assets/ — so that once the app has been opened, a screen never opened before still opens
 * offline or while the server is down (issue 32: a tab tapped offline landed on the feed). The worker is registered
 * after the first screen, at idle, so this download never competes with it. Screenshots and other images stay out.
 */
export function shellOnly(outDir: string) {
  return async (entries: ManifestEntry[]) => {
    const html = readFileSync(join(outDir, 'index.html'), 'utf8');
    const named = new Set([...html.matchAll(/(?:src|href)="(?:\.?\/)?([^"]+)"/g)].map((m) => m[1]!));
    const viteManifest = join(outDir, '.vite', 'manifest.json');
    if (!existsSync(viteManifest)) throw new Error(`shellOnly: ${viteManifest} is missing (build.manifest must be on)`);
    const deferred = filesOf(JSON.parse(readFileSync(viteManifest, 'utf8')) as ViteManifest, DEFERRED_SHELL_MODULES);
    const keep = (url: string) =>
      url === 'index.html' ||
      url === 'manifest.webmanifest' ||
      named.has(url) ||
      deferred.has(url) ||
      isScreenCode(url) ||
      /^icons\/(icon|maskable)-\d+\.png$/.test(url);
    return { manifest: entries.filter((e) => keep(e.url)), warnings: [] };
  };
}

/** A built chunk or stylesheet (hashed, under assets/): the code of some screen or of the shell. */
export function isScreenCode(url: string): boolean {
  return /^assets\/[^/]+\.(js|css)$/.test(url);
}
