import { useEffect, useState } from 'react';
import { Button, Checkbox, NativeSelect, Search } from '@vkontakte/vkui';
import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { LEVELS, POS, SORTS, type Sort, type WordQuery } from '../api';
import { $query, INITIAL_QUERY, queryChanged } from '../model';
import styles from './WordAdmin.module.css';
import '../../../shared/i18n/lazy/adminWords';

/** Typing pauses this long before the list is asked again. */
const SEARCH_DELAY_MS = 300;

/** Search, the filters of the issue (level, part of speech, retired, reviewed, no example, no picture) and the sort. */
export function WordFilters() {
  const { t } = useTranslation('adminWords');
  const [query, change] = useUnit([$query, queryChanged]);
  const [search, setSearch] = useState(query.search);
  useEffect(() => {
    if (search === query.search) return;
    const timer = setTimeout(() => change({ search }), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [search, query.search, change]);
  const flags = ['notReviewed', 'noExample', 'noEmoji', 'edited'] as const;
  const filtered = JSON.stringify({ ...query, page: 1 }) !== JSON.stringify({ ...INITIAL_QUERY, search: query.search, sort: query.sort });

  return (
    <div className={styles.filters} data-testid="words-filters">
      <Search
        value={search}
        onChange={(event) => setSearch(event.target.value)}
        placeholder={t('search')}
        aria-label={t('search')}
        clearLabel={t('filters.clearSearch')}
        after={null}
        className={styles.search}
        data-testid="words-search"
      />
      <div className={styles.selects}>
        <NativeSelect aria-label={t('filters.level')} value={query.level} onChange={(e) => change({ level: e.target.value })} data-testid="words-level">
          <option value="">{t('filters.anyLevel')}</option>
          {LEVELS.map((l) => (
            <option key={l} value={l}>
              {l.toUpperCase()}
            </option>
          ))}
        </NativeSelect>
        <NativeSelect aria-label={t('filters.pos')} value={query.pos} onChange={(e) => change({ pos: e.target.value })} data-testid="words-pos">
          <option value="">{t('filters.anyPos')}</option>
          {POS.map((p) => (
            <option key={p} value={p}>
              {t(`pos.${p}`)}
            </option>
          ))}
        </NativeSelect>
        <NativeSelect aria-label={t('filters.status')} value={query.retired} onChange={(e) => change({ retired: e.target.value as WordQuery['retired'] })} data-testid="words-retired">
          <option value="">{t('filters.all')}</option>
          <option value="false">{t('filters.active')}</option>
          <option value="true">{t('filters.retired')}</option>
        </NativeSelect>
        <NativeSelect aria-label={t('filters.sort')} value={query.sort} onChange={(e) => change({ sort: e.target.value as Sort })} data-testid="words-sort">
          {SORTS.map((s) => (
            <option key={s} value={s}>
              {t(`sort.${s}`)}
            </option>
          ))}
        </NativeSelect>
      </div>
      <div className={styles.flags}>
        {flags.map((f) => (
          <Checkbox key={f} checked={query[f]} onChange={(e) => change({ [f]: e.target.checked })} data-testid={`words-${f}`}>
            {t(`filters.${f}`)}
          </Checkbox>
        ))}
        {filtered ? (
          <Button mode="link" size="s" onClick={() => change({ ...INITIAL_QUERY, search: query.search, sort: query.sort })}>
            {t('filters.reset')}
          </Button>
        ) : null}
      </div>
    </div>
  );
}
