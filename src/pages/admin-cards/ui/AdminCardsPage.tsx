import { useEffect } from 'react';
import { Button, Panel, Placeholder, SegmentedControl, SimpleCell } from '@vkontakte/vkui';
import { Icon56CheckCircleOutline } from '@vkontakte/icons';
import { useActiveVkuiLocation } from '@vkontakte/vk-mini-apps-router';
import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { CardPhoto } from '../../../entities/card';
import { $queue, $queueStatus, $queueTotal, queueOpened, type QueueStatus } from '../../../features/card-moderation';
import { pathFor } from '../../../shared/config';
import { navigationRequested } from '../../../shared/navigation';
import { PageHeader, Spinner } from '../../../shared/ui';
import queueLayout from '../../../shared/ui/AdminQueue.module.css';
import styles from './AdminCardsPage.module.css';
import '../../../shared/i18n/lazy/cards';
import '../../../shared/i18n/lazy/reports';

const STATUSES: QueueStatus[] = ['moderation', 'published', 'rejected'];

/** admin-cards (`/admin/cards`): the queue oldest first with the time waiting; over 20 hours is flagged. */
export function AdminCardsPage({ nav }: { nav: string }) {
  const { t } = useTranslation('cards');
  const { t: tr } = useTranslation('reports');
  const { panel } = useActiveVkuiLocation();
  const [queue, status, total, open, navigate] = useUnit([$queue, $queueStatus, $queueTotal, queueOpened, navigationRequested]);
  const active = panel === nav;
  useEffect(() => {
    if (active) open('moderation');
  }, [active, open]);

  return (
    <Panel nav={nav} data-testid="admin-cards-panel">
      <PageHeader backTo={pathFor('main')}>
        {t('admin.queueTitle')}
        {total ? ` · ${total}` : ''}
      </PageHeader>
      <div className={queueLayout.screen}>
        <Button mode="link" size="s" onClick={() => navigate({ to: pathFor('admin-reports') })} data-testid="to-reports">
          {tr('admin.toReports')}
        </Button>
        <SegmentedControl
          value={status}
          onChange={(value) => open(value as QueueStatus)}
          options={STATUSES.map((s) => ({ value: s, label: t(`admin.tabs.${s}`) }))}
        />
        {queue === null ? (
          <div className={queueLayout.loading}>
            <Spinner size="l" />
          </div>
        ) : queue.length === 0 ? (
          <Placeholder icon={<Icon56CheckCircleOutline />} title={t('admin.empty')} />
        ) : (
          <ul className={queueLayout.list} data-testid="admin-queue">
            {queue.map((item) => (
              <li key={item.card.id}>
                <SimpleCell
                  before={<CardPhoto photos={item.card.photos} alt={item.card.word} className={styles.thumb} />}
                  subtitle={[
                    item.card.translation,
                    item.card.author?.name ? t('admin.author', { name: item.card.author.name }) : null,
                    item.isEdit ? t('admin.edit') : null,
                  ]
                    .filter(Boolean)
                    .join(' · ')}
                  after={
                    item.waitingMs !== null ? (
                      <span className={styles.waiting} data-overdue={item.overdue} data-testid="admin-waiting">
                        {t('admin.waiting', { hours: Math.floor(item.waitingMs / 3600_000) })}
                        {item.overdue ? ` · ${t('admin.overdue')}` : ''}
                      </span>
                    ) : null
                  }
                  onClick={() => navigate({ to: pathFor('admin-card', { id: String(item.card.id) }) })}
                  data-testid="admin-queue-item"
                  data-card-id={item.card.id}
                >
                  {item.card.word}
                </SimpleCell>
              </li>
            ))}
          </ul>
        )}
      </div>
    </Panel>
  );
}
