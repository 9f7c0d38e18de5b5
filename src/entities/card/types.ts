/** The card resource of docs/api.md ("Feed and cards"). */
export type CardLevel = 'a1' | 'a2' | 'b1' | 'b2' | 'c1' | 'c2';
export type UserLevel = 'novice' | CardLevel;
export type Decision = 'know' | 'learn';
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
  tags: string[];
  level: string;
  collection: 'system' | 'user';
  author: CardAuthor | null;
  status: string;
  isPublic: boolean;
  allowComments: boolean;
  decision: Decision | null;
  stage: CardStage | null;
  bookmarked: boolean;
  expiresAt: string | null;
}
