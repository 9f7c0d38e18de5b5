import type { Plugin } from 'vite';

/**
 * VKUI's View (in every screen) imports one helper, getOverflowAncestors, through VKUI's floating barrel
 * (lib/floating/index.js), which re-exports the whole positioning engine (@floating-ui core + dom + React hooks:
 * ~7 KiB gzip) that the bundler keeps. The helper itself lives in the floating-ui utils package VKUI already ships:
 * View takes it from there. Popovers and tooltips still import the barrel and get the engine in their own chunks.
 */
export function vkuiSlim(): Plugin {
  const VIEW_UTILS = /[\\/]@vkontakte[\\/]vkui[\\/]dist[\\/]cssm[\\/]components[\\/]View[\\/]utils\.js$/;
  return {
    name: 'slovo:vkui-slim',
    enforce: 'pre',
    async resolveId(source, importer) {
      if (source === '../../lib/floating/index.js' && importer && VIEW_UTILS.test(importer)) {
        return this.resolve('@vkontakte/vkui-floating-ui/utils/dom', importer, { skipSelf: true });
      }
      return null;
    },
  };
}
