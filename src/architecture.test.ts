import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Feature-Sliced Design, checked on every import of src/ (docs/client.md "Layout"):
 * - a layer imports only from the layers below it (app → pages → features → entities → shared);
 * - a slice does not import another slice of its own layer;
 * - another slice is reached through its public API (`<slice>/index.ts`), never a file inside it, and that API
 *   offers only what some file outside the slice uses (the rest stays inside).
 * The one exception is FSD's public cross-import: `entities/<a>/@x/<b>.ts` is what entity `<a>` offers to entity
 * `<b>` alone. ALLOWED_CROSS_IMPORTS lists them, so a new one is a visible decision in review.
 * A test file arranges the world around its slice, so it may reach a neighbouring slice of its layer through that
 * slice's index.ts — only a neighbour its slice already depends on through an allowed `@x` file (entities/feed's test
 * may sign in through entities/user because `user/@x/feed` exists), never a file inside it, never a layer above.
 */
const ALLOWED_CROSS_IMPORTS: readonly string[] = [
  'entities/card/@x/feed',
  'entities/card/@x/learning',
  'entities/learning/@x/review',
  'entities/progress/@x/learning',
  'entities/progress/@x/level-test',
  'entities/progress/@x/session',
  'entities/session/@x/feed',
  'entities/user/@x/card',
  'entities/user/@x/feed',
  'entities/user/@x/level-test',
  'entities/user/@x/review',
  'entities/user/@x/session',
];

const LAYERS = ['shared', 'entities', 'features', 'pages', 'app'] as const;
type Layer = (typeof LAYERS)[number];
/** Layers made of slices; `app` and `shared` are one piece each (shared is split into segments, not slices). */
const SLICED: ReadonlySet<Layer> = new Set(['entities', 'features', 'pages']);

const SRC = __dirname;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx)$/.test(name) && !name.endsWith('.d.ts') ? [path] : [];
  });
}

interface Place {
  layer: Layer;
  slice: string | null;
  /** Path inside the slice (or the layer when it has no slices), '' for the slice folder itself. */
  rest: string[];
}

function placeOf(file: string): Place | null {
  const parts = relative(SRC, file).split(sep);
  const layer = parts[0] as Layer;
  if (!LAYERS.includes(layer)) return null;
  if (!SLICED.has(layer)) return { layer, slice: null, rest: parts.slice(1) };
  return { layer, slice: parts[1] ?? null, rest: parts.slice(2) };
}

const IMPORT = /(?:import|export)\s[^'"]*?from\s+['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)|vi\.mock\(\s*['"]([^'"]+)['"]/g;

function importsOf(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  return [...text.matchAll(IMPORT)].map((m) => m[1] ?? m[2] ?? m[3]).filter((s): s is string => s !== undefined && s.startsWith('.'));
}

const isPublicApi = (rest: string[]) =>
  rest.length === 0 || (rest.length === 1 && /^index\.tsx?$/.test(rest[0] ?? ''));

const isTest = (file: string) => /\.test\.tsx?$/.test(file);

/** What is wrong with `from` importing `spec`, or null. */
function violation(from: string, spec: string): string | null {
  const source = placeOf(from);
  const target = placeOf(resolve(dirname(from), spec));
  if (!source || !target) return null;
  const rank = (layer: Layer) => LAYERS.indexOf(layer);
  if (rank(target.layer) > rank(source.layer)) return `upward import (${source.layer} → ${target.layer})`;
  if (!SLICED.has(target.layer)) return null;
  if (target.layer === source.layer && target.slice !== source.slice) {
    const crossImport = `${target.layer}/${target.slice}/${target.rest.join('/')}`.replace(/\.tsx?$/, '');
    if (target.rest[0] === '@x' && target.rest[1]?.replace(/\.tsx?$/, '') === source.slice) {
      return ALLOWED_CROSS_IMPORTS.includes(crossImport) ? null : `@x cross-import not in the allowlist (${crossImport})`;
    }
    const declared = ALLOWED_CROSS_IMPORTS.includes(`${target.layer}/${target.slice}/@x/${source.slice}`);
    if (isTest(from) && isPublicApi(target.rest) && declared) return null;
    return `cross-slice import (${source.layer}/${source.slice} → ${target.layer}/${target.slice})`;
  }
  if (target.slice !== source.slice && !isPublicApi(target.rest)) {
    return `deep import into ${target.layer}/${target.slice} (use its index.ts)`;
  }
  return null;
}

const problems = sourceFiles(SRC).flatMap((file) =>
  importsOf(file).flatMap((spec) => {
    const why = violation(file, spec);
    return why ? [`${relative(SRC, file)}: '${spec}' — ${why}`] : [];
  }),
);

/** Names a slice's index.ts re-exports (`export { a, b as c, type D } from …`). */
function publicNames(indexText: string): string[] {
  return [...indexText.matchAll(/export\s+(?:type\s+)?\{([^}]*)\}\s*from/g)].flatMap((m) =>
    (m[1] ?? '')
      .split(',')
      .map((item) => item.trim().replace(/^type\s+/, '').split(/\s+as\s+/).pop()?.trim() ?? '')
      .filter(Boolean),
  );
}

