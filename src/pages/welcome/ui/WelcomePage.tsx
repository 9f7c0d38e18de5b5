import { Icon56SmileOutline } from '@vkontakte/icons';
import { useTranslation } from 'react-i18next';
import { ComingSoonPanel } from '../../../shared/ui';

const NAMES = ['welcome', 'welcome2', 'welcome3'] as const;
type Name = (typeof NAMES)[number];
const isName = (value: string): value is Name => (NAMES as readonly string[]).includes(value);

export function WelcomePage({ nav }: { nav: string }) {
  const { t } = useTranslation('pages');
  return (
    <ComingSoonPanel
      nav={nav}
      title={t(`titles.${isName(nav) ? nav : 'welcome'}`)}
      description={t('soon.welcome')}
      icon={<Icon56SmileOutline style={{ color: 'var(--vkui--color_icon_accent)' }} />}
    />
  );
}
