import { useRef } from 'react';
import styles from './LiveRegion.module.css';

export interface LiveRegionProps {
  text: string;
  /** Changes with every step the learner takes: the same text for a new step (two misses in a row) is read again. */
  step?: string | number;
  testId?: string;
}

/**
 * A polite live region: a screen reader reads `text` whenever it changes, after what it is saying. Rendered while its
 * screen is, empty at first (a region that appears together with its text is often not read). A repeated text is
 * told apart by a trailing no-break space, which screen readers do not pronounce.
 */
export function LiveRegion({ text, step, testId }: LiveRegionProps) {
  const last = useRef({ text: '', step, shown: '' });
  const prev = last.current;
  if (text !== prev.text || step !== prev.step) {
    const again = text !== '' && text === prev.text;
    last.current = { text, step, shown: again && !prev.shown.endsWith('\u00a0') ? `${text}\u00a0` : text };
  }
  return (
    <div className={styles.region} role="status" aria-live="polite" aria-atomic="true" data-testid={testId}>
      {last.current.shown}
    </div>
  );
}
