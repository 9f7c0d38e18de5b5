import { useEffect, useRef, type ReactNode } from 'react';
import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { Button, Placeholder } from '@vkontakte/vkui';
import { $reconnects } from '../api/reachability';

/** Calls `retry` each time the server answers again after it did not, while the caller is mounted. */
export function useRetryOnReconnect(retry: () => void): void {
  const reconnects = useUnit($reconnects);
  const seen = useRef(reconnects);
  const latest = useRef(retry);
  latest.current = retry;
  useEffect(() => {
    if (reconnects === seen.current) return;
    seen.current = reconnects;
    latest.current();
  }, [reconnects]);
}

export interface LoadFailedProps {
  /** What could not be loaded ("Could not load the cards."). */
  children: ReactNode;
  onRetry(): void;
  testId?: string;
  /** The button's own test id, where a journey already knows one. */
  retryTestId?: string;
  title?: ReactNode;
  icon?: ReactNode;
}

/**
 * A screen (or a part of one) whose data did not load: says so, offers "Retry", and retries by itself when the
 * connection comes back (shared/api/reachability), so a learner never has to reload.
 */
export function LoadFailed({ children, onRetry, testId, retryTestId, title, icon }: LoadFailedProps) {
  const { t } = useTranslation('common');
  useRetryOnReconnect(onRetry);
  return (
    <Placeholder
      data-testid={testId ?? 'load-failed'}
      icon={icon}
      title={title}
      action={
        <Button size="m" onClick={onRetry} data-testid={retryTestId ?? 'load-retry'}>
          {t('actions.retry')}
        </Button>
      }
    >
      {children}
      <br />
      <span role="status">{t('loadFailed.autoRetry')}</span>
    </Placeholder>
  );
}
