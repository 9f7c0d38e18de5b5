import { useTranslation } from 'react-i18next';
import type { DayReviews, LearningStats } from '../../../entities/learning';
import { percent, retentionRows, retentionWidth, reviewBars, stageSegments, streakCalendar } from '../lib/charts';
import styles from './ProgressPage.module.css';
import '../../../shared/i18n/lazy/learning';
import '../../../shared/i18n/lazy/progress';

const W = 600;
const H = 140;

function shortDate(day: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short', timeZone: 'UTC' }).format(new Date(`${day}T00:00:00Z`));
}

/** A week's label in two short lines (day, month): eight of them in one row fit a 390 px phone without touching. */
function dayAndMonth(day: string, locale: string): { day: string; month: string } {
  const parts = new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short', timeZone: 'UTC' }).formatToParts(new Date(`${day}T00:00:00Z`));
  return { day: parts.find((p) => p.type === 'day')?.value ?? '', month: parts.find((p) => p.type === 'month')?.value ?? '' };
}

/** Reviews per day, 30 days: bars of all reviews with the remembered part in green. Plain SVG, scales with width. */
export function ReviewsChart({ days }: { days: readonly DayReviews[] }) {
  const { t, i18n } = useTranslation('progress');
  const chart = reviewBars(days, W, H, 4);
  const first = days[0]?.day;
  const last = days.at(-1)?.day;
  return (
    <figure className={styles.figure} data-testid="chart-reviews" data-total={chart.total}>
      <svg viewBox={`0 0 ${W} ${H + 2}`} className={styles.svg} role="img" aria-label={t('reviews.total', { count: chart.total })} preserveAspectRatio="none">
        {[0.5, 1].map((f) => (
          <line key={f} x1={0} x2={W} y1={H - H * f} y2={H - H * f} className={styles.grid} />
        ))}
        <line x1={0} x2={W} y1={H} y2={H} className={styles.axis} />
        {chart.bars.map((b) => (
          <g key={b.day}>
            <title>{t('reviews.dayLabel', { day: shortDate(b.day, i18n.language), count: b.count, passed: b.passed })}</title>
            {b.count > 0 ? <rect x={b.x} y={b.y} width={b.width} height={b.height} rx={2} className={styles.barFailed} /> : null}
            {b.passed > 0 ? <rect x={b.x} y={b.passedY} width={b.width} height={b.passedHeight} rx={2} className={styles.barPassed} /> : null}
            {b.count === 0 ? <rect x={b.x} y={H - 2} width={b.width} height={2} className={styles.barEmpty} /> : null}
          </g>
        ))}
      </svg>
      <div className={styles.axisLabels}>
        <span>{first ? shortDate(first, i18n.language) : ''}</span>
        <span className={styles.axisMax}>max {chart.max}</span>
        <span>{last ? shortDate(last, i18n.language) : ''}</span>
      </div>
      <figcaption className={styles.legend}>
        <span className={styles.legendItem}>
          <i className={styles.swatch} data-kind="passed" /> {t('reviews.passed')}
        </span>
        <span className={styles.legendItem}>
          <i className={styles.swatch} data-kind="failed" /> {t('reviews.failed')}
        </span>
      </figcaption>
    </figure>
  );
}

export function StagesChart({ stages }: { stages: LearningStats['stages'] }) {
  const { t } = useTranslation('progress');
  const { t: tl } = useTranslation('learning');
  const { segments, total } = stageSegments(stages);
  return (
    <figure className={styles.figure} data-testid="chart-stages" data-total={total}>
      <svg viewBox="0 0 600 28" className={styles.svgStrip} role="img" aria-label={t('stages.cards', { count: total })} preserveAspectRatio="none">
        <rect x={0} y={0} width={600} height={28} rx={8} className={styles.track} />
        {segments
          .filter((s) => s.count > 0)
          .map((s) => (
            <rect key={s.stage} x={s.offset * 600} y={0} width={Math.max(2, s.share * 600)} height={28} className={styles.stageRect} data-stage={s.stage}>
              <title>{`${tl(`stages.${s.stage}`)}: ${t('stages.cards', { count: s.count })}`}</title>
            </rect>
          ))}
      </svg>
      <ul className={styles.stageLegend}>
        {segments.map((s) => (
          <li key={s.stage} data-testid={`stage-${s.stage}`} data-count={s.count}>
            <i className={styles.swatch} data-stage={s.stage} />
            <span className={styles.stageName}>{tl(`stages.${s.stage}`)}</span>
            <span className={styles.stageCount}>{t('stages.cards', { count: s.count })}</span>
          </li>
        ))}
      </ul>
    </figure>
  );
}

export function RetentionChart({ retention }: { retention: LearningStats['retention'] }) {
  const { t } = useTranslation('progress');
  return (
    <div className={styles.retention} data-testid="chart-retention">
      {retentionRows(retention).map((row) => (
        <div key={row.key} className={styles.retentionRow}>
          <div className={styles.retentionLabel}>
            <span>{t(`retention.${row.key}`)}</span>
            <span className={styles.retentionValue}>{row.value === null ? '—' : `${percent(row.value)}%`}</span>
          </div>
          <svg viewBox="0 0 600 12" className={styles.svgBar} preserveAspectRatio="none" aria-hidden>
            <rect x={0} y={0} width={600} height={12} rx={6} className={styles.track} />
            {row.value !== null ? <rect x={0} y={0} width={retentionWidth(row.value) * 600} height={12} rx={6} className={styles.retentionFill} data-kind={row.key} /> : null}
          </svg>
          {row.key === 'measured' ? (
            <span className={styles.retentionNote}>
              {row.value === null ? t('retention.noData') : t('retention.measuredFrom', { count: retention.measuredFrom })}
            </span>
          ) : null}
        </div>
      ))}
      <p className={styles.hint}>{t('retention.hint')}</p>
    </div>
  );
}

