import { Icon56WriteOutline } from '@vkontakte/icons';
import { useTranslation } from 'react-i18next';
import { ComingSoonPanel } from '../../../shared/ui';

const NAMES = ['new-card', 'edit-card'] as const;
type Name = (typeof NAMES)[number];
const isName = (value: string): value is Name => (NAMES as readonly string[]).includes(value);

export function CardEditorPage({ nav }: { nav: string }) {
  const { t } = useTranslation('pages');
  return (
    <ComingSoonPanel
      nav={nav}
      title={t(`titles.${isName(nav) ? nav : 'new-card'}`)}
      description={t('soon.card-editor')}
      icon={<Icon56WriteOutline style={{ color: 'var(--vkui--color_icon_accent)' }} />}
    />
  );
}
