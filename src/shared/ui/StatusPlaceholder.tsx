import type { ComponentType, ReactNode } from 'react';
import { Button, Group, Placeholder } from '@vkontakte/vkui';
import styles from './StatusPlaceholder.module.css';

export interface StatusPlaceholderProps {
  /** A 56 px icon component; coloured as a calm secondary icon. */
  Icon: ComponentType<{ className?: string }>;
  title: ReactNode;
  /** The status code in large type above the text (403, 404 …), when there is one. */
  code?: string;
  codeTestId?: string;
  children: ReactNode;
  actionLabel: ReactNode;
  onAction(): void;
}

/** The body of the error and not-found screens: icon, big status code, title, explanation and one way out. */
export function StatusPlaceholder({ Icon, title, code, codeTestId, children, actionLabel, onAction }: StatusPlaceholderProps) {
  return (
    <Group>
      <Placeholder
        icon={<Icon className={styles.icon} />}
        title={title}
        action={
          <Button size="l" onClick={onAction}>
            {actionLabel}
          </Button>
        }
      >
        {code ? (
          <span className={styles.code} data-testid={codeTestId}>
            {code}
          </span>
        ) : null}
        {children}
      </Placeholder>
    </Group>
  );
}
