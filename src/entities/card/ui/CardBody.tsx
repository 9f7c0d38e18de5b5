import { Fragment, type ReactNode } from 'react';
import { Avatar } from '@vkontakte/vkui';
import { useTranslation } from 'react-i18next';
import { ExampleSpeaker, WordSpeech } from '../../../shared/speech';
import { photoUrl } from '../api';
import type { Card } from '../types';
import styles from './CardBody.module.css';
import '../../../shared/i18n/lazy/feed';

const escapeRe = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The example with the card's word (and its simple inflections) in bold. */
export function highlightWord(example: string, word: string): ReactNode {
  const stem = word.trim().split(/\s+/).length === 1 ? word.trim().replace(/(e|y)$/i, '') : word.trim();
  if (stem.length < 2) return example;
  const re = new RegExp(`(\\b${escapeRe(stem)}[a-z']*)`, 'ig');
  const parts = example.split(re);
  if (parts.length === 1) return example;
  return parts.map((part, i) => (i % 2 === 1 ? <strong key={i}>{part}</strong> : <Fragment key={i}>{part}</Fragment>));
}

/**
 * The text of a card: word, translation, example and its translation, tags, author. `part` splits it for the desktop
 * feed, where the card carries its word under the photo and the meaning stands beside it.
 */
export function CardBody({ card, compact = false, part = 'all', active = false }: { card: Card; compact?: boolean; part?: 'all' | 'word' | 'meaning'; active?: boolean }) {
  const { t } = useTranslation('feed');
  const author = card.author;
  const word = (
    <>
      <div className={styles.word} lang="en" data-testid="card-word">
        {card.word}
      </div>
      <WordSpeech card={card} autoplay={active} />
    </>
  );
  if (part === 'word') {
    return (
      <div className={styles.body} data-compact={compact}>
        {word}
      </div>
    );
  }
  return (
    <div className={styles.body} data-compact={compact} data-part={part}>
      {part === 'all' ? word : null}
      <div className={styles.translation} data-testid="card-translation">
        {card.translation}
      </div>
      {card.example ? (
        <div className={styles.example}>
          <div lang="en" className={styles.exampleLine}>
            <span>{highlightWord(card.example, card.word)}</span>
            <ExampleSpeaker audio={card.audio} />
          </div>
          {card.exampleTranslation ? <div className={styles.exampleTranslation}>{card.exampleTranslation}</div> : null}
        </div>
      ) : null}
      {card.tags.length > 0 || !compact ? (
        <div className={styles.footer}>
          <div className={styles.tags}>
            {card.tags.slice(0, 5).map((tag) => (
              <span key={tag} className={styles.tag}>
                #{tag}
              </span>
            ))}
          </div>
          <div className={styles.author} data-testid="card-author">
            {author ? (
              <>
                <Avatar size={20} src={photoUrl(author.avatar) ?? undefined} initials={(author.name ?? '?').charAt(0).toUpperCase()} />
                <span>{author.name ?? t('card.anonymousAuthor')}</span>
              </>
            ) : (
              // A learner's card without an author outlived its author's account (docs/decisions/0031).
              <span>{t(card.collection === 'user' ? 'card.deletedAuthor' : 'card.baseAuthor')}</span>
            )}
          </div>
        </div>
      ) : null}
    </div>
  );
}
