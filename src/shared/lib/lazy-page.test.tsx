import { Suspense } from 'react';
import { cleanup, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { assignLocation } from './location';
import { handleChunkLoadFailure, lazyPage } from './lazy-page';

vi.mock('./location', () => ({ assignLocation: vi.fn(), replaceLocation: vi.fn() }));

describe('lazy screens', () => {
  it('render once their chunk loads', async () => {
    const Page = lazyPage(async () => () => <p>loaded</p>);
    render(
      <Suspense fallback={<p>loading</p>}>
        <Page />
      </Suspense>,
    );
    expect(await screen.findByText('loaded')).toBeTruthy();
  });

  it('send the browser to / when the chunk fails to load while the server answers (a new build)', async () => {
    vi.mocked(assignLocation).mockClear();
    vi.stubGlobal('fetch', async () => new Response('{}'));
    const Page = lazyPage(() => Promise.reject(new TypeError('Failed to fetch dynamically imported module')));
    render(
      <Suspense fallback={<p>loading</p>}>
        <Page />
      </Suspense>,
    );
    await vi.waitFor(() => expect(assignLocation).toHaveBeenCalledWith('/'));
    expect(screen.getByText('loading')).toBeTruthy();
    vi.unstubAllGlobals();
  });

  it('wait for a server that does not answer, then load the screen without a reload', async () => {
    cleanup();
    vi.mocked(assignLocation).mockClear();
    let serverUp = false;
    vi.stubGlobal('fetch', async () => {
      if (!serverUp) throw new TypeError('Failed to fetch');
      return new Response('{}');
    });
    let attempts = 0;
    const Page = lazyPage(async () => {
      attempts += 1;
      if (!serverUp) throw new TypeError('Failed to fetch dynamically imported module');
      return () => <p>loaded</p>;
    });
    const view = render(
      <Suspense fallback={<p>loading</p>}>
        <Page />
      </Suspense>,
    );
    await vi.waitFor(() => expect(attempts).toBe(1));
    expect(view.getByText('loading')).toBeTruthy();
    serverUp = true;
    expect(await view.findByText('loaded', {}, { timeout: 5_000 })).toBeTruthy();
    expect(assignLocation).not.toHaveBeenCalled();
    vi.unstubAllGlobals();
  });

  it('do not loop: a second failure right after the reload is surfaced instead', () => {
    vi.mocked(assignLocation).mockClear();
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(handleChunkLoadFailure(new Error('x'), 1_000_000)).toBe(true);
    expect(handleChunkLoadFailure(new Error('x'), 1_005_000)).toBe(false);
    expect(handleChunkLoadFailure(new Error('x'), 1_020_000)).toBe(true);
    expect(assignLocation).toHaveBeenCalledTimes(2);
    consoleError.mockRestore();
  });
});
