import { useState } from 'react';
import { Alert, Button } from '@vkontakte/vkui';
import { Icon28DoorArrowRightOutline } from '@vkontakte/icons';
import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { $isAuthorized, $isGuest } from '../../../entities/user';
import { $isLoggingOut, loggedOut } from '../../../entities/session';
import { navigationRequested } from '../../../shared/navigation';
import '../../../shared/i18n/lazy/profile';
import { pathFor } from '../../../shared/config';

/**
 * Renders only for a logged-in user (guest or full) and asks first. A guest is told plainly that the guest account
 * and its progress go away for good (the server deletes them at logout) and is offered to sign up instead.
 */
export function LogoutButton() {
  const { t } = useTranslation();
  const { t: tp } = useTranslation('profile');
  const [authorized, guest, pending, logout, navigate] = useUnit([$isAuthorized, $isGuest, $isLoggingOut, loggedOut, navigationRequested]);
  const [asking, setAsking] = useState(false);
  if (!authorized) return null;
  return (
    <>
      <Button
        size="l"
        mode="secondary"
        appearance="negative"
        stretched
        loading={pending}
        before={<Icon28DoorArrowRightOutline width={24} height={24} />}
        onClick={() => setAsking(true)}
        data-testid="logout-button"
      >
        {t('actions.logout')}
      </Button>
      {asking ? (
        <Alert
          usePortal
          onClose={() => setAsking(false)}
          title={guest ? tp('logout.guestTitle') : tp('logout.title')}
          description={<span data-testid="logout-warning">{guest ? tp('logout.guestText') : tp('logout.text')}</span>}
          actionsLayout="vertical"
          dismissLabel={t('actions.close')}
          data-testid="logout-confirm"
          actions={[
            {
              title: guest ? tp('logout.guestConfirm') : tp('logout.confirm'),
              mode: 'destructive',
              // Runs at once (not after the closing animation): the request starts while the alert fades out.
              autoCloseDisabled: true,
              action: (args) => {
                logout();
                args?.close?.();
              },
              'data-testid': 'logout-confirm-button',
            },
            ...(guest
              ? [{
                    title: tp('logout.guestRegister'),
                    mode: 'default' as const,
                    autoCloseDisabled: true,
                    action: (args?: { close?: VoidFunction }) => {
                      navigate({ to: pathFor('auth-register') });
                      args?.close?.();
                    },
                    'data-testid': 'logout-register',
                  }]
              : []),
            { title: tp('logout.cancel'), mode: 'cancel' as const, 'data-testid': 'logout-cancel' },
          ]}
        />
      ) : null}
    </>
  );
}
