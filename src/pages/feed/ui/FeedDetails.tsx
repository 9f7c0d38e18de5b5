import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CardBody, LevelBadge, type Card } from '../../../entities/card';
import styles from './FeedDetails.module.css';
import '../../../shared/i18n/lazy/feed';

const PARTS_OF_SPEECH = ['noun', 'verb', 'adjective', 'adverb', 'preposition', 'pronoun', 'determiner', 'conjunction', 'interjection', 'number', 'modal', 'particle'] as const;
type PartOfSpeech = (typeof PARTS_OF_SPEECH)[number];
const isPartOfSpeech = (value: string | null | undefined): value is PartOfSpeech => PARTS_OF_SPEECH.includes(value as PartOfSpeech);

/**
 * Desktop feed: the top card's meaning beside the stack (level, part of speech, translation, the example with its
 * Russian side), then the decision buttons and what the keyboard does. The stack's cards carry only their word.
 */
export function FeedDetails({ card, actions, hint }: { card: Card; actions: ReactNode; hint: ReactNode }) {
  const { t } = useTranslation('feed');
  const pos = isPartOfSpeech(card.partOfSpeech) ? t(`pos.${card.partOfSpeech}`) : null;
  return (
    <section className={styles.details} aria-label={t('details.label')} data-testid="feed-details" data-card-id={card.id}>
      <div className={styles.meta}>
        <LevelBadge level={card.level} />
        {pos ? (
          <span className={styles.pos} title={t('details.partOfSpeech', { pos })} data-testid="feed-details-pos">
            {pos}
          </span>
        ) : null}
      </div>
      <div className={styles.meaning}>
        <CardBody card={card} part="meaning" />
      </div>
      <div className={styles.actions}>{actions}</div>
      {hint}
    </section>
  );
}
