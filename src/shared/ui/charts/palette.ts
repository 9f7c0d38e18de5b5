/** Series colours from VKUI's tokens, so that both themes keep their contrast. */
export const CHART_COLORS = [
  'var(--vkui--color_icon_accent)',
  'var(--vkui--color_icon_positive)',
  'var(--vkui--color_accent_orange, #ff9e00)',
  'var(--vkui--color_accent_purple, #735ce6)',
  'var(--vkui--color_icon_negative)',
] as const;
