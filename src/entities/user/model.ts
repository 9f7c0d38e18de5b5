import { createEffect, createEvent, createStore, sample } from 'effector';
import type { UserDto } from '../../shared/api';
import { createSecureStore, type SecureStore } from '../../shared/storage';

export type User = UserDto;

export const userReceived = createEvent<User>();
export const userCleared = createEvent();

export const $user = createStore<User | null>(null).on(userReceived, (_, user) => user).reset(userCleared);
/** Who is signed in: changes on sign-in, sign-out and a switch of account, not when the same user's profile is refreshed. */
export const $userId = $user.map((user) => user?.id ?? null);
export const $isAuthorized = $user.map((user) => user !== null);
export const $isGuest = $user.map((user) => user?.isGuest ?? false);
export const $isAdmin = $user.map((user) => user?.isAdmin ?? false);
/** A full account (not a guest): may create cards, comment, change the profile. */
export const $isFullUser = $user.map((user) => user !== null && !user.isGuest);

let secureStore: SecureStore<User> | null = null;
// Created on first use: it probes IndexedDB, which must not happen at import time in tests or SSR-like tools.
const userStorage = () => (secureStore ??= createSecureStore<User>());

/** The encrypted copy lets the UI show the user at once while GET user revalidates. */
export const restoreUserFx = createEffect(async (): Promise<User | null> => userStorage().load());
export const persistUserFx = createEffect(async (user: User | null): Promise<void> => {
  if (user) await userStorage().save(user);
  else await userStorage().clear();
});

sample({ clock: $user.updates, target: persistUserFx });
