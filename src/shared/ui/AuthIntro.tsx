import type { ReactNode } from 'react';
import { Text, Title } from '@vkontakte/vkui';
import styles from './AuthIntro.module.css';

/** The brand mark, a heading and one line of explanation above the auth forms. */
export function AuthIntro({ title, text, icon }: { title: ReactNode; text?: ReactNode; icon?: ReactNode }) {
  return (
    <div className={styles.root}>
      {icon ?? (
        <span className={styles.logo} aria-hidden>
          S
        </span>
      )}
      <Title level="2" weight="2" className={styles.title}>
        {title}
      </Title>
      {text ? <Text className={styles.text}>{text}</Text> : null}
    </div>
  );
}
