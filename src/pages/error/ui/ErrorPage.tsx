import { Panel } from '@vkontakte/vkui';
import { Icon56ErrorTriangleOutline, Icon56LockOutline } from '@vkontakte/icons';
import { useSearchParams } from '@vkontakte/vk-mini-apps-router';
import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { backRequested } from '../../../shared/navigation';
import { PageHeader, StatusPlaceholder } from '../../../shared/ui';
import { pathFor } from '../../../shared/config';

const KNOWN = ['403', '404', '500'] as const;
type KnownCode = (typeof KNOWN)[number];
const isKnown = (code: string): code is KnownCode => (KNOWN as readonly string[]).includes(code);

/** `/error?code=N`: the code, a translated title and explanation, and a way back to the feed. */
export function ErrorPage({ nav }: { nav: string }) {
  const { t } = useTranslation('errors');
  const { t: tc } = useTranslation();
  const back = useUnit(backRequested);
  const [params] = useSearchParams();
  const raw = params.get('code') ?? '';
  const code = /^\d{3}$/.test(raw) ? raw : '';
  const texts = isKnown(code) ? t(`page.codes.${code}`, { returnObjects: true }) : t('page.codes.default', { returnObjects: true });

  return (
    <Panel nav={nav} data-testid="error-page" data-code={code}>
      <PageHeader backTo={pathFor('main')}>{code ? t('page.title', { code }) : texts.title}</PageHeader>
      <StatusPlaceholder
        Icon={code === '403' ? Icon56LockOutline : Icon56ErrorTriangleOutline}
        title={texts.title}
        code={code}
        codeTestId="error-code"
        actionLabel={tc('actions.goHome')}
        onAction={() => back(pathFor('main'))}
      >
        {texts.text}
      </StatusPlaceholder>
    </Panel>
  );
}
