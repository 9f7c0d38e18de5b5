import { niceMax } from '../../lib';
import { CHART_COLORS } from './palette';
import styles from './charts.module.css';
import { useWidth } from './useWidth';

export interface BarDatum {
  label: string;
  value: number;
}

/** A distribution: one bar per category with its value above it and its name under it. */
export function BarChart({ bars, format = String, height = 180, label, testId }: { bars: readonly BarDatum[]; format?: (v: number) => string; height?: number; label: string; testId?: string }) {
  const [ref, width] = useWidth<HTMLDivElement>();
  const top = niceMax(Math.max(0, ...bars.map((b) => b.value)));
  const pad = { top: 18, bottom: 22, side: 8 };
  const h = height - pad.top - pad.bottom;
  const slot = bars.length ? (width - pad.side * 2) / bars.length : 0;
  const barWidth = Math.max(4, Math.min(64, slot * 0.6));
  return (
    <div ref={ref} className={styles.chart} data-testid={testId}>
      <svg width={width} height={height} role="img" aria-label={label}>
        <line x1={pad.side} x2={width - pad.side} y1={pad.top + h} y2={pad.top + h} className={styles.grid} />
        {bars.map((b, i) => {
          const cx = pad.side + slot * i + slot / 2;
          const bh = (b.value / top) * h;
          return (
            <g key={b.label}>
              <rect x={cx - barWidth / 2} y={pad.top + h - bh} width={barWidth} height={bh} rx={3} fill={CHART_COLORS[0]}>
                <title>{`${b.label}: ${format(b.value)}`}</title>
              </rect>
              <text x={cx} y={pad.top + h - bh - 4} textAnchor="middle" className={styles.value}>
                {format(b.value)}
              </text>
              <text x={cx} y={height - 6} textAnchor="middle" className={styles.tick}>
                {b.label}
              </text>
            </g>
          );
        })}
      </svg>
    </div>
  );
}
