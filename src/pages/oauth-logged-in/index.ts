export { OAuthLoggedInPage } from './ui/OAuthLoggedInPage';
export { oauthReturned, reloadUserFx, $landingState, oauthErrorCode, OAUTH_ERRORS } from './model';
