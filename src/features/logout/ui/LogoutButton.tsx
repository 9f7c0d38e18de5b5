import { Button } from '@vkontakte/vkui';
import { Icon28DoorArrowRightOutline } from '@vkontakte/icons';
import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { $isAuthorized } from '../../../entities/user';
import { $isLoggingOut, loggedOut } from '../../../entities/session';

/** Renders only for a logged-in user (guest or full); the session model does the rest (spec §4). */
export function LogoutButton() {
  const { t } = useTranslation();
  const [authorized, pending, logout] = useUnit([$isAuthorized, $isLoggingOut, loggedOut]);
  if (!authorized) return null;
  return (
    <Button
      size="l"
      mode="secondary"
      appearance="negative"
      stretched
      loading={pending}
      before={<Icon28DoorArrowRightOutline width={24} height={24} />}
      onClick={() => logout()}
      data-testid="logout-button"
    >
      {t('actions.logout')}
    </Button>
  );
}
