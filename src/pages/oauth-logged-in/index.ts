export { OAuthLoggedInPage } from './ui/OAuthLoggedInPage';
