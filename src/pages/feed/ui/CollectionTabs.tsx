import { HorizontalScroll, Tabs, TabsItem } from '@vkontakte/vkui';
import { useTranslation } from 'react-i18next';
import { FEED_NAMES, type FeedName } from '../../../entities/feed';
import styles from './CollectionTabs.module.css';
import '../../../shared/i18n/lazy/feed';

/** Today | Bookmarks | Mine | Base | Authors — the feed's collections as tabs. */
export function CollectionTabs({ current, onSelect }: { current: FeedName; onSelect(name: FeedName): void }) {
  const { t } = useTranslation('feed');
  return (
    <Tabs className={styles.tabs} aria-label={t('collections.label')} data-testid="feed-tabs">
      {/* No VKUI arrows: their hidden label is fixed Russian ("Вперед") whatever the language (issue 18); the row scrolls by touch and wheel. */}
      <HorizontalScroll showArrows={false} scrollOnAnyWheel>
        {FEED_NAMES.map((name) => (
          <TabsItem
            key={name}
            selected={name === current}
            onClick={() => (name === current ? undefined : onSelect(name))}
            data-testid={`feed-tab-${name}`}
            id={`feed-tab-${name}`}
            aria-controls="feed-content"
          >
            {t(`collections.${name}`)}
          </TabsItem>
        ))}
      </HorizontalScroll>
    </Tabs>
  );
}
