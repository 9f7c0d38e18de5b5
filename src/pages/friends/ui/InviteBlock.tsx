import { useState } from 'react';
import { Button, Caption, Div, FormItem, Group, Header, Input } from '@vkontakte/vkui';
import { Icon24CopyOutline, Icon24ShareOutline } from '@vkontakte/icons';
import { useTranslation } from 'react-i18next';
import { createInvite, inviteLink, revokeInvite, type Invite } from '../../../entities/friend';
import { shareLink } from '../../../shared/platform';
import { showError, showSuccess } from '../../../shared/toasts';
import styles from './FriendsPage.module.css';

/**
 * The learner's invite: a link (and a code to type) valid until revoked; and a code from a friend to accept.
 * `joinedPoints`: what an invited friend's first training earns (GET friends' meta, the server's rule).
 */
export function InviteBlock({ onAccept, joinedPoints }: { onAccept(code: string): Promise<boolean>; joinedPoints: number | null }) {
  const { t } = useTranslation('friends');
  const [invite, setInvite] = useState<Invite | null>(null);
  const [busy, setBusy] = useState(false);
  const [code, setCode] = useState('');

  const run = async (work: () => Promise<void>) => {
    setBusy(true);
    try {
      await work();
    } catch {
      showError(t('errors.generic'));
    } finally {
      setBusy(false);
    }
  };
  const link = invite ? inviteLink(invite) : '';

  return (
    <Group header={<Header size="s">{t('invite.title')}</Header>} data-testid="friends-invite">
      <Div>
        <Caption level="1" className={styles.muted}>
          {t('invite.text')} {joinedPoints ? t('invite.points', { count: joinedPoints }) : null}
        </Caption>
        {invite ? (
          <>
            <p className={styles.inviteUrl} data-testid="invite-url">
              {link}
            </p>
            <div className={styles.code} data-testid="invite-code" aria-label={t('invite.code', { code: invite.code })}>
              {invite.code}
            </div>
            <div className={styles.actions}>
              <Button
                before={<Icon24ShareOutline />}
                onClick={() => void shareLink(link, t('invite.shareText')).then((r) => r === 'copied' && showSuccess(t('invite.copied')))}
              >
                {t('invite.share')}
              </Button>
              <Button
                mode="secondary"
                before={<Icon24CopyOutline />}
                onClick={() => void navigator.clipboard?.writeText(link).then(() => showSuccess(t('invite.copied')), () => undefined)}
              >
                {t('invite.copy')}
              </Button>
              <Button
                mode="tertiary"
                appearance="negative"
                disabled={busy}
                onClick={() =>
                  void run(async () => {
                    await revokeInvite();
                    setInvite(null);
                    showSuccess(t('invite.revoked'));
                  })
                }
                data-testid="invite-revoke"
              >
                {t('invite.revoke')}
              </Button>
            </div>
          </>
        ) : (
          <div className={styles.actions}>
            <Button size="l" loading={busy} onClick={() => void run(async () => setInvite(await createInvite()))} data-testid="invite-create">
              {t('invite.create')}
            </Button>
          </div>
        )}
      </Div>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          if (!code.trim()) return;
          setBusy(true);
          void onAccept(code).then((ok) => {
            setBusy(false);
            if (ok) setCode('');
          });
        }}
      >
        <FormItem top={t('invite.enterCode')} htmlFor="friend-code">
          <div className={styles.actions} style={{ marginTop: 0 }}>
            <Input id="friend-code" value={code} maxLength={16} autoCapitalize="characters" placeholder={t('invite.codePlaceholder')} onChange={(e) => setCode(e.target.value)} />
            <Button type="submit" size="l" mode="secondary" disabled={busy || !code.trim()} data-testid="invite-accept-code">
              {t('invite.accept')}
            </Button>
          </div>
        </FormItem>
      </form>
    </Group>
  );
}
