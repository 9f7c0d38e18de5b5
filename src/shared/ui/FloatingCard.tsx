import type { HTMLAttributes } from 'react';
import styles from './FloatingCard.module.css';
import { useFloatingTurn } from './floating-turn';
import { useReservedSpace } from './useReservedSpace';

/**
 * A card floating above the phone's tab bar (at the bottom of the window on a desktop): an offer to take or leave.
 * While it shows, screens leave room for it, so it never covers their buttons; a second offer waits for its turn.
 */
export function FloatingCard(props: HTMLAttributes<HTMLElement>) {
  return useFloatingTurn() ? <ShownCard {...props} /> : null;
}

function ShownCard({ className, ...props }: HTMLAttributes<HTMLElement>) {
  const reserved = useReservedSpace<HTMLElement>();
  return <aside ref={reserved} {...props} className={className ? `${styles.card} ${className}` : styles.card} />;
}
