export { $appearance, themeInitialized, systemSchemeChanged } from './model';
export { ThemeSwitch } from './ui/ThemeSwitch';
