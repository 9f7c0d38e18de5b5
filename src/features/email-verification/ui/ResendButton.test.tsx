import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { allSettled, fork } from 'effector';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HTTPError } from 'ky';
import { toApiError } from '../../../shared/api';
import { renderInScope } from '../../../test/render';
import { setAppScope } from '../../../shared/lib';
import { $resendAvailableAt, resendFx, verificationMailSent } from '../model';
import { ResendButton } from './ResendButton';

afterEach(() => {
  cleanup();
  setAppScope(null);
  vi.useRealTimers();
});

const button = () => screen.getByTestId('resend-verification');

describe('resend the verification letter', () => {
  it('counts the 60 s throttle down after a letter was sent, then unlocks', async () => {
    vi.useFakeTimers({ now: new Date('2026-11-22T09:00:00Z') });
    const scope = fork();
    await allSettled(verificationMailSent, { scope });
    renderInScope(<ResendButton />, { scope });
    expect(button().textContent).toContain('Send again in 60 seconds');
    expect((button() as HTMLButtonElement).disabled).toBe(true);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(59_000);
    });
    expect(button().textContent).toContain('Send again in 1 second');
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1_000);
    });
    expect(button().textContent).toContain('Send the letter again');
    expect((button() as HTMLButtonElement).disabled).toBe(false);
  });

  it('uses Russian plurals for the seconds', async () => {
    vi.useFakeTimers({ now: new Date('2026-11-22T09:00:00Z') });
    const scope = fork();
    await allSettled(verificationMailSent, { scope });
    renderInScope(<ResendButton />, { scope, locale: 'ru' });
    expect(button().textContent).toContain('через 60 секунд');
    await act(async () => {
      await vi.advanceTimersByTimeAsync(19_000);
    });
    expect(button().textContent).toContain('через 41 секунду');
    await act(async () => {
      await vi.advanceTimersByTimeAsync(18_000);
    });
    expect(button().textContent).toContain('через 23 секунды');
  });

  it('sends on click and then locks for 60 s', async () => {
    const send = vi.fn(async () => Date.now() + 60_000);
    const scope = fork({ handlers: [[resendFx, send]] });
    renderInScope(<ResendButton />, { scope });
    await act(async () => {
      fireEvent.click(button());
    });
    expect(send).toHaveBeenCalledTimes(1);
    expect(scope.getState($resendAvailableAt)).toBeGreaterThan(Date.now() + 55_000);
    expect(button().getAttribute('data-seconds-left')).toMatch(/^(59|60)$/);
  });

  it('takes the countdown from Retry-After when the server says 429', async () => {
    const response = new Response('{}', { status: 429, headers: { 'Retry-After': '42' } });
    const error = Object.assign(new HTTPError(response, new Request('http://localhost/api/v1/email/verification-notification'), {} as never), { status: 429 });
    const scope = fork({ handlers: [[resendFx, async () => Promise.reject(toApiError(error))]] });
    renderInScope(<ResendButton />, { scope });
    await act(async () => {
      fireEvent.click(button());
    });
    expect(button().getAttribute('data-seconds-left')).toMatch(/^(41|42)$/);
    expect(screen.queryByTestId('resend-failure')).toBeNull();
  });
});
