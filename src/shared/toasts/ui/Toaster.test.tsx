import { act, cleanup, screen } from '@testing-library/react';
import { allSettled, fork } from 'effector';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderInScope } from '../../../test/render';
import { setAppScope } from '../../lib';
import { toastRequested } from '../model';
import { Toaster } from './Toaster';

afterEach(() => {
  cleanup();
  setAppScope(null);
  vi.useRealTimers();
});

const advance = (ms: number) => act(async () => void (await vi.advanceTimersByTimeAsync(ms)));

describe('how long a toast stays on screen', () => {
  it('shows an error for 7 seconds (spec §9), then the next toast', async () => {
    vi.useFakeTimers({ now: new Date('2026-11-22T09:00:00Z') });
    const scope = fork();
    renderInScope(<Toaster />, { scope });
    await act(async () => {
      await allSettled(toastRequested, { scope, params: { kind: 'error', message: 'Did not reach the server' } });
      await allSettled(toastRequested, { scope, params: { kind: 'info', message: 'Next one' } });
    });
    expect(screen.getByTestId('toast').textContent).toContain('Did not reach the server');
    await advance(6_900);
    expect(screen.getByTestId('toast').textContent).toContain('Did not reach the server');
    await advance(200);
    expect(screen.getByTestId('toast').textContent).toContain('Next one');
    await advance(4_600);
    expect(screen.queryByTestId('toast')).toBeNull();
  });

  it('keeps a persistent toast until it is closed', async () => {
    vi.useFakeTimers({ now: new Date('2026-11-22T09:00:00Z') });
    const scope = fork();
    renderInScope(<Toaster />, { scope });
    await act(async () => {
      await allSettled(toastRequested, { scope, params: { kind: 'persistent', message: 'New card for you', link: '/cards/1' } });
    });
    await advance(60_000);
    expect(screen.getByTestId('toast').textContent).toContain('New card for you');
  });
});
