export { sessionNeeded } from './model';
export { BookmarkButton } from './ui/BookmarkButton';
