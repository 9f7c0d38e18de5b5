import { useEffect, useState } from 'react';
import { Caption, Div, Group, Header } from '@vkontakte/vkui';
import { useTranslation } from 'react-i18next';
import { fetchPointsHistory, type PointsHistory as History } from '../../../entities/progress';
import styles from './ProgressPage.module.css';
import '../../../shared/i18n/lazy/progress';

const KNOWN_REASONS = ['email-verified', 'game', 'review', 'training', 'level-test'] as const;
type KnownReason = (typeof KNOWN_REASONS)[number];
const isKnown = (reason: string): reason is KnownReason => (KNOWN_REASONS as readonly string[]).includes(reason);

/** Where the points came from (the last 30 days, by day): the total on its own says nothing about what pays. */
export function PointsHistory({ refreshKey }: { refreshKey: unknown }) {
  const { t, i18n } = useTranslation('progress');
  const [history, setHistory] = useState<History | null>(null);
  useEffect(() => {
    let live = true;
    fetchPointsHistory().then(
      (h) => live && setHistory(h),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [refreshKey]);
  if (!history) return null;
  const dayFmt = new Intl.DateTimeFormat(i18n.language, { day: 'numeric', month: 'long', weekday: 'short', timeZone: 'UTC' });
  return (
    <Group header={<Header size="s">{t('points.title')}</Header>} data-testid="points-history">
      {history.days.length === 0 ? (
        <Div>
          <Caption level="1" className={styles.muted}>
            {t('points.empty')}
          </Caption>
        </Div>
      ) : (
        <Div className={styles.pointsDays}>
          {history.days.slice(0, 10).map((day) => (
            <div key={day.day} className={styles.pointsDay} data-testid="points-day" data-day={day.day} data-total={day.total}>
              <div className={styles.pointsDayHead}>
                <span>{dayFmt.format(new Date(`${day.day}T00:00:00Z`))}</span>
                <span className={styles.pointsPlus}>+{day.total}</span>
              </div>
              {day.items.map((item) => (
                <div key={item.reason} className={styles.pointsItem} data-reason={item.reason}>
                  <span>{isKnown(item.reason) ? t(`points.reasons.${item.reason}`, { count: item.count }) : item.reason}</span>
                  <span className={styles.muted}>+{item.amount}</span>
                </div>
              ))}
            </div>
          ))}
        </Div>
      )}
    </Group>
  );
}
