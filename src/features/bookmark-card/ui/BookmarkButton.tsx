import { Icon24Bookmark, Icon24BookmarkOutline } from '@vkontakte/icons';
import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { $bookmarkOverrides, isBookmarked, type Card } from '../../../entities/card';
import { bookmarkToggled } from '../model';
import styles from './BookmarkButton.module.css';
import '../../../shared/i18n/lazy/feed';

/** A round bookmark toggle that sits on a card's photo. */
export function BookmarkButton({ card, className }: { card: Card; className?: string }) {
  const { t } = useTranslation('feed');
  const [overrides, toggle] = useUnit([$bookmarkOverrides, bookmarkToggled]);
  const on = isBookmarked(card, overrides);
  return (
    <button
      type="button"
      className={[styles.button, className].filter(Boolean).join(' ')}
      aria-pressed={on}
      aria-label={on ? t('bookmark.remove') : t('bookmark.add')}
      title={on ? t('bookmark.remove') : t('bookmark.add')}
      data-testid="bookmark-toggle"
      data-on={on}
      onPointerDown={(e) => e.stopPropagation()}
      onClick={(e) => {
        e.stopPropagation();
        toggle({ id: card.id, value: !on });
      }}
    >
      {on ? <Icon24Bookmark /> : <Icon24BookmarkOutline />}
    </button>
  );
}
