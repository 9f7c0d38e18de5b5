import { act, cleanup, screen } from '@testing-library/react';
import { allSettled, fork } from 'effector';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderInScope } from '../../../test/render';
import { setAppScope } from '../../lib';
import { toastRequested } from '../model';
import { Toaster } from '../index';

// Offline before the snackbar's chunk was fetched: its import fails.
vi.mock('./Toaster', () => {
  throw new TypeError('Failed to fetch dynamically imported module');
});

afterEach(() => {
  cleanup();
  setAppScope(null);
});

describe('the toaster offline, its snackbar never fetched', () => {
  it('still shows the toast, as text, in its kind, and closes it on a tap', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const scope = fork();
    renderInScope(<Toaster />, { scope });
    await act(async () => {
      await allSettled(toastRequested, { scope, params: { kind: 'info', message: 'Kept for later' } });
    });
    const toast = await screen.findByTestId('toast');
    expect(toast.textContent).toBe('Kept for later');
    expect(toast.getAttribute('data-kind')).toBe('info');
    expect(toast.getAttribute('role')).toBe('status');
    await act(async () => toast.click());
    expect(screen.queryByTestId('toast')).toBeNull();
  });
});
