import { join } from 'node:path';
import Beasties from 'beasties';
import { build, createServer, type HtmlTagDescriptor, type Plugin, type ResolvedConfig, type Rolldown } from 'vite';
import { chunkClosure, dynamicChunk } from './preload-start';
import { withBrowserGlobals } from './ssr-dom';

const LOCALES = ['ru', 'en'] as const;
/** The looks the web app takes (src/shared/platform/vkui.ts): Android and iOS phones, the vk.com look from 768 px. */
const PLATFORMS = ['android', 'ios', 'vkcom'] as const;

interface RenderModule {
  renderTourFirstStep(locale: string, platform: string, scheme: 'light' | 'dark'): string;
}

/**
 * A new visitor's first screen is the tour, and it waited for ~200 KiB of JavaScript (docs/decisions/, issue 13).
 * This puts the tour's first step into index.html: rendered at build time by react-dom/server from the app's own
 * components (src/app/prerender/render.tsx, loaded through Vite so class names are the build's), in each language
 * and VKUI look, as <template>s; an inline script (src/app/prerender/show.ts, bundled here) picks one before the
 * first paint, and the app removes it once its own first screen is there (src/shared/lib/prerender.ts). The dark
 * scheme differs only by VKUI's token class — verified here, so one template serves both. Web build only.
 */
export function prerenderTour(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'slovo:prerender-tour',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    transformIndexHtml: {
      order: 'post',
      async handler(html, { bundle, chunk: entry }) {
        if (!bundle || !entry) return html;
        const base = config.base;
        const start = dynamicChunk(bundle, entry, /[\\/]src[\\/]app[\\/]start\.tsx$/, 'src/app/start.tsx');
        const welcome = dynamicChunk(bundle, entry, /[\\/]src[\\/]pages[\\/]welcome[\\/]index\.ts$/, 'src/pages/welcome');
        const styles = [...new Set([...chunkClosure(bundle, start.fileName).styles, ...chunkClosure(bundle, welcome.fileName).styles])];

        const { templates, tokens } = await renderVariants(config);
        const css = await criticalCss(bundle, styles, templates.map(([, markup]) => markup), tokens);
        const show = await bundleShowScript(config.root, { tokens, base });
        const tags: HtmlTagDescriptor[] = [
          {
            tag: 'style',
            // Over the app's own render (which goes under it, then replaces it): removing it moves nothing. It stands
            // in for the preloader (a later sibling, not yet parsed when the step is put on the page).
            children: '#prerender{position:absolute;top:0;left:0;right:0;min-height:100%;z-index:9999;background:var(--vkui--color_background)}#prerender:empty{display:none}#prerender:not(:empty)~#preloader{display:none}',
            injectTo: 'head',
          },
          { tag: 'script', children: show, injectTo: 'head' },
          { tag: 'div', attrs: { id: 'prerender', class: 'vkui__root' }, injectTo: 'body-prepend' },
          { tag: 'template', attrs: { id: 'prerender-style' }, children: `<style>${css}</style>`, injectTo: 'body-prepend' },
          ...templates.map(([key, markup]) => ({ tag: 'template', attrs: { id: `prerender-${key}` }, children: markup, injectTo: 'body-prepend' as const })),
          { tag: 'script', children: 'window.__slovoPrerenderShow&&window.__slovoPrerenderShow()', injectTo: 'body-prepend' },
        ];
        return { html, tags };
      },
    },
  };
}

async function renderVariants(config: ResolvedConfig) {
  return withBrowserGlobals(async () => {
    const server = await createServer({
      configFile: config.configFile,
      root: config.root,
      mode: config.mode,
      logLevel: 'error',
      appType: 'custom',
      server: { middlewareMode: true, hmr: false, ws: false },
    });
    try {
      const mod = (await server.ssrLoadModule('/src/app/prerender/render.tsx')) as RenderModule;
      const templates: Array<[string, string]> = [];
      const tokens: Record<string, { light: string; dark: string }> = {};
      for (const platform of PLATFORMS) {
        for (const locale of LOCALES) {
          const light = mod.renderTourFirstStep(locale, platform, 'light');
          const dark = mod.renderTourFirstStep(locale, platform, 'dark');
          const lightToken = /\bvkui--\w+--light\b/.exec(light)?.[0];
          const darkToken = /\bvkui--\w+--dark\b/.exec(dark)?.[0];
          if (!lightToken || !darkToken || dark.replaceAll(darkToken, lightToken) !== light) {
            throw new Error(`prerender-tour: the ${locale}/${platform} step differs between light and dark beyond VKUI's token class`);
          }
          tokens[platform] = { light: lightToken, dark: darkToken };
          // The app's test ids stay the app's: the prerender's buttons are found by the takeover under another name.
          templates.push([`${locale}-${platform}`, light.replaceAll(' data-testid="', ' data-prerender-testid="')]);
        }
      }
      return { templates, tokens };
    } finally {
      await server.close();
    }
  });
}

/**
 * The rules of the app's stylesheets that the step uses (in any of its variants and schemes), found by Beasties in
 * the built CSS: inlined, the step paints with the HTML, without waiting for ~37 KB of stylesheets that would
 * compete with the app's scripts. The full stylesheets still come with the app, as before.
 */
async function criticalCss(bundle: Rolldown.OutputBundle, styles: string[], markups: string[], tokens: Record<string, { light: string; dark: string }>): Promise<string> {
  class FromBundle extends Beasties {
    override getCssAsset(href: string) {
      const asset = bundle[href.replace(/^\//, '')];
      return asset?.type === 'asset' ? String(asset.source) : undefined;
    }
  }
  const schemes = Object.values(tokens).flatMap((t) => [t.light, t.dark]);
  // One page with every variant and every scheme's token class; `data-scheme` as the script sets it (dark rules kept).
  const page = `<!doctype html><html data-scheme="dark"><head>${styles.map((f) => `<link rel="stylesheet" href="/${f}">`).join('')}</head><body><div id="prerender" class="vkui__root">${schemes.map((c) => `<div class="${c}"></div>`).join('')}${markups.join('')}</div></body></html>`;
  const out = await new FromBundle({ path: '/', publicPath: '/', external: true, pruneSource: false, mergeStylesheets: true, inlineFonts: false, preloadFonts: false, fonts: false, keyframes: 'critical', compress: true, logLevel: 'silent', reduceInlineStyles: false }).process(page);
  const css = [...out.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].map((m) => m[1]).join('');
  if (!css.includes(tokens.android!.light)) throw new Error('prerender-tour: the critical CSS lacks the VKUI tokens');
  return css;
}

async function bundleShowScript(root: string, data: { tokens: Record<string, { light: string; dark: string }>; base: string }): Promise<string> {
  const result = await build({
    configFile: false,
    root,
    logLevel: 'error',
    define: { __PRERENDER__: JSON.stringify(data) },
    build: {
      write: false,
      target: 'es2022',
      minify: true,
      lib: { entry: join(root, 'src/app/prerender/show.ts'), formats: ['iife'], name: 'slovoPrerender' },
    },
  });
  const output = (Array.isArray(result) ? result[0] : result) as { output: Array<{ type: string; code?: string }> };
  const code = output.output.find((o) => o.type === 'chunk')?.code;
  if (!code) throw new Error('prerender-tour: the inline script did not build');
  return code.trim();
}
