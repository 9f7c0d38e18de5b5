import type { Card } from '../entities/card';
import type { GameRound } from '../entities/game';
import type { LevelTestResult } from '../entities/level-test';
import type { UserDto } from '../shared/api';

/** A user as GET user returns it; tests override what they are about. */
export function aUser(overrides: Partial<UserDto> = {}): UserDto {
  return {
    id: 3,
    name: 'Anna',
    email: 'anna@example.com',
    emailVerifiedAt: null,
    isGuest: false,
    isAdmin: false,
    avatar: null,
    locale: 'en',
    level: 'a1',
    createdAt: '2026-01-01T00:00:00Z',
    ...overrides,
  };
}

/** A published base card as the API returns it (docs/api.md "Feed and cards"); tests override what they are about. */
export const aCard = (overrides: Partial<Card> & Pick<Card, 'id'>): Card => ({
  word: `w${overrides.id}`,
  translation: `t${overrides.id}`,
  example: null,
  exampleTranslation: null,
  photos: null,
  tags: [],
  level: 'a1',
  collection: 'system',
  author: null,
  status: 'published',
  isPublic: true,
  allowComments: true,
  decision: null,
  stage: null,
  bookmarked: false,
  expiresAt: null,
  ...overrides,
});

/** A guest as POST auth/guest returns it. */
export const aGuest = (overrides: Partial<UserDto> = {}): UserDto => aUser({ id: 7, name: 'Guest', email: null, isGuest: true, ...overrides });

/** A finished level test's result as the server sends it: B1, ~2,400 words, two made-up words claimed. */
export const aLevelTestResult = (overrides: Partial<LevelTestResult> = {}): LevelTestResult => ({
  level: 'b1',
  next: 'b2',
  theta: -0.2,
  se: 0.31,
  vocabulary: { value: 2400, low: 2100, high: 2700, margin: 300, confidence: 0.8 },
  perLevel: [
    { level: 'a1', asked: 3, correct: 3, known: 0.99 },
    { level: 'a2', asked: 5, correct: 4, known: 0.9 },
    { level: 'b1', asked: 8, correct: 5, known: 0.6 },
    { level: 'b2', asked: 4, correct: 1, known: 0.3 },
    { level: 'c1', asked: 0, correct: 0, known: 0.1 },
    { level: 'c2', asked: 0, correct: 0, known: 0.03 },
  ],
  answered: 23,
  honesty: { pseudoWords: 3, falseAlarms: 2 },
  ...overrides,
});

/** A two-pair match-game round (cat/кошка, dog/собака) with the translations shuffled. */
export const aGameRound = (overrides: Partial<GameRound> = {}): GameRound => ({
  id: 'R1',
  words: [
    { id: 'w1', word: 'cat' },
    { id: 'w2', word: 'dog' },
  ],
  translations: [
    { id: 't2', translation: 'собака' },
    { id: 't1', translation: 'кошка' },
  ],
  issuedAt: 'T',
  minDurationMs: 1400,
  correctInRow: 0,
  roundsForPoints: 3,
  pointsForRun: 5,
  ...overrides,
});
/** Which translation belongs to which word in `aGameRound()`: what only the server knows. */
export const GAME_ROUND_PAIRS: Readonly<Record<string, string>> = { w1: 't1', w2: 't2' };
