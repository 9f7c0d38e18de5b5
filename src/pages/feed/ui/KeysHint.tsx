import { useTranslation } from 'react-i18next';
import styles from './FeedDetails.module.css';
import '../../../shared/i18n/lazy/feed';

/** ⌘ on Apple keyboards, Ctrl elsewhere: the feed takes both (FeedPage's key handler). */
function undoModifier(): string {
  return typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform) ? '⌘' : 'Ctrl';
}

/** The keys the feed answers to (FeedPage's handler): → I know, ← learn, Backspace or Ctrl/⌘+Z undo. */
export function KeysHint({ className }: { className?: string }) {
  const { t } = useTranslation('feed');
  return (
    <div className={[styles.keys, className].filter(Boolean).join(' ')} role="note" aria-label={t('stack.keys.label')} data-testid="feed-keys-hint">
      <span className={styles.key}>
        <kbd>→</kbd> {t('stack.keys.know')}
      </span>
      <span className={styles.key}>
        <kbd>←</kbd> {t('stack.keys.learn')}
      </span>
      <span className={styles.key}>
        <kbd>Backspace</kbd> / <kbd>{undoModifier()}</kbd>+<kbd>Z</kbd> {t('stack.keys.undo')}
      </span>
    </div>
  );
}
