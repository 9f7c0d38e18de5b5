import { niceMax } from '../../lib';
import { CHART_COLORS } from './palette';
import styles from './charts.module.css';
import { useWidth } from './useWidth';

export interface LineSeries {
  label: string;
  values: ReadonlyArray<number | null>;
}

const PAD = { top: 10, right: 12, bottom: 22, left: 44 };

/**
 * Trends over days: one line per series (a null value breaks the line), a scale from 0 to a round maximum (or `max`),
 * the first, middle and last day under the axis. Each point has a tooltip with its value.
 */
export function LineChart({ days, series, max, format = String, height = 180, label, testId }: { days: readonly string[]; series: readonly LineSeries[]; max?: number; format?: (v: number) => string; height?: number; label: string; testId?: string }) {
  const [ref, width] = useWidth<HTMLDivElement>();
  const top = max ?? niceMax(Math.max(0, ...series.flatMap((s) => s.values.filter((v): v is number => v !== null))));
  const w = width - PAD.left - PAD.right;
  const h = height - PAD.top - PAD.bottom;
  const x = (i: number) => PAD.left + (days.length <= 1 ? w / 2 : (i / (days.length - 1)) * w);
  const y = (v: number) => PAD.top + h - (Math.min(v, top) / top) * h;
  const ticks = [0, top / 2, top];
  const dayTicks = days.length > 2 ? [0, Math.floor((days.length - 1) / 2), days.length - 1] : days.map((_, i) => i);
  return (
    <div ref={ref} className={styles.chart} data-testid={testId}>
      <svg width={width} height={height} role="img" aria-label={label}>
        {ticks.map((t) => (
          <g key={t}>
            <line x1={PAD.left} x2={width - PAD.right} y1={y(t)} y2={y(t)} className={styles.grid} />
            <text x={PAD.left - 6} y={y(t) + 4} textAnchor="end" className={styles.tick}>
              {format(t)}
            </text>
          </g>
        ))}
        {dayTicks.map((i) => (
          <text key={i} x={x(i)} y={height - 6} textAnchor={i === 0 && days.length > 1 ? 'start' : i === days.length - 1 && days.length > 1 ? 'end' : 'middle'} className={styles.tick}>
            {days[i]?.slice(5)}
          </text>
        ))}
        {series.map((s, k) => {
          const segments: string[][] = [[]];
          s.values.forEach((v, i) => {
            if (v === null) segments.push([]);
            else segments[segments.length - 1]!.push(`${x(i).toFixed(1)},${y(v).toFixed(1)}`);
          });
          const color = CHART_COLORS[k % CHART_COLORS.length];
          return (
            <g key={s.label} style={{ color }}>
              {segments.filter((p) => p.length > 1).map((p, j) => (
                <polyline key={j} points={p.join(' ')} className={styles.line} />
              ))}
              {s.values.map((v, i) =>
                v === null ? null : (
                  <circle key={i} cx={x(i)} cy={y(v)} r={days.length > 45 ? 1.5 : 2.5} className={styles.dot}>
                    <title>{`${days[i]} · ${s.label}: ${format(v)}`}</title>
                  </circle>
                ),
              )}
            </g>
          );
        })}
      </svg>
      {series.length > 1 ? <Legend labels={series.map((s) => s.label)} /> : null}
    </div>
  );
}

export function Legend({ labels }: { labels: readonly string[] }) {
  return (
    <ul className={styles.legend}>
      {labels.map((l, k) => (
        <li key={l}>
          <span className={styles.swatch} style={{ background: CHART_COLORS[k % CHART_COLORS.length] }} />
          {l}
        </li>
      ))}
    </ul>
  );
}
