import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { allSettled, fork } from 'effector';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HTTPError } from 'ky';
import { toApiError } from '../../../shared/api';
import { renderInScope } from '../../../test/render';
import { setAppScope } from '../../../shared/lib';
import { sessionEstablished } from '../../../entities/session';
import { fetchProgressFx } from '../../../entities/progress';
import { registerForm } from '../model';
import { RegisterPage } from './RegisterPage';
import { aUser } from '../../../test/fixtures';

afterEach(() => {
  cleanup();
  setAppScope(null);
});

const type = (testId: string, value: string) => fireEvent.change(screen.getByTestId(testId), { target: { value } });
const messageUnder = (testId: string) => screen.getByTestId(`${testId}-item`).textContent ?? '';

/** A 422 as the submit effect fails with it: ky's HTTPError with serverValidationErrors, mapped by createApiEffect. */
function validationError(errors: Record<string, string[]>) {
  const response = new Response(JSON.stringify({ message: 'x', errors }), { status: 422 });
  const error = new HTTPError(response, new Request('http://localhost/api/v1/register'), {} as never);
  return toApiError(Object.assign(error, { status: 422, serverValidationErrors: errors, handled: true }));
}

describe('register form', () => {
  it('shows the spec §5 messages under the fields and does not send an invalid form', async () => {
    const submit = vi.fn(async () => {
      throw new Error('must not be called');
    });
    renderInScope(<RegisterPage nav="auth-register" />, { scope: fork({ handlers: [[registerForm.submitFx, submit]] }) });
    fireEvent.click(screen.getByTestId('register-submit'));
    await waitFor(() => expect(messageUnder('register-name')).toContain('This field is required'));
    expect(messageUnder('register-email')).toContain('This field is required');
    expect(messageUnder('register-password')).toContain('This field is required');

    type('register-name', 'x'.repeat(256));
    type('register-email', 'not-an-email');
    type('register-password', 'short');
    type('register-password-confirmation', 'different');
    await waitFor(() => expect(messageUnder('register-name')).toContain('No more than 255 characters'));
    expect(messageUnder('register-email')).toContain('Enter a valid e-mail address');
    expect(messageUnder('register-password')).toContain('At least 8 characters');
    expect(messageUnder('register-password-confirmation')).toContain('The passwords do not match');
    expect(submit).not.toHaveBeenCalled();
  });

  it('shows the server 422 serverValidationErrors under their fields and clears one when it is edited', async () => {
    const submit = vi.fn(async () => {
      throw validationError({ email: ['This e-mail is already registered. Log in instead.'] });
    });
    renderInScope(<RegisterPage nav="auth-register" />, { scope: fork({ handlers: [[registerForm.submitFx, submit]] }) });
    type('register-name', 'Anna');
    type('register-email', 'anna@example.com');
    type('register-password', 'long-enough-1');
    type('register-password-confirmation', 'long-enough-1');
    await act(async () => {
      fireEvent.click(screen.getByTestId('register-submit'));
    });
    await waitFor(() => expect(messageUnder('register-email')).toContain('This e-mail is already registered. Log in instead.'));
    expect(submit).toHaveBeenCalledWith(expect.objectContaining({ name: 'Anna', email: 'anna@example.com', password_confirmation: 'long-enough-1' }));
    type('register-email', 'anna2@example.com');
    await waitFor(() => expect(messageUnder('register-email')).not.toContain('already registered'));
  });

  it('shows the messages in Russian', async () => {
    renderInScope(<RegisterPage nav="auth-register" />, { locale: 'ru' });
    fireEvent.click(screen.getByTestId('register-submit'));
    await waitFor(() => expect(messageUnder('register-name')).toContain('Поле обязательно для заполнения'));
    type('register-password', 'abc');
    await waitFor(() => expect(messageUnder('register-password')).toContain('Не менее 8 символов'));
  });

  it('hands the new account to the session after a successful registration', async () => {
    const user = aUser();
    const scope = fork({ handlers: [[registerForm.submitFx, async () => user], [fetchProgressFx, async () => null as never]] });
    const established = vi.fn();
    const sub = sessionEstablished.watch(established);
    await allSettled(registerForm.valuesSet, { scope, params: { name: 'Anna', email: 'anna@example.com', password: 'long-enough-1', password_confirmation: 'long-enough-1' } });
    await allSettled(registerForm.submitted, { scope });
    expect(established).toHaveBeenCalledWith(user);
    expect(scope.getState(registerForm.$values).password).toBe('');
    sub.unsubscribe();
  });
});
