import { Button, Footnote, Header, Placeholder } from '@vkontakte/vkui';
import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '../../../shared/ui';
import type { WordChange, WordSnapshot } from '../api';
import { $history, revertClicked } from '../model';
import styles from './WordAdmin.module.css';
import '../../../shared/i18n/lazy/adminWords';

type Field = keyof WordSnapshot;

function useShow() {
  const { t } = useTranslation('adminWords');
  return (s: WordSnapshot | null, field: Field): string => {
    if (!s) return t('history.none');
    const v = s[field];
    if (typeof v === 'boolean') return v ? t('history.yes') : t('history.no');
    if (Array.isArray(v)) return v.length ? v.join('; ') : t('history.none');
    if (v && typeof v === 'object') return v.en ? `${v.en}${v.ru ? ` — ${v.ru}` : ''}` : t('history.none');
    return v ? String(v) : t('history.none');
  };
}

function ChangeItem({ change, wordId, oldest }: { change: WordChange; wordId: number; oldest: boolean }) {
  const { t, i18n } = useTranslation('adminWords');
  const show = useShow();
  const revert = useUnit(revertClicked);
  const when = new Date(change.at).toLocaleString(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <li className={styles.change} data-testid="word-change" data-action={change.action}>
      <div className={styles.changeHead}>
        <strong>{t(`history.${change.action}`)}</strong>
        <span className={styles.muted}>
          {' · '}
          {when}
          {' · '}
          {change.by ? t('history.by', { name: change.by.name }) : t('history.releaseBy')}
        </span>
      </div>
      {change.changed.length ? (
        <dl className={styles.diff}>
          {change.changed.map((f) => (
            <div key={f}>
              <dt>{t(`fields.${f}` as 'fields.headword')}</dt>
              <dd>
                <del>{show(change.before, f as Field)}</del> → <ins>{show(change.after, f as Field)}</ins>
              </dd>
            </div>
          ))}
        </dl>
      ) : null}
      <div className={styles.changeActions}>
        <Button mode="link" size="s" onClick={() => revert({ id: wordId, change: change.id, to: 'after' })} data-testid="word-revert">
          {t('history.revertTo')}
        </Button>
        {oldest && change.before ? (
          <Button mode="link" size="s" onClick={() => revert({ id: wordId, change: change.id, to: 'before' })} data-testid="word-revert-before">
            {t('history.revertToBefore')}
          </Button>
        ) : null}
      </div>
    </li>
  );
}

/** The entry's audit log, newest first: who, when, before → after, and "revert to this". */
export function WordHistory({ wordId }: { wordId: number }) {
  const { t } = useTranslation('adminWords');
  const history = useUnit($history);
  return (
    <section aria-labelledby="word-history-title" data-testid="word-history">
      <Header size="s" id="word-history-title">
        {t('history.title')}
      </Header>
      {history === null ? (
        <Spinner size="m" />
      ) : history.length === 0 ? (
        <Placeholder>
          <Footnote>{t('history.empty')}</Footnote>
        </Placeholder>
      ) : (
        <ol className={styles.changes}>
          {history.map((c, i) => (
            <ChangeItem key={c.id} change={c} wordId={wordId} oldest={i === history.length - 1} />
          ))}
        </ol>
      )}
    </section>
  );
}
