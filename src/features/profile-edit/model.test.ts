import { allSettled, fork } from 'effector';
import { HTTPError } from 'ky';
import { toApiError } from '../../shared/api';
import { describe, expect, it, vi } from 'vitest';
import { $user, persistUserFx } from '../../entities/user';
import { $avatarError, avatarChosen, checkAvatarFile, nameForm, uploadAvatarFx } from './model';
import { aUser } from '../../test/fixtures';

const file = (type: string, size: number) => new File([new Uint8Array(Math.min(size, 16))], 'a', { type }) as File & { size: number };
const sized = (type: string, size: number) => Object.defineProperty(file(type, size), 'size', { value: size });

function http422(errors: Record<string, string[]>) {
  const error = new HTTPError(new Response('{}', { status: 422 }), new Request('http://localhost/api/v1/user/avatar'), {} as never);
  return Object.assign(error, { status: 422, serverValidationErrors: errors, handled: true });
}

describe('avatar upload', () => {
  it('accepts JPEG, PNG and WebP up to 5 MB, nothing else', () => {
    expect(checkAvatarFile({ type: 'image/jpeg', size: 1000 })).toBeNull();
    expect(checkAvatarFile({ type: 'image/png', size: 5 * 1024 * 1024 })).toBeNull();
    expect(checkAvatarFile({ type: 'image/webp', size: 10 })).toBeNull();
    expect(checkAvatarFile({ type: 'image/gif', size: 10 })).toBe('type');
    expect(checkAvatarFile({ type: 'application/pdf', size: 10 })).toBe('type');
    expect(checkAvatarFile({ type: 'image/png', size: 5 * 1024 * 1024 + 1 })).toBe('size');
  });

  it('does not upload a file the client already rejects', async () => {
    const upload = vi.fn();
    const scope = fork({ handlers: [[uploadAvatarFx, upload]] });
    await allSettled(avatarChosen, { scope, params: sized('image/png', 6 * 1024 * 1024) });
    expect(upload).not.toHaveBeenCalled();
    expect(scope.getState($avatarError)).toEqual({ kind: 'client', problem: 'size' });
  });

  it('shows the server 422 message for the avatar field', async () => {
    const scope = fork({ handlers: [[uploadAvatarFx, async () => Promise.reject(toApiError(http422({ avatar: ['The picture must be a JPEG, PNG or WebP file.'] })))]] });
    await allSettled(avatarChosen, { scope, params: sized('image/png', 100) });
    expect(scope.getState($avatarError)).toEqual({ kind: 'server', message: 'The picture must be a JPEG, PNG or WebP file.' });
  });
});

describe('name form', () => {
  it('requires a name of at most 255 characters and updates the user on success', async () => {
    const updated = aUser({ id: 1, name: 'Anna K.', email: 'a@x.io' });
    const submit = vi.fn(async () => updated);
    const scope = fork({ handlers: [[nameForm.submitFx, submit], [persistUserFx, async () => undefined]] });
    await allSettled(nameForm.valuesSet, { scope, params: { name: '   ' } });
    await allSettled(nameForm.submitted, { scope });
    expect(scope.getState(nameForm.$issues).name?.key).toBe('validation:required');
    await allSettled(nameForm.fieldChanged, { scope, params: { name: 'name', value: 'x'.repeat(256) } });
    expect(scope.getState(nameForm.$issues).name).toEqual({ key: 'validation:length', values: { count: 255, max: 255 } });
    expect(submit).not.toHaveBeenCalled();
    await allSettled(nameForm.fieldChanged, { scope, params: { name: 'name', value: 'Anna K.' } });
    await allSettled(nameForm.submitted, { scope });
    expect(submit).toHaveBeenCalledTimes(1);
    expect(scope.getState($user)?.name).toBe('Anna K.');
  });

  it('keeps a non-field failure (403 for a guest) apart from field errors', async () => {
    const forbidden = Object.assign(new HTTPError(new Response('{}', { status: 403 }), new Request('http://localhost/api/v1/user'), {} as never), {
      status: 403,
      serverMessage: 'Log in fully to do this.',
    });
    const scope = fork({ handlers: [[nameForm.submitFx, async () => Promise.reject(toApiError(forbidden))]] });
    await allSettled(nameForm.valuesSet, { scope, params: { name: 'Guest name' } });
    await allSettled(nameForm.submitted, { scope });
    expect(scope.getState(nameForm.$failure)).toMatchObject({ kind: 'http', status: 403, message: 'Log in fully to do this.' });
    expect(scope.getState(nameForm.$serverErrors)).toEqual({});
  });
});
