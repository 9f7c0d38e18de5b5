export { bookmarkToggled, bookmarkFx, sessionNeeded } from './model';
export { BookmarkButton } from './ui/BookmarkButton';
