import { Footnote, Placeholder, SimpleCell } from '@vkontakte/vkui';
import { Spinner } from '../../../shared/ui';
import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { $botHistory, $botHistoryFailed } from '../model';
import type { BotMessage } from '../api';
import '../../../shared/i18n/lazy/cards';

/** "Sent to 3 users · 2 pushes delivered" */
export function useDeliverySummary() {
  const { t } = useTranslation('cards');
  return (m: BotMessage) => [t('bot.sent', { count: m.recipients }), m.pushed > 0 ? t('bot.pushed', { count: m.pushed }) : null].filter(Boolean).join(' · ');
}

/** What the bot sent, newest first, with when, to whom and how far it went. */
export function BotHistory() {
  const { t, i18n } = useTranslation('cards');
  const [history, failed] = useUnit([$botHistory, $botHistoryFailed]);
  const summary = useDeliverySummary();
  const when = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  if (failed) return <Placeholder>{t('bot.historyFailed')}</Placeholder>;
  if (history === null) return <Spinner size="l" />;
  if (history.length === 0) return <Placeholder data-testid="bot-history-empty">{t('bot.noHistory')}</Placeholder>;
  return (
    <ul style={{ listStyle: 'none', margin: 0, padding: 0 }} data-testid="bot-history">
      {history.map((m) => (
        <li key={m.id}>
          <SimpleCell multiline subtitle={`${when.format(new Date(m.createdAt))} · ${m.audience === 'all' ? t('bot.everyone') : t('bot.chosen')} · ${summary(m)}`} data-testid="bot-history-item">
            {m.title ? <strong>{m.title}. </strong> : null}
            {m.body}
            {m.link ? <Footnote>{m.link}</Footnote> : null}
          </SimpleCell>
        </li>
      ))}
    </ul>
  );
}
