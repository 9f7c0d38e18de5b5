import { type ReactNode, useState } from 'react';
import { Button } from '@vkontakte/vkui';
import { Icon16DownloadOutline, Icon16ListBulletOutline } from '@vkontakte/icons';
import { useTranslation } from 'react-i18next';
import { downloadCsv, toCsv } from '../csv';
import styles from './Stats.module.css';
import '../../../shared/i18n/lazy/adminStats';

export interface StatsTable {
  columns: string[];
  rows: Array<Array<string | number | null>>;
}

/** One chart with its numbers: a table on demand and the table as a CSV file. */
export function StatsBlock({ title, name, table, children, wide }: { title: string; name: string; table: StatsTable; children: ReactNode; wide?: boolean }) {
  const { t } = useTranslation('adminStats');
  const [open, setOpen] = useState(false);
  return (
    <section className={styles.block} data-wide={wide} data-testid={`stats-${name}`}>
      <header className={styles.blockHead}>
        <h3 className={styles.blockTitle}>{title}</h3>
        <div className={styles.blockActions}>
          <Button mode="tertiary" size="s" before={<Icon16ListBulletOutline />} aria-expanded={open} onClick={() => setOpen(!open)} data-testid={`stats-${name}-numbers`}>
            {open ? t('hideNumbers') : t('numbers')}
          </Button>
          <Button mode="tertiary" size="s" before={<Icon16DownloadOutline />} onClick={() => downloadCsv(`slovo-${name}.csv`, toCsv(table.columns, table.rows))} data-testid={`stats-${name}-csv`}>
            CSV
          </Button>
        </div>
      </header>
      {children}
      {open ? (
        <div className={styles.tableWrap}>
          <table className={styles.table} data-testid={`stats-${name}-table`}>
            <thead>
              <tr>
                {table.columns.map((c) => (
                  <th key={c} scope="col">
                    {c}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {table.rows.map((r, i) => (
                <tr key={i}>
                  {r.map((v, j) => (
                    <td key={j}>{v ?? '—'}</td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
    </section>
  );
}

/** A key figure: a big number and what it is. */
export function Figure({ label, value, testId, tone }: { label: string; value: string | number; testId?: string; tone?: 'good' | 'bad' }) {
  return (
    <div className={styles.figure} data-testid={testId} data-tone={tone}>
      <span className={styles.figureValue}>{value}</span>
      <span className={styles.figureLabel}>{label}</span>
    </div>
  );
}
