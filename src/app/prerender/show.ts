/**
 * index.html's inline script for the tour's prerender (bundled into the page by scripts/vite/prerender-tour.ts; runs in
 * <head>, before the first paint). It decides with the app's own rules whether this visitor's first screen is the
 * tour — on the web, `/` or `/feeds/main`, not through the tour on this device, no session (with one the server may
 * send a returning learner to the feed instead) — and if so, in which language, VKUI look and colour scheme. It
 * leaves `__slovoPrerenderShow` for the body, which puts the step's inlined rules and the chosen step on the page.
 */
import { browserLanguages, detectLocale } from '../../shared/i18n/detect';
import { readCookie } from '../../shared/lib/cookies';
import { PRERENDER_ID, PRERENDER_TAP_ATTR } from '../../shared/lib/prerender';
import { hasVkLaunchParams } from '../../shared/platform/launch';
import { DESKTOP_WIDTH_QUERY, resolveAppearance, vkuiPlatform } from '../../shared/platform/vkui';
import { XSRF_COOKIE } from '../../shared/api/csrf-cookie';
import { STORAGE_KEYS } from '../../shared/storage/keys';
import { isColorSchemeChoice, isLocale } from '../../shared/storage/prefs';

/** Filled in at build time: VKUI's token class per look and scheme, the base path. */
declare const __PRERENDER__: { tokens: Record<string, { light: string; dark: string }>; base: string };

interface Choice {
  /** `${locale}-${vkui platform}`: the template's id suffix. */
  key: string;
  locale: string;
  scheme: 'light' | 'dark';
  token: string;
  light: string;
}

function choose(): Choice | null {
  const { tokens, base } = __PRERENDER__;
  if (hasVkLaunchParams(location.search)) return null;
  const path = ('/' + location.pathname.slice(base.length)).replace(/\/+$/, '') || '/';
  if (path !== '/' && path !== '/feeds/main') return null;
  if (localStorage.getItem(STORAGE_KEYS.onboarding) === 'done') return null;
  if (readCookie(XSRF_COOKIE)) return null;
  const saved = localStorage.getItem(STORAGE_KEYS.locale);
  const locale = detectLocale({ saved: isLocale(saved) ? saved : null, browserLanguages: browserLanguages() });
  const platform = vkuiPlatform('web', null, matchMedia(DESKTOP_WIDTH_QUERY).matches);
  const choice = localStorage.getItem(STORAGE_KEYS.colorScheme);
  const scheme = resolveAppearance(isColorSchemeChoice(choice) ? choice : 'system', 'web', null, matchMedia('(prefers-color-scheme: dark)').matches);
  const classes = tokens[platform];
  return classes ? { key: `${locale}-${platform}`, locale, scheme, token: classes[scheme], light: classes.light } : null;
}

function show(choice: Choice): void {
  const container = document.getElementById(PRERENDER_ID);
  const template = document.getElementById(`${PRERENDER_ID}-${choice.key}`);
  const style = document.getElementById(`${PRERENDER_ID}-style`);
  if (!container || !(template instanceof HTMLTemplateElement) || !(style instanceof HTMLTemplateElement)) return;
  // The step's own rules (inlined at build time), then the step: styled from its first paint, nothing to download.
  const rules = style.content.firstElementChild;
  if (rules) {
    rules.id = `${PRERENDER_ID}-css`;
    document.head.appendChild(rules);
  }
  container.appendChild(template.content.cloneNode(true));
  // Rendered in the light scheme; the dark one differs only by VKUI's token class (checked at build time).
  if (choice.token !== choice.light) container.querySelectorAll(`.${choice.light}`).forEach((el) => el.classList.replace(choice.light, choice.token));
  container.classList.add(choice.token);
  // What the app's start sets on <html> (i18n, features/theme-switch applyAppearanceFx): styles outside VKUI's tree
  // (the tour's sample card in the dark) follow the scheme from the first paint too.
  document.documentElement.lang = choice.locale;
  document.documentElement.dataset.scheme = choice.scheme;
  document.documentElement.style.colorScheme = choice.scheme;
  // VKUI's AppRoot puts its token class and `vkui` on <html> too, and some of its rules key on them: without them the
  // iOS look's header is 56 px instead of 52, and the step moved 4 px up when the app took over.
  document.documentElement.classList.add(choice.token, 'vkui');
  container.addEventListener('click', (event) => {
    const button = (event.target as Element | null)?.closest(`[${PRERENDER_TAP_ATTR}]`);
    if (button) (window as { __slovoPrerenderTap?: string }).__slovoPrerenderTap = button.getAttribute(PRERENDER_TAP_ATTR) ?? undefined;
  });
}

try {
  const choice = choose();
  if (choice) (window as { __slovoPrerenderShow?: () => void }).__slovoPrerenderShow = () => show(choice);
} catch {
  // No storage (a locked-down browser) or an old one: the preloader, as before.
}
