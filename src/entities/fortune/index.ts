export type { Fortune, FortuneWord } from './types';
export { fetchTodayFortune } from './api';
export { FortuneCard } from './ui/FortuneCard';