/** What a slice's public API offers that no file outside the slice (tests included) uses. */
function unusedPublicNames(): string[] {
  const files = sourceFiles(SRC);
  const texts = new Map(files.map((file) => [file, readFileSync(file, 'utf8')]));
  return files
    .filter((file) => {
      const place = placeOf(file);
      return place !== null && SLICED.has(place.layer) && place.rest.length === 1 && isPublicApi(place.rest);
    })
    .flatMap((index) => {
      const slice = dirname(index) + sep;
      const outside = files.filter((file) => !file.startsWith(slice));
      return publicNames(texts.get(index) ?? '')
        .filter((name) => {
          const word = new RegExp(`(?<![\\w$])${name.replace(/\$/g, '\\$')}(?![\\w$])`);
          return !outside.some((file) => word.test(texts.get(file) ?? ''));
        })
        .map((name) => `${relative(SRC, index)}: ${name}`);
    });
}

describe('layers and slices (Feature-Sliced Design)', () => {
  it('has no upward, cross-slice or deep imports', () => {
    expect(problems).toEqual([]);
  });

  it('offers in a public API only what another slice (or its test) uses', () => {
    expect(unusedPublicNames()).toEqual([]);
  });

  it('keeps the @x allowlist to cross-imports that exist', () => {
    const existing = sourceFiles(SRC)
      .map((file) => relative(SRC, file).split(sep).join('/').replace(/\.tsx?$/, ''))
      .filter((path) => path.includes('/@x/'));
    expect([...ALLOWED_CROSS_IMPORTS].sort()).toEqual(existing.sort());
  });

  it('catches each kind of violation', () => {
    const at = (path: string) => join(SRC, path);
    expect(violation(at('entities/card/model.ts'), '../../pages/feed')).toMatch(/upward/);
    expect(violation(at('features/a/model.ts'), '../b')).toMatch(/cross-slice/);
    expect(violation(at('pages/a/ui/A.tsx'), '../../../features/b/ui/B')).toMatch(/deep import/);
    expect(violation(at('entities/a/model.ts'), '../b/@x/a')).toMatch(/allowlist/);
    expect(violation(at('entities/feed/model.ts'), '../user/@x/feed')).toBeNull();
    expect(violation(at('pages/a/ui/A.tsx'), '../../../features/b')).toBeNull();
    expect(violation(at('entities/feed/model.test.ts'), '../user')).toBeNull();
    expect(violation(at('entities/feed/model.test.ts'), '../user/model')).toMatch(/cross-slice/);
    expect(violation(at('features/a/model.test.ts'), '../b')).toMatch(/cross-slice/);
  });
});
