import { Button } from '@vkontakte/vkui';
import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { $isGuestStarting } from '../../../entities/session';
import { $isAuthorized } from '../../../entities/user';
import { startAsGuestClicked } from '../model';

/** Shown to anonymous visitors only: POST auth/guest, reload the user, continue. */
export function StartAsGuestButton({ mode = 'primary' }: { mode?: 'primary' | 'secondary' }) {
  const { t } = useTranslation();
  const [authorized, pending, start] = useUnit([$isAuthorized, $isGuestStarting, startAsGuestClicked]);
  if (authorized) return null;
  return (
    <Button size="l" mode={mode} loading={pending} onClick={() => start()} data-testid="start-as-guest">
      {t('actions.startAsGuest')}
    </Button>
  );
}
