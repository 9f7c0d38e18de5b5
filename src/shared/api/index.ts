export { api, apiUnversioned, reportError, resetUpdateNotice, resetReportThrottle, currentPage } from './client';
export type { ErrorReport, RequestContext } from './client';
export {
  toApiError,
  isApiHttpError,
  isHandledError,
  messageKeyFor,
  NetworkError,
  HANDLED_STATUSES,
  KNOWN_412_CODES,
  retryAfterSeconds,
} from './errors';
export { createApiEffect } from './effect';
export type { ApiError, ApiHttpError, ApiErrorFields, ValidationErrors, ErrorMessageKey } from './errors';
export { ensureCsrfCookie, readXsrfToken, resetCsrfState, XSRF_COOKIE, XSRF_HEADER, CSRF_COOKIE_PATH } from './csrf';
export { $pendingRequests, $isLoading, requestStarted, requestFinished } from './progress';
export { unauthorized } from './events';
export { $serverReachable, $reconnects, connectionRestored, noteAnswered } from './reachability';
export { setBearerToken, getBearerToken } from './auth-token';
export { fetchUser, fetchProgress, postLogout, postGuest } from './user';
export { takeEarly, answeredBy } from './early';
export type { UserDto, ProgressDto } from './user';
export {
  register,
  login,
  resendVerification,
  verifyEmailCode,
  verifyEmailLink,
  forgotPassword,
  resetPassword,
  checkResetLink,
  loginWithVk,
  fetchOAuthProviders,
  updateProfile,
  uploadAvatar,
  deleteAccount,
  fetchIdentities,
  unlinkIdentity,
  sendSupportMessage,
  safeReturnPath,
  oauthRedirectUrl,
  deviceTimezone,
} from './account';
export type {
  RegisterInput,
  LoginInput,
  ResetPasswordInput,
  VerifyLinkInput,
  VkUserInfo,
  OAuthProvider,
  IdentityProvider,
  IdentityDto,
  IdentitiesDto,
} from './account';
