import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { createFilter, type Plugin, type Rollup } from 'vite';

/**
 * One chunk (and so one stylesheet) for what a first screen needs beyond the shell. Left to automatic splitting, the
 * feed's stack came as 32 chunks and 17 stylesheets, because most of its modules are shared with other screens: the
 * entry inserted ~50 preload links (each a few milliseconds of a Lighthouse phone's main thread) and the browser
 * instantiated 32 module records before the first card: most of a returning visitor's blocking time (decision 0048).
 * Grouped, another screen that shares a module loads the feed's chunk for it: the feed is where every session starts,
 * so the chunk is in the cache already.
 *
 * `plugin` computes, once the module graph is complete, what each screen uses that the shell does not; `group` is the
 * `output.codeSplitting` group that captures it. What a module uses is followed through its imports, but a re-export
 * (`export { X } from`) only when X is asked for: VKUI, its icons and our slices' index files re-export everything,
 * and everything is not what the shell uses (the bundler drops the rest). Should the shell still end up importing a
 * screen's chunk, the build fails: the shell would download the screen for nothing.
 */
export function firstScreenChunks(screens: Record<string, string[]>, shellRoots: string[], hasSideEffects: (id: string) => boolean) {
  const owner = new Map<string, string>();
  const plugin: Plugin = {
    name: 'slovo:first-screen-chunk',
    apply: 'build',
    async buildEnd(error) {
      if (error) return;
      const ids = [...this.getModuleIds()];
      const find = (root: string) => ids.find((id) => id.endsWith(root)) ?? root;
      const resolved = new Map<string, string | null>();
      const resolve = async (spec: string, importer: string) => {
        const key = `${importer}\0${spec}`;
        if (!resolved.has(key)) resolved.set(key, (await this.resolve(spec, importer))?.id ?? null);
        return resolved.get(key)!;
      };
      // A barrel is visited again each time new names are asked of it (VKUI's index, hundreds of times): read once.
      const read = new Map<string, Edge[]>();
      const edges = (id: string) => {
        if (!read.has(id)) read.set(id, edgesOf(this.getModuleInfo(id)?.code ?? ''));
        return read.get(id)!;
      };
      const used = async (roots: string[], except: Set<string>) => {
        const asked = new Map<string, Set<string> | 'all'>();
        const queue: Array<[string, Set<string> | 'all']> = roots.map((root) => [find(root), 'all']);
        while (queue.length) {
          const [id, names] = queue.shift()!;
          const before = asked.get(id);
          if (before === 'all') continue;
          const fresh = names === 'all' ? 'all' : [...names].filter((n) => !before?.has(n));
          if (before && fresh !== 'all' && !fresh.length) continue;
          asked.set(id, fresh === 'all' ? 'all' : new Set([...(before ?? []), ...fresh]));
          for (const edge of edges(id)) {
            // A module's own imports do not depend on what is asked of it: followed once.
            if (edge.kind === 'import' && before !== undefined) continue;
            const target = await resolve(edge.spec, id);
            if (!target) continue;
            if (edge.kind === 'import') queue.push([target, edge.names]);
            else if (edge.kind === 'star') queue.push([target, fresh === 'all' ? 'all' : new Set(fresh)]);
            else {
              // A re-exported module with side effects runs whether or not what it exports is used.
              const runs = before === undefined && hasSideEffects(target);
              const wanted = edge.exported.flatMap((n, i) => (runs || fresh === 'all' || fresh.includes(n) ? [edge.local[i]!] : []));
              if (wanted.length) queue.push([target, wanted.includes('*') ? 'all' : new Set(wanted)]);
            }
          }
        }
        return new Set([...asked.keys()].filter((id) => !except.has(id)));
      };
      const shell = await used(shellRoots, new Set());
      for (const [name, roots] of Object.entries(screens)) {
        for (const id of await used(roots, shell)) if (!owner.has(id)) owner.set(id, name);
      }
    },
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((file): file is Rollup.OutputChunk => file.type === 'chunk');
      const screenChunk = new Set(chunks.filter((c) => c.moduleIds.some((id) => owner.has(id))).map((c) => c.fileName));
      // Printed as well: the PWA plugin's closing step fails next (no index.html) and its error hides this one.
      const fail = (message: string): never => {
        console.error(`[slovo:first-screen-chunk] ${message}`);
        return this.error(message);
      };
      const seen = new Set<string>();
      const walk = (file: string, from = '') => {
        if (seen.has(file)) return;
        seen.add(file);
        const chunk = bundle[file];
        if (chunk?.type !== 'chunk') return;
        if (screenChunk.has(file)) {
          const importer = bundle[from] as Rollup.OutputChunk;
          const why = importer.moduleIds.flatMap((m) => (this.getModuleInfo(m)?.importedIds ?? []).filter((i) => chunk.moduleIds.includes(i)).map((i) => `${m} -> ${i}`));
          fail(`the shell (${from}) imports ${file}, a first screen's chunk:\n${why.slice(0, 10).join('\n')}`);
        }
        chunk.imports.forEach((next) => walk(next, file));
      };
      // Modules the grouping missed stay in shared chunks; one that imported the screen's chunk back would make a cycle.
      for (const file of screenChunk) {
        for (const next of (bundle[file] as Rollup.OutputChunk).imports) {
          const other = bundle[next];
          if (other?.type === 'chunk' && other.imports.includes(file)) fail(`${file} and ${next} import each other (scripts/vite/first-screen-chunk.ts)`);
        }
      }
      const roots = chunks.filter((c) => c.isEntry || shellRoots.some((root) => c.facadeModuleId?.endsWith(root)));
      roots.forEach((c) => walk(c.fileName));
    },
  };
  const group = { name: (id: string) => owner.get(id) ?? null, test: (id: string) => owner.has(id), includeDependenciesRecursively: false };
  return { plugin, group };
}

