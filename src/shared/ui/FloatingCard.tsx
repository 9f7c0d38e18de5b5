import type { HTMLAttributes } from 'react';
import styles from './FloatingCard.module.css';
import { useReservedSpace } from './useReservedSpace';

/**
 * A card floating above the phone's tab bar (at the bottom of the window on a desktop): an offer to take or leave.
 * While it shows, screens leave room for it, so it never covers their buttons.
 */
export function FloatingCard({ className, ...props }: HTMLAttributes<HTMLElement>) {
  const reserved = useReservedSpace<HTMLElement>();
  return <aside ref={reserved} {...props} className={className ? `${styles.card} ${className}` : styles.card} />;
}
