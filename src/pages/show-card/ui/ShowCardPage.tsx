import { useTranslation } from 'react-i18next';
import { ComingSoonPanel } from '../../../shared/ui';

export function ShowCardPage({ nav }: { nav: string }) {
  const { t } = useTranslation('pages');
  return <ComingSoonPanel nav={nav} title={t('titles.show-card')} description={t('soon.show-card')} />;
}
