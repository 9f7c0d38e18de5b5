import { Snackbar } from '@vkontakte/vkui';
import { Icon28CheckCircleOutline, Icon28ErrorCircleOutline, Icon28InfoCircleOutline, Icon28Notifications } from '@vkontakte/icons';
import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { navigationRequested } from '../../navigation';
import { $currentToast, toastClosed, type Toast } from '../model';
import styles from './Toaster.module.css';
import { useToastTimer } from './useToastTimer';

/** VKUI's own timer, never the one that closes a toast (see below): a day, as it needs a finite one. */
const PERSISTENT_MS = 86_400_000;

function icon(kind: Toast['kind']) {
  switch (kind) {
    case 'error':
      return <Icon28ErrorCircleOutline className={styles.error} />;
    case 'success':
      return <Icon28CheckCircleOutline className={styles.success} />;
    case 'persistent':
      return <Icon28Notifications className={styles.accent} />;
    default:
      return <Icon28InfoCircleOutline className={styles.accent} />;
  }
}

/** Same-origin links are routed in-app; anything else opens in a new tab. */
function useOpenLink() {
  const navigate = useUnit(navigationRequested);
  return (link: string) => {
    try {
      const url = new URL(link, window.location.href);
      if (url.origin === window.location.origin) {
        navigate({ to: `${url.pathname}${url.search}${url.hash}` });
        return;
      }
      window.open(url.href, '_blank', 'noopener');
    } catch {
      // a malformed link in a push payload: nothing sensible to open
    }
  };
}

export interface ToasterProps {
  /** Lifts the snackbar above a bottom tab bar. */
  offsetY?: string | number;
}

export function Toaster({ offsetY }: ToasterProps) {
  const { t } = useTranslation();
  const { t: te } = useTranslation('errors');
  const [toast, close] = useUnit([$currentToast, toastClosed]);
  const openLink = useOpenLink();
  useToastTimer(toast, close);
  if (!toast) return null;

  const title = toast.title ?? (toast.kind === 'error' ? te('title') : undefined);
  const clickable = toast.kind === 'persistent' && toast.link;
  const onOpen = () => {
    if (toast.link) openLink(toast.link);
    close(toast.id);
  };

  // VKUI clamps the main text to three lines but not the subtitle, so a titled toast puts its message there; the
  // subtitle cannot coexist with an action button, so persistent (clickable) toasts keep everything in the main text.
  const asSubtitle = Boolean(title) && !clickable;
  return (
    <Snackbar
      key={toast.id}
      onClose={() => close(toast.id)}
      duration={PERSISTENT_MS}
      before={icon(toast.kind)}
      offsetY={offsetY}
      action={clickable ? t('toast.openLink') : undefined}
      onActionClick={clickable ? onOpen : undefined}
      onClick={clickable ? onOpen : undefined}
      subtitle={asSubtitle ? toast.message : undefined}
      data-testid="toast"
      data-kind={toast.kind}
      className={clickable ? styles.clickable : undefined}
    >
      {asSubtitle ? (
        <span className={styles.title}>{title}</span>
      ) : (
        <>
          {title ? <span className={styles.title}>{title}</span> : null}
          <span className={styles.message}>{toast.message}</span>
        </>
      )}
    </Snackbar>
  );
}
