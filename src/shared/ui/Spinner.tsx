import { PanelSpinner as VkuiPanelSpinner, Spinner as VkuiSpinner, type PanelSpinnerProps, type SpinnerProps } from '@vkontakte/vkui';
import { useTranslation } from 'react-i18next';

/** VKUI's spinner with its hidden label in the interface language (VKUI's own is a fixed "Загружается..."). */
export function Spinner({ children, ...props }: SpinnerProps) {
  const { t } = useTranslation();
  return <VkuiSpinner {...props}>{children ?? t('loading')}</VkuiSpinner>;
}

/** VKUI's panel spinner, labelled the same way. */
export function PanelSpinner({ children, ...props }: PanelSpinnerProps) {
  const { t } = useTranslation();
  return <VkuiPanelSpinner {...props}>{children ?? t('loading')}</VkuiPanelSpinner>;
}
