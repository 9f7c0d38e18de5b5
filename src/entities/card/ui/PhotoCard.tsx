import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Card } from '../types';
import { CardBody } from './CardBody';
import { CardPhoto, type PhotoPriority } from './CardPhoto';
import { LevelBadge } from './LevelBadge';
import styles from './PhotoCard.module.css';
import '../../../shared/i18n/lazy/feed';

/**
 * A card as the feed shows it: the photo filling the space above, the level badge on it, the compact text below.
 * The feed's stack and the editor's live preview both draw this one, so the preview is what learners will meet.
 * `children` go over the photo (the feed's bookmark and swipe overlays).
 */
export function PhotoCard({
  card,
  eager = true,
  priority,
  className,
  testId,
  text = 'compact',
  active = false,
  children,
}: {
  card: Card;
  eager?: boolean;
  priority?: PhotoPriority;
  className?: string;
  testId?: string;
  /** `word`: only the word under the photo (the desktop feed shows the meaning beside the card). */
  text?: 'compact' | 'word';
  /** The card the learner is looking at now: it plays its word when autoplay is on. */
  active?: boolean;
  children?: ReactNode;
}) {
  const { t } = useTranslation('feed');
  return (
    <article className={[styles.card, className].filter(Boolean).join(' ')} aria-label={card.word} data-testid={testId}>
      <div className={styles.media}>
        <CardPhoto photos={card.photos} alt={t('card.photoAlt', { word: card.word })} eager={eager} priority={priority} className={styles.photo} />
        <LevelBadge level={card.level} className={styles.level} />
        {children}
      </div>
      <CardBody card={card} compact part={text === 'word' ? 'word' : 'all'} active={active} />
    </article>
  );
}
