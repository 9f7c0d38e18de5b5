import { useTranslation } from 'react-i18next';
import { CardBody, CardPhoto, LevelBadge, type Card } from '../../../entities/card';
import { BookmarkButton } from '../../../features/bookmark-card';
import styles from './FeedCard.module.css';

/** One photo card of the stack: photo with level and bookmark, text below, and the two swipe overlays. */
export function FeedCard({ card, eager, priority = false }: { card: Card; eager: boolean; priority?: boolean }) {
  const { t } = useTranslation('feed');
  return (
    <article className={styles.card} aria-label={card.word}>
      <div className={styles.media}>
        <CardPhoto photos={card.photos} alt={t('card.photoAlt', { word: card.word })} eager={eager} priority={priority} className={styles.photo} />
        <LevelBadge level={card.level} className={styles.level} />
        <BookmarkButton card={card} className={styles.bookmark} />
        <div className={styles.overlayKnow} aria-hidden>
          <span className={styles.stamp}>{t('stack.overlayKnow')}</span>
        </div>
        <div className={styles.overlayLearn} aria-hidden>
          <span className={styles.stamp}>{t('stack.overlayLearn')}</span>
        </div>
      </div>
      <CardBody card={card} compact />
    </article>
  );
}