export type Edge =
  | { kind: 'import'; spec: string; names: Set<string> | 'all' }
  | { kind: 'star'; spec: string }
  | { kind: 'reexport'; spec: string; exported: string[]; local: string[] };

/** The static imports, requires and re-exports of a module's (transformed, type-free) code. */
export function edgesOf(code: string): Edge[] {
  const edges: Edge[] = [];
  for (const m of code.matchAll(/(?:^|[;\n}]|\*\/)\s*import\s*(["'])([^"'\n]+)\1/g)) edges.push({ kind: 'import', spec: m[2]!, names: new Set() });
  // CommonJS (React's builds): a require takes the whole module.
  for (const m of code.matchAll(/\brequire\s*\(\s*(["'])([^"'\n]+)\1\s*\)/g)) edges.push({ kind: 'import', spec: m[2]!, names: 'all' });
  const statement = /(?:^|[;\n}]|\*\/)\s*(import|export)\s*([^;'"]*?)\s*from\s*(["'])([^"'\n]+)\3/g;
  for (const m of code.matchAll(statement)) {
    const [, keyword, clause = '', , spec = ''] = m;
    if (keyword === 'import') {
      const braces = /\{([^}]*)\}/.exec(clause);
      const named = braces ? braces[1]!.split(',').map((s) => s.trim().split(/\s+as\s+/)[0]!.trim()).filter(Boolean) : [];
      const rest = clause.replace(/\{[^}]*\}/, '').trim();
      // `import X`, `import * as X`, or a bare `import 'x'`: the module as a whole (a default or a namespace).
      edges.push({ kind: 'import', spec, names: rest && rest !== ',' ? 'all' : new Set(named) });
    } else if (/^\*\s*$/.test(clause)) {
      edges.push({ kind: 'star', spec });
    } else if (clause.startsWith('*')) {
      const name = /as\s+(\S+)/.exec(clause)?.[1] ?? '';
      edges.push({ kind: 'reexport', spec, exported: [name], local: ['*'] });
    } else if (clause.startsWith('{')) {
      const pairs = clause.slice(1, clause.indexOf('}')).split(',').map((s) => s.trim()).filter(Boolean).map((s) => s.split(/\s+as\s+/).map((x) => x.trim()));
      edges.push({ kind: 'reexport', spec, exported: pairs.map((p) => p[1] ?? p[0]!), local: pairs.map((p) => p[0]!) });
    }
  }
  return edges;
}

/**
 * Whether the bundler keeps a module that nothing uses: a package's `sideEffects` field (false, or the files it lists),
 * and for our own code the `ui/` components the build declares free of side effects (vite.config.ts).
 */
export function sideEffectsOf(freeOwnModule: RegExp) {
  const packages = new Map<string, ((id: string) => boolean) | null>();
  const packageOf = (dir: string): ((id: string) => boolean) | null => {
    if (!packages.has(dir)) {
      const file = join(dir, 'package.json');
      const manifest = existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as { name?: string; sideEffects?: unknown }) : null;
      packages.set(dir, manifest?.name ? sideEffectsFilter(manifest.sideEffects, dir) : dirname(dir) === dir ? null : packageOf(dirname(dir)));
    }
    return packages.get(dir)!;
  };
  return (id: string): boolean => (id.includes('/node_modules/') ? (packageOf(dirname(id))?.(id) ?? true) : !freeOwnModule.test(id));
}

/** A package's `sideEffects` field read as Vite reads it: a pattern without a slash matches the file's name anywhere. */
function sideEffectsFilter(field: unknown, root: string): (id: string) => boolean {
  if (typeof field === 'boolean') return () => field;
  if (!Array.isArray(field)) return () => true;
  return createFilter(field.map((p: string) => (p.includes('/') ? p : `**/${p}`)), null, { resolve: root });
}
