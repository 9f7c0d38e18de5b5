export {
  $themeChoice,
  $appearance,
  $systemPrefersDark,
  themeChosen,
  themeInitialized,
  systemSchemeChanged,
  saveThemeFx,
  applyAppearanceFx,
} from './model';
export { ThemeSwitch } from './ui/ThemeSwitch';
