import type { ReactNode } from 'react';
import { Button, Group, Panel, Placeholder } from '@vkontakte/vkui';
import { Icon56NotebookCheckOutline, Icon56StatisticsOutline, Icon56UserCircleOutline } from '@vkontakte/icons';
import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { StartAsGuestButton } from '../../../features/start-as-guest';
import { pathFor } from '../../../shared/config';
import { navigationRequested, rememberIntendedRoute } from '../../../shared/navigation';
import { $platform, loginPath } from '../../../shared/platform';
import { PageHeader } from '../../../shared/ui';
import styles from './TabTeaserPage.module.css';

export type TeaserTab = 'learning' | 'progress' | 'profile';

const ICONS: Record<TeaserTab, ReactNode> = {
  learning: <Icon56NotebookCheckOutline />,
  progress: <Icon56StatisticsOutline />,
  profile: <Icon56UserCircleOutline />,
};

/**
 * What a tab holds, for a visitor without a user (issue 18): instead of a login wall, the tab says what is inside and
 * offers one step — try it as a guest (no form; back to this tab after) — with the login for those who have an account.
 */
export function TabTeaserPage({ nav, tab }: { nav: string; tab: TeaserTab }) {
  const { t } = useTranslation('nav');
  const [navigate, platform] = useUnit([navigationRequested, $platform]);
  const points = t(`teaser.${tab}.points`, { returnObjects: true }) as string[];
  return (
    <Panel nav={nav} data-testid="tab-teaser" data-tab={tab}>
      <PageHeader>{t(tab)}</PageHeader>
      <Group>
        <Placeholder
          icon={<span className={styles.icon}>{ICONS[tab]}</span>}
          title={t(`teaser.${tab}.title`)}
          action={
            <div className={styles.actions} onClickCapture={() => rememberIntendedRoute(pathFor(tab))}>
              <StartAsGuestButton stretched />
              <Button size="l" mode="tertiary" stretched onClick={() => navigate({ to: loginPath(platform) })} data-testid="tab-teaser-login">
                {t('teaser.login')}
              </Button>
            </div>
          }
        >
          <span className={styles.lead}>{t(`teaser.${tab}.text`)}</span>
          <ul className={styles.points}>
            {points.map((point) => (
              <li key={point}>{point}</li>
            ))}
          </ul>
        </Placeholder>
      </Group>
    </Panel>
  );
}
