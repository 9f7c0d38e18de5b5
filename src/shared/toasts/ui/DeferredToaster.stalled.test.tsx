import { act, cleanup, screen } from '@testing-library/react';
import { allSettled, fork } from 'effector';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderInScope } from '../../../test/render';
import { setAppScope } from '../../lib';
import { toastRequested } from '../model';
import { Toaster } from '../index';
import { TOAST_CHUNK_GRACE_MS } from './DeferredToaster';

// The network went away while the snackbar's chunk was on its way: its import neither loads nor fails.
vi.mock('./Toaster', () => new Promise(() => undefined));

afterEach(() => {
  cleanup();
  setAppScope(null);
});

describe('the toaster whose snackbar never arrives', () => {
  it('shows a waiting toast as text once the grace is over, and the next one after it', async () => {
    const scope = fork();
    renderInScope(<Toaster />, { scope });
    await act(async () => {
      await allSettled(toastRequested, { scope, params: { kind: 'error', message: 'No internet' } });
      await allSettled(toastRequested, { scope, params: { kind: 'info', message: 'Kept for later' } });
    });
    expect(screen.queryByTestId('toast')).toBeNull();
    const first = await screen.findByTestId('toast', undefined, { timeout: TOAST_CHUNK_GRACE_MS + 2000 });
    expect(first.textContent).toBe('No internet');
    await act(async () => first.click());
    const next = await screen.findByTestId('toast');
    expect(next.textContent).toBe('Kept for later');
    expect(next.getAttribute('data-kind')).toBe('info');
  });
});
