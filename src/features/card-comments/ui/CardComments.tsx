import { useEffect } from 'react';
import { Button, FormItem, Header, Textarea } from '@vkontakte/vkui';
import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { $user } from '../../../entities/user';
import { FormFailure, useFieldMessage } from '../../../shared/form';
import { $comments, $loading, $meta, commentForm, commentsOpened, COMMENT_MAX, deleteClicked, moreRequested } from '../model';
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
  const error = useFieldMessage(issues.body, serverErrors.body);

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
            {c.canDelete ? (
              <Button mode="link" size="s" onClick={() => remove(c.id)} data-testid="comment-delete">
                {t('comments.delete')}
              </Button>
            ) : null}
            {commentActions?.(c)}
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
          <FormItem status={error ? 'error' : 'default'} bottom={error}>
            <Textarea
              rows={2}
              maxLength={COMMENT_MAX}
              value={values.body}
              placeholder={t('comments.placeholder')}
              onChange={(event) => change({ name: 'body', value: event.target.value })}
              data-testid="comment-input"
            />
          </FormItem>
          <FormFailure form={commentForm} fields={['body']} />
          <FormItem>
            <Button type="submit" size="m" loading={pending} data-testid="comment-send">
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
