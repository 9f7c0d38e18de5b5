import { useEffect } from 'react';
import { Footnote, Panel } from '@vkontakte/vkui';
import { useActiveVkuiLocation } from '@vkontakte/vk-mini-apps-router';
import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { FortuneEditor, FortuneList, fortunesOpened } from '../../../features/fortune-editor';
import { FortuneOfTheDay } from '../../../features/fortune-of-the-day';
import { pathFor } from '../../../shared/config';
import { PageHeader } from '../../../shared/ui';
import styles from './AdminFortunesPage.module.css';
import '../../../shared/i18n/lazy/adminFortunes';

/** admin-fortunes (`/admin/fortunes`): the sayings of the day — list, add, edit, switch off, date, preview. */
export function AdminFortunesPage({ nav }: { nav: string }) {
  const { t } = useTranslation('adminFortunes');
  const { panel } = useActiveVkuiLocation();
  const open = useUnit(fortunesOpened);
  const active = panel === nav;
  useEffect(() => {
    if (active) open();
  }, [active, open]);

  return (
    <Panel nav={nav} data-testid="admin-fortunes-panel">
      <PageHeader backTo={pathFor('main')}>{t('title')}</PageHeader>
      <Footnote className={styles.intro}>{t('intro')}</Footnote>
      <div className={styles.layout}>
        <FortuneList />
        <FortuneEditor renderPreview={(fortune) => <FortuneOfTheDay preview={fortune} />} />
      </div>
    </Panel>
  );
}
