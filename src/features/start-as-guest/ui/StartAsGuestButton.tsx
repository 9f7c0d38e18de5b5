import { Button } from '@vkontakte/vkui';
import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { $isGuestStarting } from '../../../entities/session';
import { $isAuthorized } from '../../../entities/user';
import { startAsGuestClicked } from '../model';

/** Shown to anonymous visitors only: POST auth/guest, reload the user, continue. */
export function StartAsGuestButton({ mode = 'primary', stretched = false }: { mode?: 'primary' | 'secondary' | 'tertiary'; stretched?: boolean }) {
  const { t } = useTranslation();
  const [authorized, pending, start] = useUnit([$isAuthorized, $isGuestStarting, startAsGuestClicked]);
  if (authorized) return null;
  return (
    <Button size="l" mode={mode} stretched={stretched} loading={pending} onClick={() => start()} data-testid="start-as-guest">
      {t('actions.startAsGuest')}
    </Button>
  );
}
