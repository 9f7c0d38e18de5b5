import type { HtmlTagDescriptor, Plugin } from 'vite';

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
        const start = entry.dynamicImports.map((f) => bundle[f]).find((c) => c?.type === 'chunk' && /[\\/]src[\\/]app[\\/]start\.tsx$/.test(c.facadeModuleId ?? ''));
        if (!start || start.type !== 'chunk') throw new Error('preload-start: the entry does not import src/app/start.tsx');
        const scripts = new Set<string>();
        const styles = new Set<string>();
        const visit = (fileName: string) => {
          const chunk = bundle[fileName];
          if (scripts.has(fileName) || chunk?.type !== 'chunk') return;
          scripts.add(fileName);
          chunk.viteMetadata?.importedCss.forEach((css) => styles.add(css));
          chunk.imports.forEach(visit);
        };
        visit(start.fileName);
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
