import styles from './LevelBadge.module.css';

export function levelLabel(level: string | null | undefined): string {
  return (level ?? '').toUpperCase();
}

/** CEFR level as a small coloured pill: A levels green, B blue, C purple. */
export function LevelBadge({ level, className }: { level: string; className?: string }) {
  const band = level.charAt(0).toLowerCase();
  return (
    <span className={[styles.badge, className].filter(Boolean).join(' ')} data-band={band} data-testid="card-level">
      {levelLabel(level)}
    </span>
  );
}
