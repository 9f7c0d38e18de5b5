import { useState } from 'react';
import { Avatar, Button, IconButton, RichCell } from '@vkontakte/vkui';
import { Icon24DeleteOutline, Icon24FireAltOutline, Icon24Fire } from '@vkontakte/icons';
import { useTranslation } from 'react-i18next';
import type { Friend } from '../../../entities/friend';
import styles from './FriendsPage.module.css';

export interface FriendRowProps {
  friend: Friend;
  busy: boolean;
  onNudge(friend: Friend): void;
  onKeepStreak(friend: Friend, keep: boolean): void;
  onRemove(friend: Friend): void;
}

/** One friend: their streak and day, the streak kept together, and what may be done (nudge, streak, remove). */
export function FriendRow({ friend, busy, onNudge, onKeepStreak, onRemove }: FriendRowProps) {
  const { t } = useTranslation('friends');
  const [confirming, setConfirming] = useState(false);
  const status = !friend.sharesActivity
    ? t('list.private')
    : [friend.streak ? t('list.streak', { count: friend.streak }) : t('list.noStreak'), friend.trainedToday ? t('list.trainedToday') : t('list.notYet')].join(' · ');
  const together =
    friend.friendStreak === null ? null : friend.friendStreak > 0 ? t('list.friendStreak', { count: friend.friendStreak }) : t('list.friendStreakZero');
  const mayNudge = friend.sharesActivity && friend.trainedToday === false;

  if (confirming) {
    return (
      <RichCell
        before={<Avatar size={48} src={friend.avatar ?? undefined} initials={friend.name.slice(0, 1).toUpperCase()} alt="" />}
        subtitle={t('list.removeConfirm', { name: friend.name })}
        actions={
          <div className={styles.actions}>
            <Button mode="primary" appearance="negative" size="s" disabled={busy} onClick={() => onRemove(friend)} data-testid="friend-remove-confirm">
              {t('list.remove')}
            </Button>
            <Button mode="secondary" size="s" onClick={() => setConfirming(false)}>
              {t('list.cancel')}
            </Button>
          </div>
        }
        multiline
      >
        {friend.name}
      </RichCell>
    );
  }

  return (
    <RichCell
      data-testid="friend-row"
      data-id={friend.id}
      data-friend-streak={friend.friendStreak ?? ''}
      before={<Avatar size={48} src={friend.avatar ?? undefined} initials={friend.name.slice(0, 1).toUpperCase()} alt="" />}
      subtitle={status}
      bottom={together ? <span className={styles.together} data-testid="friend-streak">{together}</span> : undefined}
      after={
        <div className={styles.friendActions} role="group" aria-label={t('list.actions', { name: friend.name })}>
          {mayNudge ? (
            <Button size="s" mode={friend.nudgedToday ? 'tertiary' : 'secondary'} disabled={busy || friend.nudgedToday} onClick={() => onNudge(friend)} data-testid="friend-nudge">
              {friend.nudgedToday ? t('list.nudged') : t('list.nudge')}
            </Button>
          ) : null}
          <IconButton
            label={friend.keepsStreak ? t('list.stopStreak') : t('list.keepStreak')}
            aria-pressed={friend.keepsStreak}
            disabled={busy}
            onClick={() => onKeepStreak(friend, !friend.keepsStreak)}
            data-testid="friend-streak-toggle"
          >
            {friend.keepsStreak ? <Icon24Fire /> : <Icon24FireAltOutline />}
          </IconButton>
          <IconButton label={t('list.remove')} disabled={busy} onClick={() => setConfirming(true)} data-testid="friend-remove">
            <Icon24DeleteOutline />
          </IconButton>
        </div>
      }
      multiline
    >
      {friend.name}
    </RichCell>
  );
}
