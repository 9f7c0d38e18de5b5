import { Icon56DocumentOutline } from '@vkontakte/icons';
import { useTranslation } from 'react-i18next';
import { ComingSoonPanel } from '../../../shared/ui';

const NAMES = ['user-agreement', 'privacy', 'privacy-agreement'] as const;
type Name = (typeof NAMES)[number];
const isName = (value: string): value is Name => (NAMES as readonly string[]).includes(value);

export function LegalPage({ nav }: { nav: string }) {
  const { t } = useTranslation('pages');
  return (
    <ComingSoonPanel
      nav={nav}
      title={t(`titles.${isName(nav) ? nav : 'user-agreement'}`)}
      description={t('soon.legal')}
      icon={<Icon56DocumentOutline style={{ color: 'var(--vkui--color_icon_accent)' }} />}
    />
  );
}
