export type { Fortune, FortuneWord } from './types';
export { fetchTodayFortune, learnFortuneWord } from './api';
export { FortuneCard } from './ui/FortuneCard';
