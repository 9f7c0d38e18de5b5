export { OAuthButtons, YandexIcon, startOAuth } from './ui/OAuthButtons';
