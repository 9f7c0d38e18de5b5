import { Avatar, Caption, Div, Group, Header } from '@vkontakte/vkui';
import { useTranslation } from 'react-i18next';
import type { League as LeagueData } from '../../../entities/friend';
import styles from './FriendsPage.module.css';

/** This week's points of the learner and their friends, ranked; the week starts on Monday in the learner's time zone. */
export function League({ league }: { league: LeagueData }) {
  const { t, i18n } = useTranslation('friends');
  const since = new Intl.DateTimeFormat(i18n.language, { day: 'numeric', month: 'long', timeZone: 'UTC' }).format(new Date(`${league.meta.weekStart}T00:00:00Z`));
  const winner = league.meta.lastWinner;
  return (
    <Group header={<Header size="s" subtitle={t('league.since', { date: since })}>{t('league.title')}</Header>} data-testid="friends-league">
      <ol aria-label={t('league.title')} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {league.data.map((row) => (
          <li key={row.id} className={styles.leagueRow} data-me={row.me} data-testid="league-row" data-id={row.id} data-rank={row.rank} data-points={row.weekPoints}>
            <span className={styles.rank} data-rank={row.rank}>
              {row.rank}
            </span>
            <Avatar size={40} src={row.avatar ?? undefined} initials={row.name.slice(0, 1).toUpperCase()} alt="" />
            <span className={styles.name}>
              {row.name}
              {row.me ? <span className={styles.muted}> · {t('league.you')}</span> : null}
            </span>
            <span className={styles.points}>{t('league.points', { count: row.weekPoints })}</span>
          </li>
        ))}
      </ol>
      {league.data.length === 1 ? (
        <Div>
          <Caption level="1" className={styles.muted}>
            {t('league.alone')}
          </Caption>
        </Div>
      ) : null}
      {winner ? (
        <Div>
          <Caption level="1" className={styles.muted} data-testid="league-last-winner">
            {t('league.lastWinner', { name: winner.name, points: t('league.points', { count: winner.weekPoints }) })}
          </Caption>
        </Div>
      ) : null}
    </Group>
  );
}
