import { useRef, useState } from 'react';
import { Avatar, Button, Caption, Div, Group, Header, SimpleCell } from '@vkontakte/vkui';
import { Icon24UserAddOutline, Icon24Users3Outline } from '@vkontakte/icons';
import { useTranslation } from 'react-i18next';
import { addVkFriend, findVkFriends, type VkFriend } from '../../../entities/friend';
import { toApiError } from '../../../shared/api';
import { inviteVkFriends, requestVkFriendsToken } from '../../../shared/platform';
import { showInfo, showSuccess } from '../../../shared/toasts';
import styles from './VkFriendsBlock.module.css';

type Busy = 'find' | 'invite' | number | null;

const VK_CODES: ReadonlySet<string> = new Set(['vk-token', 'vk-scope', 'vk-other-user', 'vk-not-linked', 'vk-unavailable']);
const codeOf = (error: unknown) => {
  const e = toApiError(error);
  return e.kind === 'http' ? e.code : undefined;
};

/**
 * Inside VK: the learner's VK friends who already use Slovo, found with their consent (VK's own dialog for the friends
 * list), each added in one tap; and VK's invite box for the others. Why something failed is said in the block itself.
 */
export function VkFriendsBlock({ onChanged }: { onChanged(): void }) {
  const { t } = useTranslation('friends');
  // The VK token stays in memory for this screen only; VK asks the learner once and answers later requests at once.
  const token = useRef<string | null>(null);
  const [found, setFound] = useState<VkFriend[] | null>(null);
  const [busy, setBusy] = useState<Busy>(null);
  const [problem, setProblem] = useState<string | null>(null);

  const freshToken = async (): Promise<string | null> => {
    const answer = await requestVkFriendsToken();
    if (answer.status === 'granted') return (token.current = answer.token);
    token.current = null;
    setProblem(t(`vk.errors.${answer.status}`));
    return null;
  };

  const explain = (error: unknown, name: string) => {
    const e = toApiError(error);
    if (e.kind !== 'http') return setProblem(t('errors.generic'));
    if (e.code === 'already') return showInfo(t('landing.already', { name }));
    if (e.code === 'full') return setProblem(t('errors.full'));
    if (e.code && VK_CODES.has(e.code)) return setProblem(t(`vk.errors.${e.code}` as 'vk.errors.vk-token'));
    if (e.status === 404) return setProblem(t('vk.errors.notFound', { name }));
    if (e.status === 429) return setProblem(t('vk.errors.tooMany'));
    return setProblem(t('errors.generic'));
  };

  /** Runs `call` with the token; when VK no longer takes a kept one, asks VK for a fresh one and tries once more. */
  const withToken = async <T,>(call: (token: string) => Promise<T>, name = ''): Promise<T | null> => {
    setProblem(null);
    const kept = token.current;
    const first = kept ?? (await freshToken());
    if (!first) return null;
    try {
      return await call(first);
    } catch (error) {
      if (!kept || codeOf(error) !== 'vk-token') {
        explain(error, name);
        return null;
      }
    }
    const second = await freshToken();
    if (!second) return null;
    try {
      return await call(second);
    } catch (error) {
      explain(error, name);
      return null;
    }
  };

  const run = async (what: Busy, work: () => Promise<void>) => {
    setBusy(what);
    try {
      await work();
    } finally {
      setBusy(null);
    }
  };

  const find = () =>
    run('find', async () => {
      const list = await withToken(findVkFriends);
      if (list) setFound(list);
    });

  const add = (friend: VkFriend) =>
    run(friend.id, async () => {
      const added = await withToken((tk) => addVkFriend(friend.id, tk), friend.name);
      if (!added) return;
      setFound((list) => list?.map((f) => (f.id === friend.id ? { ...f, alreadyFriend: true } : f)) ?? null);
      showSuccess(t('vk.added', { name: friend.name }));
      onChanged();
    });

  const invite = () =>
    run('invite', async () => {
      const result = await inviteVkFriends();
      if (result !== 'cancelled') showSuccess(t(result === 'invited' ? 'vk.invited' : 'vk.shared'));
    });

  return (
    <Group header={<Header size="s">{t('vk.title')}</Header>} data-testid="vk-friends" data-state={found ? 'found' : 'idle'}>
      <Div>
        <Caption level="1" className={styles.muted}>
          {t('vk.text')}
        </Caption>
        <div className={styles.actions}>
          <Button size="l" before={<Icon24Users3Outline />} loading={busy === 'find'} disabled={busy !== null} onClick={() => void find()} data-testid="vk-friends-find">
            {found ? t('vk.findAgain') : t('vk.find')}
          </Button>
          <Button size="l" mode="secondary" loading={busy === 'invite'} disabled={busy !== null} onClick={() => void invite()} data-testid="vk-friends-invite">
            {t('vk.invite')}
          </Button>
        </div>
        {problem ? (
          <p role="alert" className={styles.problem} data-testid="vk-friends-problem">
            {problem}
          </p>
        ) : null}
      </Div>
      {found ? (
        <>
          <Div className={styles.summary} data-testid="vk-friends-summary">
            {found.length ? t('vk.found', { count: found.length }) : t('vk.none')}
          </Div>
          {found.map((f) => (
            <SimpleCell
              key={f.id}
              data-testid="vk-friend"
              data-id={f.id}
              data-friend={f.alreadyFriend}
              before={<Avatar size={40} src={f.avatar ?? undefined} initials={f.name.slice(0, 1).toUpperCase()} alt="" />}
              after={
                f.alreadyFriend ? (
                  <span className={styles.muted}>{t('vk.isFriend')}</span>
                ) : (
                  <Button
                    size="s"
                    before={<Icon24UserAddOutline width={16} height={16} />}
                    aria-label={t('vk.addNamed', { name: f.name })}
                    loading={busy === f.id}
                    disabled={busy !== null}
                    onClick={() => void add(f)}
                    data-testid="vk-friend-add"
                  >
                    {t('vk.add')}
                  </Button>
                )
              }
            >
              {f.name}
            </SimpleCell>
          ))}
        </>
      ) : null}
    </Group>
  );
}
