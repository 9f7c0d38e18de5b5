import { Button, Group, Panel, Placeholder } from '@vkontakte/vkui';
import { Icon56SearchOutline } from '@vkontakte/icons';
import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { navigationRequested } from '../../../shared/navigation';
import { PageHeader } from '../../../shared/ui';
import styles from './NotFoundPage.module.css';

export function NotFoundPage({ nav }: { nav: string }) {
  const { t } = useTranslation('errors');
  const { t: tc } = useTranslation();
  const navigate = useUnit(navigationRequested);
  return (
    <Panel nav={nav} data-testid="not-found">
      <PageHeader backTo="/">{t('notFound.title')}</PageHeader>
      <Group>
        <Placeholder
          icon={<Icon56SearchOutline className={styles.icon} />}
          title={t('notFound.title')}
          action={
            <Button size="l" onClick={() => navigate({ to: '/', replace: true })}>
              {tc('actions.goHome')}
            </Button>
          }
        >
          <span className={styles.code}>404</span>
          {t('notFound.text')}
        </Placeholder>
      </Group>
    </Panel>
  );
}