/**
 * What the memory model gives the learner: measured retention per week against their target (bars and a line), and
 * how many trained words are safe (predicted recall at or above the target) today and after a week without practice.
 */
export function MemoryChart({ retention }: { retention: LearningStats['retention'] }) {
  const { t, i18n } = useTranslation('progress');
  const weeks = retention.weekly ?? [];
  const safe = retention.safe;
  const h = 120;
  const slot = W / Math.max(1, weeks.length);
  const y = (v: number) => h - v * h;
  return (
    <div className={styles.retention} data-testid="chart-memory">
      {weeks.length > 0 ? (
        <>
          <span className={styles.retentionLabel}>{t('retention.weekly')}</span>
          <svg viewBox={`0 0 ${W} ${h}`} className={styles.svgChart} role="img" aria-label={t('retention.weeklyHint')}>
            {weeks.map((wk, i) => (
              <g key={wk.weekStart} data-testid="chart-memory-week" data-measured={wk.measured ?? ''}>
                <rect x={i * slot + 6} y={0} width={slot - 12} height={h} rx={4} className={styles.track} />
                {wk.measured !== null ? <rect x={i * slot + 6} y={y(wk.measured)} width={slot - 12} height={h - y(wk.measured)} rx={4} className={styles.retentionFill} data-kind="measured" /> : null}
              </g>
            ))}
            <line x1={0} x2={W} y1={y(retention.requested)} y2={y(retention.requested)} className={styles.targetLine} data-testid="chart-memory-target" />
          </svg>
          {/* In HTML, not in the scaled SVG: the labels keep their size at any width and each has its column. */}
          <div className={styles.weekLabels} style={{ gridTemplateColumns: `repeat(${weeks.length}, 1fr)` }} aria-hidden>
            {weeks.map((wk) => {
              const label = dayAndMonth(wk.weekStart, i18n.language);
              return (
                <span key={wk.weekStart} className={styles.weekLabel} data-testid="chart-memory-week-label">
                  <span>{label.day}</span>
                  <span>{label.month}</span>
                </span>
              );
            })}
          </div>
          <p className={styles.hint}>{t('retention.weeklyHint')}</p>
        </>
      ) : null}
      {safe ? (
        <div className={styles.safeRow}>
          <div className={styles.safeCell} data-testid="chart-memory-safe-today" data-value={safe.today}>
            <span className={styles.safeValue}>{safe.today}</span>
            <span className={styles.retentionNote}>
              {t('retention.safeToday')} · {t('retention.safeOf', { count: safe.of })}
            </span>
          </div>
          <div className={styles.safeCell} data-testid="chart-memory-safe-week" data-value={safe.inWeek}>
            <span className={styles.safeValue}>{safe.inWeek}</span>
            <span className={styles.retentionNote}>
              {t('retention.safeInWeek')} · {t('retention.safeOf', { count: safe.of })}
            </span>
          </div>
        </div>
      ) : null}
      {safe ? <p className={styles.hint}>{t('retention.safeHint')}</p> : null}
      {retention.model ? <p className={styles.hint} data-testid="chart-memory-model">{t(retention.model === 'personal' ? 'retention.modelPersonal' : 'retention.modelDefault')}</p> : null}
    </div>
  );
}

export function StreakCalendar({ days, today, streakDays }: { days: readonly DayReviews[]; today: string; streakDays?: ReadonlyArray<{ day: string; kind: 'active' | 'frozen' }> }) {
  const { t, i18n } = useTranslation('progress');
  const weeks = streakCalendar(days, today, 5, streakDays);
  const weekdayFmt = new Intl.DateTimeFormat(i18n.language, { weekday: 'short', timeZone: 'UTC' });
  const dayFmt = new Intl.DateTimeFormat(i18n.language, { day: 'numeric', month: 'long', timeZone: 'UTC' });
  const names = weeks[0]!.map((d) => weekdayFmt.format(new Date(`${d.date}T00:00:00Z`)));
  return (
    <div className={styles.calendar} data-testid="streak-calendar" role="grid">
      <div className={styles.calRow} role="row">
        {names.map((n) => (
          <span key={n} className={styles.calHead} role="columnheader">
            {n}
          </span>
        ))}
      </div>
      {weeks.map((week) => (
        <div key={week[0]!.date} className={styles.calRow} role="row">
          {week.map((d) => (
            <span
              key={d.date}
              role="gridcell"
              className={styles.calDay}
              data-active={d.active === true}
              data-streak={d.streak ?? undefined}
              data-unknown={d.active === null && !d.future}
              data-future={d.future}
              data-today={d.today}
              title={`${dayFmt.format(new Date(`${d.date}T00:00:00Z`))}: ${d.active ? t('streak.active') : t('streak.inactive')}${d.streak ? ` · ${t(d.streak === 'active' ? 'streak.counted' : 'streak.frozen')}` : ''}`}
            >
              {Number(d.date.slice(8))}
            </span>
          ))}
        </div>
      ))}
      <div className={styles.calLegend}>
        <span className={styles.legendItem}>
          <i className={styles.calSwatch} data-active="true" /> {t('streak.active')}
        </span>
        <span className={styles.legendItem}>
          <i className={styles.calSwatch} data-streak="active" /> {t('streak.counted')}
        </span>
        <span className={styles.legendItem}>
          <i className={styles.calSwatch} data-streak="frozen" /> {t('streak.frozen')}
        </span>
        <span className={styles.legendItem}>
          <i className={styles.calSwatch} data-today="true" /> {t('streak.today')}
        </span>
      </div>
    </div>
  );
}
