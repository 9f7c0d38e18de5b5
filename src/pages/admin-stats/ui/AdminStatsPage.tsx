import { useEffect, useState } from 'react';
import { Button, FormItem, Input, Panel, Placeholder, SegmentedControl } from '@vkontakte/vkui';
import { Icon20RefreshOutline } from '@vkontakte/icons';
import { useActiveVkuiLocation } from '@vkontakte/vk-mini-apps-router';
import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { $preset, $range, $rangeError, $refreshing, $stats, customRangeSet, presetChosen, refreshClicked, statsOpened, StatsReportView, type Preset } from '../../../features/admin-stats';
import { pathFor } from '../../../shared/config';
import { PageHeader, Spinner } from '../../../shared/ui';
import styles from './AdminStatsPage.module.css';
import '../../../shared/i18n/lazy/adminStats';

const PRESETS: Preset[] = [7, 30, 90, 'custom'];

/** admin-stats (`/admin/stats`): how the product is doing over a range of days, and how fresh the figures are. */
export function AdminStatsPage({ nav }: { nav: string }) {
  const { t, i18n } = useTranslation('adminStats');
  const { panel } = useActiveVkuiLocation();
  const [stats, preset, range, rangeError, refreshing, open, choose, setCustom, refresh] = useUnit([$stats, $preset, $range, $rangeError, $refreshing, statsOpened, presetChosen, customRangeSet, refreshClicked]);
  const [custom, setCustomDraft] = useState(range);
  const [showCustom, setShowCustom] = useState(false);
  const active = panel === nav;
  useEffect(() => {
    if (active) open();
  }, [active, open]);
  useEffect(() => setCustomDraft(range), [range]);
  const updatedAt = stats?.meta.updatedAt ? new Date(stats.meta.updatedAt).toLocaleString(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }) : null;

  return (
    <Panel nav={nav} data-testid="admin-stats-panel">
      <PageHeader backTo={pathFor('main')}>{t('title')}</PageHeader>
      <div className={styles.screen}>
        <div className={styles.toolbar}>
          <SegmentedControl
            className={styles.presets}
            value={showCustom || preset === 'custom' ? 'custom' : String(preset)}
            onChange={(v) => {
              if (v === 'custom') setShowCustom(true);
              else {
                setShowCustom(false);
                choose(Number(v) as 7 | 30 | 90);
              }
            }}
            options={PRESETS.map((p) => ({ value: String(p), label: t(`range.${p}`), 'data-testid': `stats-range-${p}` }))}
          />
          <Button mode="secondary" before={<Icon20RefreshOutline />} loading={refreshing} onClick={() => refresh()} data-testid="stats-refresh">
            {t('refresh')}
          </Button>
        </div>
        {showCustom || preset === 'custom' ? (
          <form
            className={styles.custom}
            onSubmit={(e) => {
              e.preventDefault();
              setCustom(custom);
            }}
          >
            <FormItem top={t('from')} htmlFor="stats-from" status={rangeError ? 'error' : 'default'} bottom={rangeError}>
              <Input id="stats-from" type="date" value={custom.from} onChange={(e) => setCustomDraft({ ...custom, from: e.target.value })} data-testid="stats-from" />
            </FormItem>
            <FormItem top={t('to')} htmlFor="stats-to">
              <Input id="stats-to" type="date" value={custom.to} onChange={(e) => setCustomDraft({ ...custom, to: e.target.value })} data-testid="stats-to" />
            </FormItem>
            <FormItem>
              <Button type="submit" size="l" data-testid="stats-apply">
                {t('apply')}
              </Button>
            </FormItem>
          </form>
        ) : null}
        <p className={styles.fresh} data-testid="stats-updated">
          {stats ? `${stats.meta.from} — ${stats.meta.to} · ${updatedAt ? t('updated', { time: updatedAt }) : t('notYet')}` : ''}
        </p>
        {stats === null ? (
          <div className={styles.loading}>
            <Spinner size="l" />
          </div>
        ) : stats.meta.updatedAt === null ? (
          <Placeholder title={t('notYet')} />
        ) : (
          <StatsReportView report={stats.data} />
        )}
        <p className={styles.note}>{t('daysNote')}</p>
      </div>
    </Panel>
  );
}
