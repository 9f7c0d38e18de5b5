import { useEffect } from 'react';
import { Button, FormItem, Header, Textarea } from '@vkontakte/vkui';
import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { $user } from '../../../entities/user';
import { FormFailure, useFieldMessage } from '../../../shared/form';
import { watchChannel } from '../../../shared/realtime';
import { $comments, $loading, $meta, cardChannel, COMMENT_EVENTS, commentForm, commentsOpened, COMMENT_MAX, deleteClicked, moreRequested } from '../model';
import styles from './CardComments.module.css';
import '../../../shared/i18n/lazy/cards';

/**
 * Comments under a card: anyone who may see the card reads them; full accounts write; guests and anonymous
 * visitors get `loginPrompt` (the page decides where logging in goes). Bodies are rendered as text, never as HTML.
 */
export function CardComments({
  cardId,
  loginPrompt,
  commentActions,
}: {
  cardId: number;
  loginPrompt: React.ReactNode;
  /** More actions under a comment (the page adds "Report"). */
  commentActions?: (comment: { id: number; author: { id: number } }) => React.ReactNode;
}) {
  const { t, i18n } = useTranslation('cards');
  // In the interface language, to the minute: seconds on a comment are noise.
  const when = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  const [user, comments, meta, loading, open, more, remove, values, issues, serverErrors, pending, change, submit] = useUnit([
    $user,
    $comments,
    $meta,
    $loading,
    commentsOpened,
    moreRequested,
    deleteClicked,
    commentForm.$values,
    commentForm.$issues,
    commentForm.$serverErrors,
    commentForm.$pending,
    commentForm.fieldChanged,
    commentForm.submitted,
  ]);
  useEffect(() => {
    open(cardId);
  }, [cardId, open, user?.id]);
  // Live while shown: what others post or delete here appears without a reload (signed-in viewers; the server checks).
  useEffect(() => (user ? watchChannel(cardChannel(cardId), COMMENT_EVENTS) : undefined), [cardId, user]);
  const error = useFieldMessage(issues.body, serverErrors.body);
  // Counted as the server counts (trimmed); past the cap the text stays as typed and a message says by how much.
  const length = values.body.trim().length;
  const over = length - COMMENT_MAX;
  const counter = t('comments.counter', { n: length, max: COMMENT_MAX });

  return (
    <section className={styles.comments} data-testid="card-comments">
      <Header size="l">{t('comments.title')}</Header>
      {comments.length === 0 && !loading ? <p className={styles.empty}>{t('comments.empty')}</p> : null}
      <ul className={styles.list}>
        {comments.map((c) => (
          <li key={c.id} className={styles.item} data-testid="comment">
            <div className={styles.meta}>
              <strong>{c.author.name}</strong>
              <time dateTime={c.createdAt}>{when.format(new Date(c.createdAt))}</time>
            </div>
            <p className={styles.body}>{c.body}</p>
            <div className={styles.itemActions}>
              {c.canDelete ? (
                <Button mode="link" size="s" onClick={() => remove(c.id)} data-testid="comment-delete">
                  {t('comments.delete')}
                </Button>
              ) : null}
              {commentActions?.(c)}
            </div>
          </li>
        ))}
      </ul>
      {meta?.nextCursor ? (
        <Button mode="secondary" size="m" onClick={() => more()} loading={loading}>
          {t('comments.more')}
        </Button>
      ) : null}
      {meta && !meta.allowComments ? <p className={styles.empty}>{t('comments.closed')}</p> : null}
      {meta?.canComment ? (
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            submit();
          }}
        >
          <FormItem
            status={error || over > 0 ? 'error' : 'default'}
            bottom={
              <span className={styles.bottom}>
                <span id="comment-message">{over > 0 ? t('comments.tooLong', { count: over, max: COMMENT_MAX }) : (error ?? '')}</span>
                <span className={styles.counter} data-testid="comment-counter" data-over={over > 0} aria-hidden>
                  {counter}
                </span>
              </span>
            }
          >
            <Textarea
              rows={2}
              value={values.body}
              placeholder={t('comments.placeholder')}
              aria-label={t('comments.placeholder')}
              aria-describedby="comment-message"
              onChange={(event) => change({ name: 'body', value: event.target.value })}
              data-testid="comment-input"
            />
          </FormItem>
          <FormFailure form={commentForm} fields={['body']} />
          <FormItem>
            <Button type="submit" size="m" loading={pending} disabled={over > 0} data-testid="comment-send">
              {t('comments.send')}
            </Button>
          </FormItem>
        </form>
      ) : meta?.allowComments ? (
        loginPrompt
      ) : null}
    </section>
  );
}
