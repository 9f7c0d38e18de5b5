import { act, cleanup, screen } from '@testing-library/react';
import { allSettled, fork } from 'effector';
import { afterEach, describe, expect, it } from 'vitest';
import { renderInScope } from '../../../test/render';
import { setAppScope } from '../../lib';
import { toastRequested } from '../model';
import { Toaster } from '../index';

afterEach(() => {
  cleanup();
  setAppScope(null);
});

describe('the toaster the shell carries (its snackbar loads later)', () => {
  it('shows a toast raised before the toaster was there, e.g. by the first failed request', async () => {
    const scope = fork();
    // Raised before anything renders and before the snackbar's chunk was fetched (the first screen is not shown yet).
    await allSettled(toastRequested, { scope, params: { kind: 'error', message: 'Did not reach the server' } });
    renderInScope(<Toaster />, { scope });
    expect((await screen.findByTestId('toast')).textContent).toContain('Did not reach the server');
  });

  it('loads the snackbar when the first toast waits, before the first screen is shown', async () => {
    const scope = fork();
    renderInScope(<Toaster />, { scope });
    expect(screen.queryByTestId('toast')).toBeNull();
    await act(async () => {
      await allSettled(toastRequested, { scope, params: { kind: 'info', message: 'First' } });
      await allSettled(toastRequested, { scope, params: { kind: 'info', message: 'Second' } });
    });
    expect((await screen.findByTestId('toast')).textContent).toContain('First');
  });
});
