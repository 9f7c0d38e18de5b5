import { useEffect } from 'react';
import { Div, Footnote, Group, Header, Panel } from '@vkontakte/vkui';
import { useActiveVkuiLocation } from '@vkontakte/vk-mini-apps-router';
import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { $botLastSent, BotHistory, BotMessageForm, botPageOpened, useDeliverySummary } from '../../../features/bot-message';
import { pathFor } from '../../../shared/config';
import { PageHeader } from '../../../shared/ui';
import '../../../shared/i18n/lazy/cards';

/** bot (`/bot`, admins): write to learners — live in the open app and by push — and see what went out. */
export function BotPage({ nav }: { nav: string }) {
  const { t } = useTranslation('cards');
  const { panel } = useActiveVkuiLocation();
  const [opened, lastSent] = useUnit([botPageOpened, $botLastSent]);
  const summary = useDeliverySummary();
  const active = panel === nav;
  useEffect(() => {
    if (active) opened();
  }, [active, opened]);

  return (
    <Panel nav={nav} data-testid="bot-panel">
      <PageHeader backTo={pathFor('main')}>{t('bot.title')}</PageHeader>
      <div style={{ maxWidth: 760, margin: '0 auto', width: '100%' }}>
        <Group>
          <Div>
            <Footnote>{t('bot.intro')}</Footnote>
          </Div>
          {lastSent ? (
            <Div role="status" data-testid="bot-sent">
              {summary(lastSent)}
            </Div>
          ) : null}
          <BotMessageForm />
        </Group>
        <Group header={<Header size="s">{t('bot.history')}</Header>}>
          <BotHistory />
        </Group>
      </div>
    </Panel>
  );
}
