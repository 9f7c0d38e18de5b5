export { bookmarkToggled, bookmarkFx } from './model';
export { BookmarkButton } from './ui/BookmarkButton';
