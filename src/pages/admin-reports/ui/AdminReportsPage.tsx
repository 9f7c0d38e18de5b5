import { useEffect } from 'react';
import { Button, ButtonGroup, Panel, Placeholder } from '@vkontakte/vkui';
import { Icon56CheckCircleOutline } from '@vkontakte/icons';
import { useActiveVkuiLocation } from '@vkontakte/vk-mini-apps-router';
import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { $deciding, $openReports, decisionClicked, reportsOpened, type OpenReport } from '../../../features/report-content';
import { pathFor } from '../../../shared/config';
import { navigationRequested } from '../../../shared/navigation';
import { PageHeader, Spinner } from '../../../shared/ui';
import queueLayout from '../../../shared/ui/AdminQueue.module.css';
import styles from './AdminReportsPage.module.css';
import '../../../shared/i18n/lazy/reports';

/** The reported version, as its latest reporter saw it: a card's text or a comment's body. */
function Reported({ item }: { item: OpenReport }) {
  const r = item.reported;
  if (item.target === 'comment') return <p className={styles.quote}>{r.body}</p>;
  return (
    <p className={styles.quote}>
      <b>{r.word}</b> — {r.translation}
      {r.example ? <span className={styles.example}>{r.example}</span> : null}
    </p>
  );
}

/** admin-reports (`/admin/reports`): items learners reported, longest waiting first, kept or removed here (issue 29). */
export function AdminReportsPage({ nav }: { nav: string }) {
  const { t, i18n } = useTranslation('reports');
  const { panel } = useActiveVkuiLocation();
  const [items, deciding, open, decide, navigate] = useUnit([$openReports, $deciding, reportsOpened, decisionClicked, navigationRequested]);
  const active = panel === nav;
  useEffect(() => {
    if (active) open();
  }, [active, open]);
  const when = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });

  return (
    <Panel nav={nav} data-testid="admin-reports-panel">
      <PageHeader backTo={pathFor('admin-cards')}>{t('admin.title')}</PageHeader>
      <div className={queueLayout.screen}>
        {items === null ? (
          <div className={queueLayout.loading}>
            <Spinner size="l" />
          </div>
        ) : items.length === 0 ? (
          <Placeholder icon={<Icon56CheckCircleOutline />} title={t('admin.empty')} />
        ) : (
          <ul className={queueLayout.list} data-testid="admin-reports">
            {items.map((item) => (
              <li key={`${item.target}-${item.targetId}`} className={styles.item} data-testid="admin-report" data-target={item.target} data-id={item.targetId}>
                <div className={styles.meta}>
                  <strong>{t(`admin.${item.target}`)}</strong>
                  {' · '}
                  {t('admin.count', { count: item.reports.length })}
                  {item.hidden ? <span className={styles.hidden}> · {t('admin.hidden')}</span> : null}
                </div>
                <div className={styles.label}>{t('admin.reported')}</div>
                <Reported item={item} />
                <ul className={styles.reasons}>
                  {item.reports.map((r) => (
                    <li key={r.id}>
                      {t(`reasons.${r.reason}`)}
                      {r.note ? ` — ${r.note}` : ''} <time dateTime={r.at}>{when.format(new Date(r.at))}</time>
                    </li>
                  ))}
                </ul>
                <ButtonGroup stretched className={styles.buttons}>
                  <Button size="m" mode="secondary" stretched loading={deciding} onClick={() => decide({ target: item.target, id: item.targetId, action: 'keep' })} data-testid="report-keep">
                    {t('admin.keep')}
                  </Button>
                  <Button size="m" appearance="negative" stretched loading={deciding} onClick={() => decide({ target: item.target, id: item.targetId, action: 'remove' })} data-testid="report-remove">
                    {t('admin.remove')}
                  </Button>
                </ButtonGroup>
                <Button mode="link" size="s" onClick={() => navigate({ to: pathFor('show-card', { id: String(item.cardId) }) })}>
                  {t('admin.open')}
                </Button>
              </li>
            ))}
          </ul>
        )}
      </div>
    </Panel>
  );
}
