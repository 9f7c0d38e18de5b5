import { useCallback, useEffect, useState } from 'react';
import { Button, Div, Group, Header, Panel, Placeholder, SimpleCell, Switch, Tabs, TabsItem } from '@vkontakte/vkui';
import { useTranslation } from 'react-i18next';
import { useUnit } from 'effector-react';
import { VkFriendsBlock } from '../../../features/vk-friends';
import {
  acceptInvite,
  fetchFriendSettings,
  fetchFriends,
  fetchLeague,
  FRIEND_EVENTS,
  keepFriendStreak,
  nudgeFriend,
  removeFriend,
  saveFriendSettings,
  type Friend,
  type League as LeagueData,
} from '../../../entities/friend';
import { toApiError } from '../../../shared/api';
import { $isVk } from '../../../shared/platform';
import { realtimeEventReceived } from '../../../shared/realtime';
import { showError, showInfo, showSuccess } from '../../../shared/toasts';
import { PageHeader, Spinner } from '../../../shared/ui';
import { FriendRow } from './FriendRow';
import { InviteBlock } from './InviteBlock';
import { League } from './League';
import styles from './FriendsPage.module.css';
import '../../../shared/i18n/lazy/friends';

type Tab = 'league' | 'friends';

/** Friends: this week's league, the friends with their streaks (nudge, streak together, remove), invites and privacy. */
export function FriendsPage({ nav }: { nav: string }) {
  const { t } = useTranslation('friends');
  const [tab, setTab] = useState<Tab>('league');
  const [friends, setFriends] = useState<Friend[] | null>(null);
  const [joinedPoints, setJoinedPoints] = useState<number | null>(null);
  const isVk = useUnit($isVk);
  const [league, setLeague] = useState<LeagueData | null>(null);
  const [shareActivity, setShareActivity] = useState<boolean | null>(null);
  const [failed, setFailed] = useState(false);
  const [busy, setBusy] = useState<number | null>(null);

  const load = useCallback(async () => {
    try {
      const [f, l] = await Promise.all([fetchFriends(), fetchLeague()]);
      setFriends(f.data);
      setJoinedPoints(f.meta.joinedPoints);
      setLeague(l);
      setFailed(false);
    } catch {
      setFailed(true);
    }
  }, []);

  useEffect(() => {
    void load();
    void fetchFriendSettings().then((s) => setShareActivity(s.shareActivity), () => undefined);
    // A friend earned points or the friendships changed: refresh while the screen is open.
    const unwatch = realtimeEventReceived.watch((e) => {
      if (FRIEND_EVENTS.has(e.name)) void load();
    });
    const online = () => void load();
    window.addEventListener('online', online);
    return () => {
      unwatch();
      window.removeEventListener('online', online);
    };
  }, [load]);

  const explain = (error: unknown, name: string) => {
    const e = toApiError(error);
    const code = e.kind === 'http' ? e.code : undefined;
    if (code === 'trainedToday') showInfo(t('errors.trainedToday', { name }));
    else if (e.kind === 'http' && e.status === 429) showInfo(t('errors.nudgedToday', { name }));
    else if (code === 'streaksFull') showError(t('errors.streaksFull'));
    else if (code === 'full') showError(t('errors.full'));
    else showError(t('errors.generic'));
  };

  const act = async (friend: Friend, work: () => Promise<void>) => {
    setBusy(friend.id);
    try {
      await work();
    } catch (error) {
      explain(error, friend.name);
    } finally {
      setBusy(null);
      void load();
    }
  };

  const accept = async (code: string): Promise<boolean> => {
    try {
      const friend = await acceptInvite(code);
      showSuccess(t('landing.done', { name: friend.name }));
      void load();
      return true;
    } catch (error) {
      const e = toApiError(error);
      if (e.kind === 'http' && e.status === 404) showError(t('landing.notFound'));
      else if (e.kind === 'http' && e.code === 'already') showInfo(e.message ?? t('errors.generic'));
      else if (e.kind === 'http' && e.code === 'self') showInfo(t('landing.self'));
      else explain(error, '');
      return false;
    }
  };

  return (
    <Panel nav={nav} data-testid="friends-panel" data-loaded={Boolean(friends && league)}>
      <PageHeader backTo="/progress">{t('title')}</PageHeader>
      <div className={styles.layout}>
        <Tabs>
          <TabsItem selected={tab === 'league'} onClick={() => setTab('league')} id="tab-league" aria-controls="friends-tab-league" data-testid="tab-league">
            {t('tabs.league')}
          </TabsItem>
          <TabsItem selected={tab === 'friends'} onClick={() => setTab('friends')} id="tab-friends" aria-controls="friends-tab-friends" data-testid="tab-friends">
            {t('tabs.friends')}
            {friends?.length ? ` · ${friends.length}` : ''}
          </TabsItem>
        </Tabs>
        {failed && !friends ? (
          <Placeholder action={<Button onClick={() => void load()}>{t('errors.retry')}</Button>}>{t('errors.load')}</Placeholder>
        ) : !friends || !league ? (
          <Div style={{ display: 'flex', justifyContent: 'center' }}>
            <Spinner size="xl" />
          </Div>
        ) : tab === 'league' ? (
          <div id="friends-tab-league" role="tabpanel" aria-labelledby="tab-league">
            <League league={league} />
            {/* Inside VK the league grows from VK friends: the finder stays under it (it would vanish with the first friend). */}
            {isVk ? <VkFriendsBlock onChanged={() => void load()} /> : null}
            {friends.length === 0 ? <InviteBlock onAccept={accept} joinedPoints={joinedPoints} /> : null}
          </div>
        ) : (
          <div id="friends-tab-friends" role="tabpanel" aria-labelledby="tab-friends">
            <Group header={<Header size="s">{t('tabs.friends')}</Header>} data-testid="friends-list">
              {friends.length === 0 ? (
                <Div className={styles.muted}>{t('list.empty')}</Div>
              ) : (
                friends.map((f) => (
                  <FriendRow
                    key={f.id}
                    friend={f}
                    busy={busy === f.id}
                    onNudge={(friend) =>
                      void act(friend, async () => {
                        const out = await nudgeFriend(friend.id);
                        showSuccess(out.push === 'quiet' ? t('list.nudgeLater', { name: friend.name }) : t('list.nudgeSent', { name: friend.name }));
                      })
                    }
                    onKeepStreak={(friend, keep) => void act(friend, async () => void (await keepFriendStreak(friend.id, keep)))}
                    onRemove={(friend) =>
                      void act(friend, async () => {
                        await removeFriend(friend.id);
                        showSuccess(t('list.removed', { name: friend.name }));
                      })
                    }
                  />
                ))
              )}
            </Group>
            {isVk ? <VkFriendsBlock onChanged={() => void load()} /> : null}
            <InviteBlock onAccept={accept} joinedPoints={joinedPoints} />
            {shareActivity !== null ? (
              <Group>
                <SimpleCell
                  Component="label"
                  after={
                    <Switch
                      checked={shareActivity}
                      data-testid="friends-share-activity"
                      onChange={(e) => {
                        const next = e.target.checked;
                        setShareActivity(next);
                        saveFriendSettings(next).then(
                          () => void load(),
                          () => {
                            setShareActivity(!next);
                            showError(t('errors.generic'));
                          },
                        );
                      }}
                    />
                  }
                  subtitle={t('privacy.hint')}
                  multiline
                >
                  {t('privacy.label')}
                </SimpleCell>
              </Group>
            ) : null}
          </div>
        )}
      </div>
    </Panel>
  );
}
