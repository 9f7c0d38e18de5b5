import { createEffect, createEvent, createStore, sample } from 'effector';
import { createApiEffect, updateProfile, uploadAvatar, type ApiError } from '../../shared/api';
import { userReceived } from '../../entities/user';
import { createForm, check, LIMITS, maxLength, required } from '../../shared/form';
import { t } from '../../shared/i18n';
import { showSuccess } from '../../shared/toasts';
import '../../shared/i18n/lazy/profile';

/** PATCH user { name }. Guests get 403 from the server; the screen does not offer it to them at all. */
export const nameForm = createForm({
  initial: { name: '' },
  validate: (values) => {
    const issue = check(values.name, required, maxLength(LIMITS.name));
    return issue ? { name: issue } : {};
  },
  submitFx: createApiEffect(({ name }: { name: string }) => updateProfile({ name: name.trim() })),
});

const announceSavedFx = createEffect(() => showSuccess(t('profile:name.saved')));
sample({ clock: nameForm.succeeded, target: [userReceived, announceSavedFx] });

export const AVATAR_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export const AVATAR_MAX_BYTES = 5 * 1024 * 1024;

export type AvatarProblem = 'type' | 'size';

/** The client half of the avatar rules (the server reads the real type from the bytes and answers 422 too). */
export function checkAvatarFile(file: { type: string; size: number }): AvatarProblem | null {
  if (!(AVATAR_TYPES as readonly string[]).includes(file.type)) return 'type';
  if (file.size > AVATAR_MAX_BYTES) return 'size';
  return null;
}

export const avatarChosen = createEvent<File>();
export const uploadAvatarFx = createApiEffect((file: File) => uploadAvatar(file, file.name || 'avatar'));

export type AvatarError = { kind: 'client'; problem: AvatarProblem } | { kind: 'server'; message: string } | { kind: 'failure'; error: ApiError };

export const $avatarError = createStore<AvatarError | null>(null)
  .on(uploadAvatarFx.failData, (_, error) => {
    const fieldMessage = error.kind === 'http' ? error.serverValidationErrors?.avatar?.[0] : undefined;
    if (fieldMessage) return { kind: 'server', message: fieldMessage };
    return { kind: 'failure', error };
  })
  .reset(uploadAvatarFx.done);
export const $avatarUploading = uploadAvatarFx.pending;

const rejected = sample({ clock: avatarChosen, filter: (file) => checkAvatarFile(file) !== null });
$avatarError.on(rejected, (_, file) => ({ kind: 'client', problem: checkAvatarFile(file)! }));
sample({ clock: avatarChosen, source: uploadAvatarFx.pending, filter: (pending, file) => !pending && checkAvatarFile(file) === null, fn: (_, file) => file, target: uploadAvatarFx });

const announceAvatarFx = createEffect(() => showSuccess(t('profile:avatar.saved')));
sample({ clock: uploadAvatarFx.doneData, target: [userReceived, announceAvatarFx] });
