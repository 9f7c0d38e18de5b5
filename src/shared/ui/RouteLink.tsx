import type { MouseEvent, ReactNode } from 'react';
import { Link } from '@vkontakte/vkui';
import { useUnit } from 'effector-react';
import { navigationRequested } from '../navigation';
import styles from './RouteLink.module.css';

/** An in-app link: a real href (open in a new tab, screen readers) that navigates through the router on click. */
export function RouteLink({ to, children, testId, replace }: { to: string; children?: ReactNode; testId?: string; replace?: boolean }) {
  const navigate = useUnit(navigationRequested);
  const onClick = (event: MouseEvent<HTMLElement>) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    navigate({ to, replace: Boolean(replace) });
  };
  return (
    <Link href={to} onClick={onClick} data-testid={testId} className={styles.link}>
      {children}
    </Link>
  );
}
