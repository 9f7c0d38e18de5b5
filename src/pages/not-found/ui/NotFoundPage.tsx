import { Panel } from '@vkontakte/vkui';
import { Icon56SearchOutline } from '@vkontakte/icons';
import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { navigationRequested } from '../../../shared/navigation';
import { PageHeader, StatusPlaceholder } from '../../../shared/ui';
import { pathFor } from '../../../shared/config';

export function NotFoundPage({ nav }: { nav: string }) {
  const { t } = useTranslation('errors');
  const { t: tc } = useTranslation();
  const navigate = useUnit(navigationRequested);
  return (
    <Panel nav={nav} data-testid="not-found">
      <PageHeader backTo={pathFor('main')}>{t('notFound.title')}</PageHeader>
      <StatusPlaceholder
        Icon={Icon56SearchOutline}
        title={t('notFound.title')}
        code="404"
        actionLabel={tc('actions.goHome')}
        onAction={() => navigate({ to: pathFor('main'), replace: true })}
      >
        {t('notFound.text')}
      </StatusPlaceholder>
    </Panel>
  );
}
