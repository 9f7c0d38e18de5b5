import type { AudioDto, TranscriptionDto } from '../../shared/speech';

/** The card resource of docs/api.md ("Feed and cards"). */
export type CardLevel = 'a1' | 'a2' | 'b1' | 'b2' | 'c1' | 'c2';
export type Decision = 'know' | 'learn';
export type CardStatus = 'private' | 'moderation' | 'published' | 'rejected';
export type CardStage = 'known' | 'learning' | 'repeating' | 'fixing' | 'learned';

export interface CardAuthor {
  id: number | string;
  name: string | null;
  avatar: string | null;
}

export interface Card {
  id: number;
  word: string;
  translation: string;
  example: string | null;
  exampleTranslation: string | null;
  photos: { large: string; small: string } | null;
  /** IPA of the word, British and American (docs/api.md "Speech"); absent in an older server's answer. */
  transcription?: TranscriptionDto;
  /** Audio URLs of the word and the example. */
  audio?: AudioDto;
  tags: string[];
  level: string;
  /** The dictionary's part of speech (`noun`, `verb`, …) for a system card; null or absent for a learner's card. */
  partOfSpeech?: string | null;
  collection: 'system' | 'user';
  author: CardAuthor | null;
  /** As its author sees it; others only ever see published cards. */
  status: CardStatus;
  /** For the author, after a rejection (of the card, or of an edit of a published card). */
  rejectReason?: string | null;
  isPublic: boolean;
  isPrivate?: boolean;
  allowComments: boolean;
  decision: Decision | null;
  stage: CardStage | null;
  bookmarked: boolean;
  expiresAt: string | null;
}
