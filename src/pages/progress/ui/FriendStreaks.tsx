import { useEffect, useState, type MouseEvent } from 'react';
import { Avatar, Group, Header, SimpleCell } from '@vkontakte/vkui';
import { Icon16Fire, Icon28UsersOutline } from '@vkontakte/icons';
import styles from './ProgressPage.module.css';
import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { fetchFriends, type Friend } from '../../../entities/friend';
import { navigationRequested } from '../../../shared/navigation';

/**
 * Issue 31: the streaks kept with friends (up to 5), each with its length and whether the friend has trained today,
 * above the way to the friends' screen. A failed request leaves only that way: the progress page does not depend on it.
 */
export function FriendStreaks() {
  const { t } = useTranslation('progress');
  const navigate = useUnit(navigationRequested);
  const [streaks, setStreaks] = useState<Friend[]>([]);

  useEffect(() => {
    let live = true;
    fetchFriends().then(
      (list) => {
        if (live) setStreaks(list.data.filter((f) => f.keepsStreak && f.friendStreak !== null).sort((a, b) => b.friendStreak! - a.friendStreak! || a.id - b.id));
      },
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, []);

  const open = (e: MouseEvent) => {
    e.preventDefault();
    navigate({ to: '/friends', replace: false });
  };
  return (
    <Group header={streaks.length > 0 ? <Header size="s">{t('friendStreaks.title')}</Header> : undefined} data-testid="progress-friend-streaks">
      {streaks.map((f) => (
        <SimpleCell
          key={f.id}
          before={<Avatar size={40} src={f.avatar ?? undefined} initials={f.name.slice(0, 1).toUpperCase()} alt="" />}
          subtitle={f.trainedToday ? t('friendStreaks.theyTrained') : t('friendStreaks.notYet')}
          after={
            <span className={styles.together}>
              {f.friendStreak! > 0 ? <Icon16Fire className={styles.fireIcon} /> : null}
              <span data-testid="progress-friend-streak-days">{f.friendStreak! > 0 ? t('friendStreaks.days', { count: f.friendStreak! }) : t('friendStreaks.start')}</span>
            </span>
          }
          href="/friends"
          onClick={open}
          multiline
          data-testid="progress-friend-streak"
          data-friend-id={f.id}
          data-days={f.friendStreak}
        >
          {f.name}
        </SimpleCell>
      ))}
      <SimpleCell
        before={<Icon28UsersOutline />}
        chevron="always"
        href="/friends"
        onClick={open}
        subtitle={streaks.length === 0 ? t('friendStreaks.none') : undefined}
        data-testid="progress-friends"
      >
        {t('friends')}
      </SimpleCell>
    </Group>
  );
}
