export type { Card, CardStage, Decision } from './types';
export { fetchCard, putBookmark, deleteBookmark, photoUrl, cardLink } from './api';
export { bookmarkSet, $bookmarkOverrides, isBookmarked } from './model';
export { CardPhoto, type PhotoPriority } from './ui/CardPhoto';
export { LevelBadge, levelLabel } from './ui/LevelBadge';
export { CardBody } from './ui/CardBody';
export { PhotoCard } from './ui/PhotoCard';
