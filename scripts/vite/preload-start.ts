import type { HtmlTagDescriptor, Plugin, Rolldown } from 'vite';

/** A chunk and every chunk it imports statically, with the stylesheets they bring (file names in the bundle). */
export function chunkClosure(bundle: Rolldown.OutputBundle, fileName: string): { scripts: Set<string>; styles: Set<string> } {
  const scripts = new Set<string>();
  const styles = new Set<string>();
  const visit = (name: string) => {
    const chunk = bundle[name];
    if (scripts.has(name) || chunk?.type !== 'chunk') return;
    scripts.add(name);
    chunk.viteMetadata?.importedCss.forEach((css) => styles.add(css));
    chunk.imports.forEach(visit);
  };
  visit(fileName);
  return { scripts, styles };
}

/**
 * The chunks of `fileName`'s closure in the order the browser evaluates them when it is imported: each chunk after
 * the chunks it imports, depth first in import order (ES module evaluation), so importing them one by one in this
 * order runs every module exactly when importing `fileName` at once would have.
 */
export function evaluationOrder(bundle: Rolldown.OutputBundle, fileName: string): string[] {
  const order: string[] = [];
  const seen = new Set<string>();
  const visit = (name: string) => {
    const chunk = bundle[name];
    if (seen.has(name) || chunk?.type !== 'chunk') return;
    seen.add(name);
    chunk.imports.forEach(visit);
    order.push(name);
  };
  visit(fileName);
  return order;
}

/** The entry's dynamically imported chunk whose module is `modulePath` (a pattern on its absolute path). */
export function dynamicChunk(bundle: Rolldown.OutputBundle, entry: Rolldown.OutputChunk, modulePath: RegExp, what: string): Rolldown.OutputChunk {
  const chunk = entry.dynamicImports.map((f) => bundle[f]).find((c) => c?.type === 'chunk' && modulePath.test(c.facadeModuleId ?? ''));
  if (!chunk || chunk.type !== 'chunk') throw new Error(`the entry does not import ${what}`);
  return chunk;
}

/**
 * The entry (src/app/main.tsx) imports the app (src/app/start.tsx) dynamically, after the first paint. So that
 * waiting costs no network time, index.html names every chunk the app needs at start as `modulepreload` and every
 * stylesheet as `preload` (fetched at once, not render-blocking); the dynamic import then finds them loaded and
 * applies the stylesheets before it resolves. Runs after Vite's own injection (order 'post'); build only (the dev
 * server loads modules on demand).
 */
export function preloadStart(): Plugin {
  let base = '/';
  return {
    name: 'slovo:preload-start',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        const { bundle, chunk: entry } = ctx;
        if (!bundle || !entry) return html;
        const start = dynamicChunk(bundle, entry, /[\\/]src[\\/]app[\\/]start\.tsx$/, 'src/app/start.tsx');
        const { styles } = chunkClosure(bundle, start.fileName);
        // In evaluation order: the entry evaluates them in the order index.html names them (src/app/main.tsx).
        const scripts = evaluationOrder(bundle, start.fileName);
        const named = (f: string) => html.includes(`"${base}${f}"`);
        const tags: HtmlTagDescriptor[] = [
          ...[...scripts].filter((f) => !named(f)).map((f) => ({ tag: 'link', attrs: { rel: 'modulepreload', crossorigin: true, href: base + f }, injectTo: 'head' as const })),
          ...[...styles].filter((f) => !named(f)).map((f) => ({ tag: 'link', attrs: { rel: 'preload', as: 'style', crossorigin: true, href: base + f }, injectTo: 'head' as const })),
        ];
        return { html, tags };
      },
    },
  };
}
