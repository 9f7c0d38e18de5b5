export { OAuthButtons, startOAuth } from './ui/OAuthButtons';
export { OAuthAlternative } from './ui/OAuthAlternative';
