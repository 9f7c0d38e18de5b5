import { Button, ButtonGroup, ModalCard } from '@vkontakte/vkui';
import { Icon56Stars3Outline } from '@vkontakte/icons';
import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { StartAsGuestButton } from '../../../features/start-as-guest';
import { $guestPrompt, guestPromptClosed } from '../model/composition';
import { navigationRequested, rememberIntendedRoute } from '../../../shared/navigation';
import { $platform, loginPath } from '../../../shared/platform';
import styles from './FeedModals.module.css';
import '../../../shared/i18n/lazy/feed';

/** An anonymous visitor tried to decide (or bookmark): one tap starts a guest session and the decision goes on. */
export function GuestPromptModal({ returnTo }: { returnTo: string }) {
  const { t } = useTranslation('feed');
  const { t: tc } = useTranslation();
  const [prompt, close, navigate, platform] = useUnit([$guestPrompt, guestPromptClosed, navigationRequested, $platform]);
  return (
    <ModalCard dismissLabel={tc('actions.close')}
      open={prompt !== null}
      onClose={() => close()}
      data-testid="guest-prompt"
      icon={
        <span className={styles.roundIcon}>
          <Icon56Stars3Outline width={44} height={44} />
        </span>
      }
      title={t('anonymous.title')}
      description={prompt?.reason === 'bookmark' ? t('anonymous.bookmarkText') : t('anonymous.text')}
      actions={
        <ButtonGroup mode="vertical" stretched gap="m">
          <StartAsGuestButton stretched />
          <Button
            size="l"
            mode="secondary"
            stretched
            data-testid="guest-prompt-login"
            onClick={() => {
              close();
              rememberIntendedRoute(returnTo);
              navigate({ to: loginPath(platform) });
            }}
          >
            {t('anonymous.login')}
          </Button>
        </ButtonGroup>
      }
    />
  );
}
