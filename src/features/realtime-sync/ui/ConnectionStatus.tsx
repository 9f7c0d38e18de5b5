import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { $user } from '../../../entities/user';
import { $justRestored, $realtimeState, $wasConnected, type RealtimeState } from '../../../shared/realtime';
import styles from './ConnectionStatus.module.css';

/** Which states are worth a word (spec §4): only when live updates are not flowing for a signed-in user. */
export function visibleState(state: RealtimeState, wasConnected: boolean): RealtimeState | null {
  if (state === 'unavailable' || state === 'failed') return state;
  // The first connection is not news; losing it later is.
  if ((state === 'connecting' || state === 'disconnected') && wasConnected) return state;
  return null;
}

export function ConnectionStatus() {
  const { t } = useTranslation();
  const [user, state, wasConnected, restored] = useUnit([$user, $realtimeState, $wasConnected, $justRestored]);
  const shown = user ? visibleState(state, wasConnected) : null;
  if (user && !shown && restored) {
    // The lost connection is back: said for a moment where the notice was, then the bar goes.
    return (
      <div className={styles.bar} role="status" data-testid="realtime-status" data-state="restored">
        {t('live.restored')}
      </div>
    );
  }
  if (!shown) return null;
  return (
    <div className={styles.bar} role="status" data-testid="realtime-status" data-state={shown}>
      {t(`live.state.${shown}`)}
    </div>
  );
}
