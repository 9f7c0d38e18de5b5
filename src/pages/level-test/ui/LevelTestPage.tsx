import { Icon56NotebookCheckOutline } from '@vkontakte/icons';
import { useTranslation } from 'react-i18next';
import { ComingSoonPanel } from '../../../shared/ui';

const NAMES = ['test-hard', 'test-easy', 'test-medium'] as const;
type Name = (typeof NAMES)[number];
const isName = (value: string): value is Name => (NAMES as readonly string[]).includes(value);

export function LevelTestPage({ nav }: { nav: string }) {
  const { t } = useTranslation('pages');
  return (
    <ComingSoonPanel
      nav={nav}
      title={t(`titles.${isName(nav) ? nav : 'test-hard'}`)}
      description={t('soon.test')}
      icon={<Icon56NotebookCheckOutline style={{ color: 'var(--vkui--color_icon_accent)' }} />}
    />
  );
}
