import { useEffect, useState } from 'react';
import { Avatar, Button, ButtonGroup, Caption, Panel, Placeholder } from '@vkontakte/vkui';
import { useParams } from '@vkontakte/vk-mini-apps-router';
import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { acceptInvite, fetchInviter } from '../../../entities/friend';
import { $isGuest, $user } from '../../../entities/user';
import { StartAsGuestButton } from '../../../features/start-as-guest';
import { toApiError } from '../../../shared/api';
import { pathFor } from '../../../shared/config';
import { navigateFx, rememberIntendedRoute } from '../../../shared/navigation';
import { showSuccess } from '../../../shared/toasts';
import { PageHeader, Spinner } from '../../../shared/ui';
import '../../../shared/i18n/lazy/friends';

type State = { kind: 'loading' } | { kind: 'missing' } | { kind: 'failed' } | { kind: 'ready'; name: string; avatar: string | null };

/**
 * Where an invite link lands. A visitor sees who invites them, and signs up, logs in or starts as a guest: the
 * invite is remembered as the intended route, so they come back here signed in and accept it with one tap.
 */
export function InvitePage({ nav }: { nav: string }) {
  const { t } = useTranslation('friends');
  const params = useParams<'code'>({ panel: nav });
  const code = params?.code ?? '';
  const [user, guest, navigate] = useUnit([$user, $isGuest, navigateFx]);
  const [state, setState] = useState<State>({ kind: 'loading' });
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  const load = () => {
    setState({ kind: 'loading' });
    fetchInviter(code).then(
      (who) => setState({ kind: 'ready', ...who }),
      (error: unknown) => {
        const e = toApiError(error);
        setState(e.kind === 'http' && e.status === 404 ? { kind: 'missing' } : { kind: 'failed' });
      },
    );
  };
  // eslint-disable-next-line react-hooks/exhaustive-deps
  useEffect(load, [code]);
  useEffect(() => {
    // Sign-up, login and the guest start all continue to the intended route: back here, signed in.
    if (!user) rememberIntendedRoute(pathFor('invite', { code }));
  }, [user, code]);

  const accept = async () => {
    setBusy(true);
    setProblem(null);
    try {
      const friend = await acceptInvite(code);
      showSuccess(t('landing.done', { name: friend.name }));
      await navigate({ to: pathFor('friends'), replace: true });
    } catch (error) {
      const e = toApiError(error);
      const name = state.kind === 'ready' ? state.name : '';
      if (e.kind === 'http' && e.code === 'already') await navigate({ to: pathFor('friends'), replace: true });
      else if (e.kind === 'http' && e.code === 'self') setProblem(t('landing.self'));
      else if (e.kind === 'http' && e.status === 404) setState({ kind: 'missing' });
      else setProblem(e.kind === 'http' && e.message ? e.message : t('errors.generic', { name }));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Panel nav={nav} data-testid="invite-panel" data-state={state.kind}>
      <PageHeader>{t('landing.title')}</PageHeader>
      {state.kind === 'loading' ? (
        <Placeholder>
          <Spinner size="xl" />
        </Placeholder>
      ) : state.kind === 'missing' ? (
        <Placeholder>{t('landing.notFound')}</Placeholder>
      ) : state.kind === 'failed' ? (
        <Placeholder action={<Button onClick={load}>{t('errors.retry')}</Button>}>{t('errors.load')}</Placeholder>
      ) : (
        <Placeholder
          icon={<Avatar size={96} src={state.avatar ?? undefined} initials={state.name.slice(0, 1).toUpperCase()} alt="" />}
          title={state.name}
          action={
            user ? (
              <ButtonGroup mode="vertical" align="center" gap="m">
                <Button size="l" loading={busy} onClick={() => void accept()} data-testid="invite-accept">
                  {t('landing.accept')}
                </Button>
                {guest ? <Caption level="1">{t('landing.guestNote')}</Caption> : null}
                {problem ? (
                  <Caption level="1" role="alert" data-testid="invite-problem">
                    {problem}
                  </Caption>
                ) : null}
              </ButtonGroup>
            ) : (
              <ButtonGroup mode="vertical" align="center" gap="m">
                <Button size="l" onClick={() => void navigate({ to: pathFor('auth-register') })} data-testid="invite-sign-up">
                  {t('landing.signUp')}
                </Button>
                <Button size="l" mode="secondary" onClick={() => void navigate({ to: pathFor('auth-login') })}>
                  {t('landing.logIn')}
                </Button>
                <StartAsGuestButton mode="tertiary" />
              </ButtonGroup>
            )
          }
        >
          {t('landing.text', { name: state.name })}
        </Placeholder>
      )}
    </Panel>
  );
}
