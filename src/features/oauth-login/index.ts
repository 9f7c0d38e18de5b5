export { OAuthButtons, YandexIcon, startOAuth } from './ui/OAuthButtons';
export { OAuthAlternative } from './ui/OAuthAlternative';
