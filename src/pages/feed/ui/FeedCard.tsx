import { useTranslation } from 'react-i18next';
import { PhotoCard, type Card, type PhotoPriority } from '../../../entities/card';
import { BookmarkButton } from '../../../features/bookmark-card';
import styles from './FeedCard.module.css';
import '../../../shared/i18n/lazy/feed';

/** One photo card of the stack: the card as learners meet it, with the bookmark and the two swipe overlays. */
export function FeedCard({ card, eager, priority, wordOnly = false, active = false }: { card: Card; eager: boolean; priority?: PhotoPriority; wordOnly?: boolean; active?: boolean }) {
  const { t } = useTranslation('feed');
  return (
    <PhotoCard card={card} eager={eager} priority={priority} text={wordOnly ? 'word' : 'compact'} active={active}>
      <BookmarkButton card={card} className={styles.bookmark} />
      <div className={styles.overlayKnow} aria-hidden>
        <span className={styles.stamp}>{t('stack.overlayKnow')}</span>
      </div>
      <div className={styles.overlayLearn} aria-hidden>
        <span className={styles.stamp}>{t('stack.overlayLearn')}</span>
      </div>
    </PhotoCard>
  );
}
