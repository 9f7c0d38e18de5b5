import { useState } from 'react';
import { Button, File, FormItem, FormStatus, Footnote, SegmentedControl } from '@vkontakte/vkui';
import { Icon24DocumentOutline } from '@vkontakte/icons';
import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { useFailureText } from '../../../shared/form';
import { Spinner } from '../../../shared/ui';
import { $importApplied, $importBusy, $importFailure, $importFile, $importPreview, fileChosen, importConfirmed } from '../model';
import styles from './WordAdmin.module.css';
import '../../../shared/i18n/lazy/adminWords';

/** At most this many rows are drawn at once; the summary counts them all. */
const SHOWN_ROWS = 500;

/** Import: choose a file → every row's fate (nothing written) → confirm → one transaction, all rows or none. */
export function WordImport() {
  const { t } = useTranslation('adminWords');
  const [file, preview, applied, failure, busy, choose, confirm] = useUnit([$importFile, $importPreview, $importApplied, $importFailure, $importBusy, fileChosen, importConfirmed]);
  const [notableOnly, setNotableOnly] = useState(true);
  const failureText = useFailureText(failure);
  const serverFile = failure?.kind === 'http' ? failure.serverValidationErrors?.file?.[0] : undefined;
  const changes = preview ? preview.summary.new + preview.summary.changed : 0;
  const rows = preview ? preview.rows.filter((r) => !notableOnly || r.status !== 'unchanged') : [];
  // "example.en", "translations.0": the field's name in the admin's language, as the columns are named elsewhere.
  const fieldName = (field: string) => t(`fields.${field.split('.')[0]}` as 'fields.headword', { defaultValue: field });

  return (
    <div data-testid="word-import">
      <Footnote className={styles.intro}>{t('import.intro')}</Footnote>
      <FormItem>
        <File
          before={<Icon24DocumentOutline />}
          accept=".csv,.tsv,.txt,text/csv,text/tab-separated-values"
          mode="secondary"
          onChange={(event) => {
            const chosen = event.target.files?.[0];
            if (chosen) choose(chosen);
            event.target.value = '';
          }}
          data-testid="import-file"
        >
          {file ? file.name : t('import.choose')}
        </File>
      </FormItem>
      {busy ? (
        <div className={styles.loading} role="status">
          <Spinner size="m" /> {preview ? t('import.applying') : t('import.checking')}
        </div>
      ) : null}
      {serverFile || failureText ? (
        <FormItem>
          <FormStatus mode="error" data-testid="import-failure">
            {serverFile ?? failureText}
          </FormStatus>
        </FormItem>
      ) : null}
      {applied ? (
        <FormItem>
          <FormStatus mode="default" data-testid="import-done">
            {t('import.done', applied)}
          </FormStatus>
        </FormItem>
      ) : null}
      {preview && !busy ? (
        <>
          <div className={styles.importSummary}>
            <p className={styles.summary} data-testid="import-summary">
              {t('import.summary', preview.summary)}
            </p>
            <Footnote>{preview.summary.error ? t('import.hasErrors') : changes === 0 ? t('import.nothingToDo') : t('import.nothingYet')}</Footnote>
          </div>
          <FormItem>
            <Button size="l" stretched disabled={preview.summary.error > 0 || changes === 0} onClick={() => confirm()} data-testid="import-confirm">
              {t('import.confirm', { count: changes })}
            </Button>
          </FormItem>
          <SegmentedControl
            className={styles.rowsFilter}
            value={notableOnly ? 'notable' : 'all'}
            onChange={(v) => setNotableOnly(v === 'notable')}
            options={[
              { value: 'notable', label: t('import.onlyNotable') },
              { value: 'all', label: t('import.allRows') },
            ]}
          />
          <table className={styles.table} data-testid="import-rows">
            <thead>
              <tr>
                <th>{t('import.line')}</th>
                <th>{t('columns.word')}</th>
                <th>{t('columns.state')}</th>
              </tr>
            </thead>
            <tbody>
              {rows.slice(0, SHOWN_ROWS).map((r) => (
                <tr key={r.line} data-status={r.status} data-testid="import-row">
                  <td>{r.line}</td>
                  <td>{r.headword ?? '—'}</td>
                  <td>
                    <span className={styles.badge} data-tone={r.status === 'error' ? 'negative' : r.status === 'unchanged' ? undefined : 'accent'}>
                      {t(`import.status.${r.status}`)}
                    </span>
                    {r.changes?.length ? <span className={styles.muted}> {r.changes.map((f) => t(`fields.${f}` as 'fields.headword')).join(', ')}</span> : null}
                    {r.errors?.map((e) => (
                      <div key={e.field + e.message} className={styles.rowError}>
                        {fieldName(e.field)}: {e.message}
                      </div>
                    ))}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          {rows.length > SHOWN_ROWS ? <Footnote>{t('import.shown', { shown: SHOWN_ROWS, total: rows.length })}</Footnote> : null}
        </>
      ) : null}
    </div>
  );
}
