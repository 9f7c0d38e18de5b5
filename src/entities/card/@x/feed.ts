/** The card types entities/feed is made of (FSD public cross-import). */
export type { Card, Decision } from '../types';
