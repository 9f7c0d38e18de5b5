import { Button, Pagination, Placeholder } from '@vkontakte/vkui';
import { Icon56SearchOutline } from '@vkontakte/icons';
import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '../../../shared/ui';
import type { WordEntry } from '../api';
import { $listFailed, $listLoading, $page, $pane, pageOpened, queryChanged, wordSelected } from '../model';
import styles from './WordAdmin.module.css';
import '../../../shared/i18n/lazy/adminWords';

function Badges({ word }: { word: WordEntry }) {
  const { t } = useTranslation('adminWords');
  return (
    <span className={styles.badges}>
      {word.retired ? <span className={styles.badge} data-tone="negative">{t('badge.retired')}</span> : null}
      {word.source === 'admin' ? <span className={styles.badge} data-tone="accent">{t('badge.new')}</span> : null}
      {word.edited.length ? <span className={styles.badge} data-tone="accent">{t('badge.edited')}</span> : null}
      {!word.reviewed ? <span className={styles.badge}>{t('badge.notReviewed')}</span> : null}
    </span>
  );
}

/** The page of entries as a table (on a phone: word, level and translation), with paging. */
export function WordList() {
  const { t } = useTranslation('adminWords');
  const [page, failed, loading, pane, select, change, retry] = useUnit([$page, $listFailed, $listLoading, $pane, wordSelected, queryChanged, pageOpened]);
  const selectedId = pane?.kind === 'word' ? pane.id : null;

  if (failed)
    return (
      <Placeholder title={t('list.failed')} action={<Button onClick={() => retry()}>{t('list.retry')}</Button>} />
    );
  if (!page)
    return (
      <div className={styles.loading}>
        <Spinner size="l" />
      </div>
    );
  if (page.data.length === 0) return <Placeholder icon={<Icon56SearchOutline />} title={t('list.empty')} data-testid="words-empty" />;

  return (
    <div className={styles.listWrap} data-loading={loading}>
      <table className={styles.table} data-testid="words-table">
        <thead>
          <tr>
            <th>{t('columns.word')}</th>
            <th className={styles.wide}>{t('columns.pos')}</th>
            <th>{t('columns.level')}</th>
            <th>{t('columns.translation')}</th>
            <th className={styles.wide}>{t('columns.example')}</th>
            <th className={styles.wide}>{t('columns.state')}</th>
          </tr>
        </thead>
        <tbody>
          {page.data.map((w) => (
            <tr key={w.id} data-selected={w.id === selectedId} data-retired={w.retired} data-testid="words-row" data-word-id={w.id}>
              <td>
                <button type="button" className={styles.rowButton} onClick={() => select(w.id)}>
                  {w.emoji ? <span aria-hidden="true">{w.emoji} </span> : null}
                  {w.headword}
                </button>
              </td>
              <td className={styles.wide}>{t(`pos.${w.pos}` as 'pos.noun', { defaultValue: w.pos })}</td>
              <td>{w.level.toUpperCase()}</td>
              <td>
                {w.translations[0]}
                {w.translations.length > 1 ? <span className={styles.muted}> {t('list.moreTranslations', { count: w.translations.length - 1 })}</span> : null}
              </td>
              <td className={`${styles.wide} ${styles.example}`}>{w.example.en ?? <span className={styles.muted}>—</span>}</td>
              <td className={styles.wide}>
                <Badges word={w} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {page.meta.lastPage > 1 ? (
        <div className={styles.pagination}>
          <Pagination
            currentPage={page.meta.page}
            totalPages={page.meta.lastPage}
            onChange={(p) => change({ page: p })}
            prevButtonCaption={t('list.previousPage')}
            nextButtonCaption={t('list.nextPage')}
            data-testid="words-pages"
          />
        </div>
      ) : null}
    </div>
  );
}
