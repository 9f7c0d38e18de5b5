export { ErrorPage } from './ui/ErrorPage';
