import type { HTMLAttributes } from 'react';
import styles from './FloatingCard.module.css';

/** A card floating above the phone's tab bar (at the bottom of the window on a desktop): an offer to take or leave. */
export function FloatingCard({ className, ...props }: HTMLAttributes<HTMLElement>) {
  return <aside {...props} className={className ? `${styles.card} ${className}` : styles.card} />;
}
