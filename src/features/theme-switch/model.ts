import { combine, createEffect, createEvent, createStore, sample } from 'effector';
import { $platform, $vkAppearance, resolveAppearance, type Appearance } from '../../shared/platform';
import { saveColorScheme, type ColorSchemeChoice } from '../../shared/storage';

export const themeInitialized = createEvent<ColorSchemeChoice>();
export const themeChosen = createEvent<ColorSchemeChoice>();
/** The OS `prefers-color-scheme: dark` answer changed. */
export const systemSchemeChanged = createEvent<boolean>();

export const $themeChoice = createStore<ColorSchemeChoice>('system')
  .on(themeInitialized, (_, choice) => choice)
  .on(themeChosen, (_, choice) => choice);
export const $systemPrefersDark = createStore(false).on(systemSchemeChanged, (_, dark) => dark);

/** The scheme actually on screen, fed to VKUI's ConfigProvider. */
export const $appearance = combine(
  $themeChoice,
  $platform,
  $vkAppearance,
  $systemPrefersDark,
  (choice, platform, vk, systemDark): Appearance => resolveAppearance(choice, platform, vk, systemDark),
);

export const saveThemeFx = createEffect((choice: ColorSchemeChoice) => saveColorScheme(choice));

/** Outside VKUI's tree too: the preloader, the browser UI colour and form controls follow the scheme. */
export const applyAppearanceFx = createEffect((appearance: Appearance) => {
  const root = document.documentElement;
  root.dataset.scheme = appearance;
  root.style.colorScheme = appearance;
  const color = appearance === 'dark' ? '#19191a' : '#ffffff';
  for (const meta of document.querySelectorAll<HTMLMetaElement>('meta[name="theme-color"]')) {
    meta.content = color;
  }
});

sample({ clock: themeChosen, target: saveThemeFx });
sample({ clock: $appearance, target: applyAppearanceFx });
