import { Button, Pagination, Search, SegmentedControl, Switch } from '@vkontakte/vkui';
import { Icon20DeleteOutline, Icon20WriteOutline } from '@vkontakte/icons';
import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '../../../shared/ui';
import { FORTUNES_PER_PAGE, type FortuneStatus } from '../api';
import { $editing, $filter, $fortunes, deleteClicked, editStarted, enabledToggled, filterChanged } from '../model';
import styles from './FortuneEditor.module.css';
import '../../../shared/i18n/lazy/adminFortunes';

const STATUSES: FortuneStatus[] = ['all', 'enabled', 'disabled', 'scheduled'];

/** The sayings, newest first (scheduled ones by date): search, filter, switch on and off, edit, delete. */
export function FortuneList() {
  const { t } = useTranslation('adminFortunes');
  const [page, filter, editing, change, edit, toggle, remove] = useUnit([$fortunes, $filter, $editing, filterChanged, editStarted, enabledToggled, deleteClicked]);
  const pages = page ? Math.max(1, Math.ceil(page.meta.total / FORTUNES_PER_PAGE)) : 1;
  return (
    <section className={styles.list} aria-label={t('listTitle')}>
      <Search value={filter.search} onChange={(e) => change({ search: e.target.value })} placeholder={t('search')} aria-label={t('search')} clearLabel={t('clearSearch')} after={null} data-testid="fortunes-search" />
      <SegmentedControl size="m" value={filter.status} onChange={(v) => change({ status: v as FortuneStatus })} options={STATUSES.map((s) => ({ value: s, label: t(`status.${s}`) }))} />
      <p className={styles.count} data-testid="fortunes-total">
        {page ? t('total', { count: page.meta.total }) : ''}
      </p>
      {page === null ? (
        <div className={styles.loading}>
          <Spinner size="l" />
        </div>
      ) : page.data.length === 0 ? (
        <p className={styles.empty}>{t('empty')}</p>
      ) : (
        <ul className={styles.rows} data-testid="fortunes-list">
          {page.data.map((f) => (
            <li key={f.id} className={styles.row} data-selected={editing?.id === f.id} data-enabled={f.enabled} data-testid="fortune-row" data-id={f.id}>
              <div className={styles.texts}>
                <span className={styles.en} lang="en">
                  {f.en}
                </span>
                <span className={styles.ru} lang="ru">
                  {f.ru}
                </span>
                <span className={styles.meta}>
                  <span className={styles.level}>{f.level.toUpperCase()}</span>
                  {f.date ? t('on', { date: f.date }) : t('rotation')}
                </span>
              </div>
              <div className={styles.actions}>
                <Switch checked={f.enabled} onChange={() => toggle(f)} aria-label={t('enabled')} data-testid="fortune-enabled" />
                <Button mode="tertiary" size="s" before={<Icon20WriteOutline />} onClick={() => edit(f)} aria-label={t('edit')} data-testid="fortune-edit" />
                <Button
                  mode="tertiary"
                  appearance="negative"
                  size="s"
                  before={<Icon20DeleteOutline />}
                  aria-label={t('delete')}
                  onClick={() => {
                    if (window.confirm(t('confirmDelete', { en: f.en }))) remove(f);
                  }}
                  data-testid="fortune-delete"
                />
              </div>
            </li>
          ))}
        </ul>
      )}
      {pages > 1 ? <Pagination currentPage={filter.page} totalPages={pages} onChange={(p) => change({ page: p })} prevButtonCaption={t('previousPage')} nextButtonCaption={t('nextPage')} /> : null}
    </section>
  );
}
