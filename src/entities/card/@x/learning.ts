/** The card types entities/learning is made of (FSD public cross-import). */
export type { Card, CardStage } from '../types';
