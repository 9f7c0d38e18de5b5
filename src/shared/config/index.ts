export { APP_VERSION, IS_PROD, IS_VK_BUILD, BASE_URL, GOAL_COUNTER_ID, FIREBASE_CONFIG, apiOrigin } from './env';
export type { FirebaseWebConfig } from './env';
export {
  TOAST_DURATION_MS,
  TOAST_ERROR_DURATION_MS,
  TOAST_SUCCESS_DURATION_MS,
  TOAST_DEDUPE_WINDOW_MS,
  UPDATE_RELOAD_DELAY_MS,
  PUSH_TOKEN_RESEND_MS,
  MINI_APP_NOTIFICATION_PROMPT_MS,
  PUSH_NO_SW_RETRY_MS,
  PUSH_OPEN_LINK_MESSAGE,
  PLATFORM_DETECT_TIMEOUT_MS,
  SESSION_WAIT_MAX_MS,
  GET_RETRY_LIMIT,
  GET_RETRY_STATUSES,
  EMAIL_VERIFIED_POINTS,
  CEFR_LEVELS,
} from './constants';
export type { CefrLevel } from './constants';
export {
  ROUTES,
  VIEWS,
  routeByName,
  pathFor,
  routerRoutes,
  INDEX_PATH,
  ERROR_PATH,
  EMAIL_VERIFICATION_PATH,
  WELCOME_PATH,
  forbiddenPath,
} from './routes';
export type { Access, ViewId, RouteDef, RouteName } from './routes';
