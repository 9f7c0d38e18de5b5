import { useEffect, useState } from 'react';
import { Button, FormItem, Header, Input, NativeSelect, Panel, Placeholder, Textarea } from '@vkontakte/vkui';
import { useActiveVkuiLocation, useParams } from '@vkontakte/vk-mini-apps-router';
import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { PhotoCard } from '../../../entities/card';
import { $deciding, $review, $reviewMissing, approveClicked, rejectClicked, reviewOpened } from '../../../features/card-moderation';
import { pathFor } from '../../../shared/config';
import { PageHeader, Spinner } from '../../../shared/ui';
import styles from './AdminCardPage.module.css';
import '../../../shared/i18n/lazy/cards';

const REASONS = ['translation', 'example', 'word', 'offensive', 'duplicate', 'other'] as const;

/** admin-card (`/admin/cards/{id}`): the card as learners will see it, corrections, approve or reject, history. */
export function AdminCardPage({ nav }: { nav: string }) {
  const { t } = useTranslation('cards');
  const params = useParams<'id'>({ panel: nav });
  const { panel } = useActiveVkuiLocation();
  const [review, missing, deciding, open, approve, reject] = useUnit([$review, $reviewMissing, $deciding, reviewOpened, approveClicked, rejectClicked]);
  const id = params?.id ?? '';
  const active = panel === nav;
  const [fix, setFix] = useState({ word: '', translation: '', example: '' });
  const [reason, setReason] = useState<(typeof REASONS)[number]>('translation');
  const [other, setOther] = useState('');

  useEffect(() => {
    if (active && id) open(id);
  }, [active, id, open]);
  useEffect(() => {
    if (review) setFix({ word: review.card.word, translation: review.card.translation, example: review.card.example ?? '' });
  }, [review]);

  let content;
  if (missing) content = <Placeholder title={t('editor.loadFailed')} />;
  else if (!review || String(review.card.id) !== id) {
    content = (
      <div className={styles.loading}>
        <Spinner size="l" />
      </div>
    );
  } else {
    const card = review.card;
    const corrections = {
      ...(fix.word.trim() !== card.word ? { word: fix.word } : {}),
      ...(fix.translation.trim() !== card.translation ? { translation: fix.translation } : {}),
      ...(fix.example.trim() !== (card.example ?? '') ? { example: fix.example } : {}),
    };
    const edited = Object.keys(corrections).length > 0;
    const reasonText = reason === 'other' ? other.trim() : t(`admin.reasons.${reason}`);
    content = (
      <div className={styles.layout}>
        {/* The card exactly as the feed will show it. */}
        <div className={styles.cardFrame}>
          <PhotoCard card={card} testId="admin-card" />
        </div>
        <div className={styles.side}>
          <p className={styles.meta} data-testid="admin-card-meta">
            {t('admin.author', { name: card.author?.name ?? '—' })}
            {review.isEdit ? ` · ${t('admin.edit')}` : ''}
            {review.inQueue && review.waitingMs !== null ? (
              <>
                {' · '}
                <span className={styles.waiting} data-overdue={review.overdue} data-testid="admin-card-waiting">
                  {t('admin.waiting', { hours: Math.floor(review.waitingMs / 3600_000) })}
                  {review.overdue ? ` · ${t('admin.overdue')}` : ''}
                </span>
              </>
            ) : null}
          </p>
          {review.published ? (
            <p className={styles.note}>
              {t('admin.publishedNow')}: <b>{review.published.word}</b> — {review.published.translation}. {review.published.example}
            </p>
          ) : null}
          {review.inQueue ? (
            <>
              <Header size="s" multiline>{t('admin.correct')}</Header>
              <FormItem top={t('editor.word')}>
                <Input value={fix.word} onChange={(e) => setFix({ ...fix, word: e.target.value })} data-testid="admin-fix-word" />
              </FormItem>
              <FormItem top={t('editor.translation')}>
                <Input value={fix.translation} onChange={(e) => setFix({ ...fix, translation: e.target.value })} data-testid="admin-fix-translation" />
              </FormItem>
              <FormItem top={t('editor.example')}>
                <Textarea rows={2} value={fix.example} onChange={(e) => setFix({ ...fix, example: e.target.value })} />
              </FormItem>
              <FormItem>
                <Button size="l" stretched loading={deciding} onClick={() => approve({ id: card.id, version: review.version, corrections })} data-testid="admin-approve">
                  {edited ? t('admin.approveEdited') : t('admin.approve')}
                </Button>
              </FormItem>
              <FormItem top={t('admin.reason')} htmlFor="admin-reason-select">
                <NativeSelect id="admin-reason-select" value={reason} onChange={(e) => setReason(e.target.value as (typeof REASONS)[number])} data-testid="admin-reason-select">
                  {REASONS.map((r) => (
                    <option key={r} value={r}>
                      {t(`admin.reasons.${r}`)}
                    </option>
                  ))}
                </NativeSelect>
              </FormItem>
              {reason === 'other' ? (
                <FormItem top={t('admin.otherReason')}>
                  <Textarea rows={2} maxLength={500} value={other} onChange={(e) => setOther(e.target.value)} data-testid="admin-reason" />
                </FormItem>
              ) : null}
              <FormItem>
                <Button size="l" stretched mode="secondary" appearance="negative" disabled={!reasonText} loading={deciding} onClick={() => reject({ id: card.id, version: review.version, reason: reasonText })} data-testid="admin-reject">
                  {t('admin.reject')}
                </Button>
              </FormItem>
            </>
          ) : (
            <p className={styles.note}>{t('admin.notInQueue')}</p>
          )}
          <Header size="s">{t('admin.history')}</Header>
          <ul className={styles.history} data-testid="admin-history">
            {review.history.length === 0 ? <li className={styles.none}>{t('admin.noHistory')}</li> : null}
            {review.history.map((h) => (
              <li key={h.id} data-testid="admin-history-entry" data-action={h.action}>
                {t('admin.by', { action: t(h.action === 'approve' ? 'admin.approved' : 'admin.rejected'), name: h.admin?.name ?? '—', at: new Date(h.at).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' }) })}
                {h.reason ? ` — ${h.reason}` : ''}
              </li>
            ))}
          </ul>
        </div>
      </div>
    );
  }

  return (
    <Panel nav={nav} data-testid="admin-card-panel">
      <PageHeader backTo={pathFor('admin-cards')}>{t('admin.cardTitle')}</PageHeader>
      {content}
    </Panel>
  );
}
