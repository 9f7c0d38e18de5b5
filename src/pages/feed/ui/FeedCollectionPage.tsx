import { useTranslation } from 'react-i18next';
import { ComingSoonPanel } from '../../../shared/ui';

export function FeedCollectionPage({ nav }: { nav: string }) {
  const { t } = useTranslation('pages');
  return <ComingSoonPanel nav={nav} title={t('titles.feed')} description={t('soon.feed')} />;
}
