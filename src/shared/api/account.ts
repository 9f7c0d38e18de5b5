import { isApiHttpError } from './errors';
import { apiOrigin } from '../config/env';
import { api, type RequestContext } from './client';
import type { UserDto } from './user';

/** Calls of the accounts part of docs/api.md (issue 3). Every function returns the unwrapped `data`. */

interface Wrapped<T> {
  data: T;
}

interface MessageBody {
  message?: string;
}

export interface RegisterInput {
  name: string;
  email: string;
  password: string;
  password_confirmation: string;
  remember?: boolean;
  timezone?: string;
}

export interface LoginInput {
  email: string;
  password: string;
  remember?: boolean;
}

export interface ResetPasswordInput {
  token: string;
  email: string;
  password: string;
  password_confirmation: string;
}

export interface VerifyLinkInput {
  id: string;
  hash: string;
  expires: string;
  signature: string;
}

/** `VKWebAppGetUserInfo` fields the server takes as display data. */
export interface VkUserInfo {
  first_name?: string;
  last_name?: string;
  photo_200?: string;
}

export type OAuthProvider = 'vkid' | 'yandex';
/** Providers as `GET user/identities` names them (VK ID and the mini app share one VK identity). */
export type IdentityProvider = 'vk' | 'yandex';

export interface IdentityDto {
  provider: IdentityProvider;
  name: string | null;
  email: string | null;
  linkedAt: string;
}

export interface IdentitiesDto {
  identities: IdentityDto[];
  hasPassword: boolean;
}

/** The IANA zone of this device, for new accounts (the server falls back to UTC). */
export function deviceTimezone(): string | undefined {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || undefined;
  } catch {
    return undefined;
  }
}

/** Form calls show their own 422 and status messages: the client stays quiet except for 401/419/426/network. */
const FORM = { context: { silent: true } satisfies RequestContext };

export async function register(input: RegisterInput): Promise<UserDto> {
  const timezone = input.timezone ?? deviceTimezone();
  const json = { ...input, remember: input.remember ?? true, ...(timezone ? { timezone } : {}) };
  return (await api.post('register', { json, ...FORM }).json<Wrapped<UserDto>>()).data;
}

export async function login(input: LoginInput): Promise<UserDto> {
  return (await api.post('login', { json: input, ...FORM }).json<Wrapped<UserDto>>()).data;
}

export async function resendVerification(): Promise<string | null> {
  return (await api.post('email/verification-notification', FORM).json<MessageBody>()).message ?? null;
}

export async function verifyEmailCode(code: string): Promise<UserDto> {
  return (await api.post('email/verify-code', { json: { code }, ...FORM }).json<Wrapped<UserDto>>()).data;
}

/** `alreadyVerified`: the e-mail was confirmed before (a link opened again; no points this time). */
export async function verifyEmailLink(input: VerifyLinkInput): Promise<{ user: UserDto; alreadyVerified: boolean }> {
  const res = await api.post('email/verify', { json: input, ...FORM }).json<Wrapped<UserDto> & { meta?: { alreadyVerified?: boolean } }>();
  return { user: res.data, alreadyVerified: res.meta?.alreadyVerified === true };
}

export async function forgotPassword(email: string): Promise<string | null> {
  return (await api.post('forgot-password', { json: { email }, ...FORM }).json<MessageBody>()).message ?? null;
}

/** POST reset-password/check: true while the link can still be used; false for a 422 (unknown, used, expired). */
export async function checkResetLink(input: { token: string; email: string }): Promise<boolean> {
  try {
    await api.post('reset-password/check', { json: input, ...FORM });
    return true;
  } catch (error) {
    if (isApiHttpError(error) && error.status === 422) return false;
    throw error;
  }
}

export async function resetPassword(input: ResetPasswordInput): Promise<string | null> {
  return (await api.post('reset-password', { json: input, ...FORM }).json<MessageBody>()).message ?? null;
}

/** POST auth/vk: the raw launch query (signature proof) and display data; answers a bearer token and the user. */
export async function loginWithVk(launchParams: string, user: VkUserInfo | null): Promise<{ token: string; user: UserDto }> {
  const json = { launchParams, ...(user ? { user } : {}) };
  const body = await api
    .post('auth/vk', { json, context: { silent: true, skipCsrf: true, anonymousOk: true } satisfies RequestContext })
    .json<Wrapped<{ token: string; user: UserDto }>>();
  return body.data;
}

export async function updateProfile(input: { name?: string; locale?: 'en' | 'ru'; timezone?: string }): Promise<UserDto> {
  return (await api.patch('user', { json: input, ...FORM }).json<Wrapped<UserDto>>()).data;
}

export async function uploadAvatar(file: Blob, filename = 'avatar'): Promise<UserDto> {
  const body = new FormData();
  body.append('avatar', file, filename);
  return (await api.post('user/avatar', { body, ...FORM }).json<Wrapped<UserDto>>()).data;
}

export async function deleteAccount(input: { password: string } | { confirm: string }): Promise<void> {
  await api.delete('user', { json: input, ...FORM });
}

/** GET auth/providers: the web login providers configured on the server (others are not shown). */
export async function fetchOAuthProviders(): Promise<OAuthProvider[]> {
  const body = await api.get('auth/providers', { context: { silent: true, anonymousOk: true } satisfies RequestContext }).json<Wrapped<{ providers: OAuthProvider[] }>>();
  return body.data.providers.filter((p): p is OAuthProvider => p === 'vkid' || p === 'yandex');
}

export async function fetchIdentities(): Promise<IdentitiesDto> {
  const body = await api.get('user/identities').json<{ data: IdentityDto[]; meta?: { hasPassword?: boolean } }>();
  return { identities: body.data, hasPassword: Boolean(body.meta?.hasPassword) };
}

export async function unlinkIdentity(provider: IdentityProvider): Promise<void> {
  await api.delete(`user/identities/${provider}`, FORM);
}

export async function sendSupportMessage(input: { message: string; email?: string }): Promise<string | null> {
  return (await api.post('support', { json: input, ...FORM }).json<MessageBody>()).message ?? null;
}

/** Only our own paths: "/x" yes; "//evil", "/\\evil", "https://evil", "javascript:" no (no open redirect). */
export function safeReturnPath(value: string | null | undefined, fallback = '/'): string {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.includes('\\') || /[\r\n\t]/.test(value)) return fallback;
  try {
    const url = new URL(value, 'http://slovo.invalid');
    if (url.origin !== 'http://slovo.invalid') return fallback;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return fallback;
  }
}

/**
 * Where the browser goes to start VK ID / Yandex ID (a full-page navigation: the server answers 302 to the
 * provider and keeps state and the PKCE verifier in its session).
 */
export function oauthRedirectUrl(provider: OAuthProvider, options: { mode?: 'login' | 'link'; returnTo?: string | null } = {}): string {
  const query = new URLSearchParams({ mode: options.mode ?? 'login', return: safeReturnPath(options.returnTo) });
  return `${apiOrigin()}/api/v1/auth/${provider}/redirect?${query.toString()}`;
}
