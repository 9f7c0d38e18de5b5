export { CardComments } from './ui/CardComments';
