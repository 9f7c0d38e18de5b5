export { OAuthAlternative } from './ui/OAuthAlternative';
