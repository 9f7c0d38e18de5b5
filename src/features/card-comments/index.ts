export { CardComments } from './ui/CardComments';
export { commentsOpened } from './model';
