import type { ReactNode } from 'react';
import { Button, ButtonGroup, Group, Panel, Placeholder, Text } from '@vkontakte/vkui';
import { Icon56RecentOutline } from '@vkontakte/icons';
import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { backRequested } from '../navigation';
import { PageHeader } from './PageHeader';
import styles from './ComingSoonPanel.module.css';
import { pathFor } from '../config/routes';

export interface ComingSoonPanelProps {
  nav: string;
  title: string;
  /** What the screen will do, so a visitor knows what to expect. */
  description?: string;
  /** Screens reached from a tab have no back button in the header. */
  showHeaderBack?: boolean;
  /** Extra actions rendered above the "go back" button. */
  children?: ReactNode;
  icon?: ReactNode;
  /** Real data the screen can already show, above the placeholder. */
  summary?: ReactNode;
}

/** The placeholder of screens that later issues build: says so in the user's language and offers a way back. */
export function ComingSoonPanel({ nav, title, description, showHeaderBack = true, children, icon, summary }: ComingSoonPanelProps) {
  const { t } = useTranslation();
  const back = useUnit(backRequested);
  return (
    <Panel nav={nav} data-testid="coming-soon" data-route={nav}>
      <PageHeader backTo={showHeaderBack ? pathFor('main') : undefined}>{title}</PageHeader>
      {summary}
      <Group>
        <Placeholder
          icon={icon ?? <Icon56RecentOutline className={styles.icon} />}
          title={t('comingSoon.title')}
          action={
            <ButtonGroup mode="vertical" align="center" gap="m">
              {children}
              <Button size="l" mode={children ? 'secondary' : 'primary'} onClick={() => back(pathFor('main'))}>
                {showHeaderBack ? t('comingSoon.back') : t('actions.goHome')}
              </Button>
            </ButtonGroup>
          }
        >
          <span className={styles.badge}>{t('comingSoon.badge')}</span>
          {description ? <Text className={styles.description}>{description}</Text> : null}
          <Text className={styles.hint}>{t('comingSoon.text')}</Text>
        </Placeholder>
      </Group>
    </Panel>
  );
}
