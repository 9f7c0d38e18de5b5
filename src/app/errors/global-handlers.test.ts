import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HTTPError } from 'ky';
import { toastRequested, type ToastInput } from '../../shared/toasts/model';
import { initI18n } from '../../shared/i18n';
import { resetReportThrottle } from '../../shared/api';
import { installFetchStub, json } from '../../test/fetch-stub';
import { installGlobalErrorHandlers } from './global-handlers';

vi.mock('../../shared/lib/location', () => ({ assignLocation: vi.fn(), replaceLocation: vi.fn() }));

let toasts: ToastInput[];
let cleanup: () => void;

beforeEach(() => {
  initI18n('en');
  resetReportThrottle();
  document.cookie = 'XSRF-TOKEN=x; path=/';
  toasts = [];
  const sub = toastRequested.watch((t) => toasts.push(t));
  const remove = installGlobalErrorHandlers();
  cleanup = () => {
    sub.unsubscribe();
    remove();
  };
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const flush = () => new Promise((r) => setTimeout(r, 0));

function rejection(reason: unknown): PromiseRejectionEvent {
  const event = new Event('unhandledrejection', { cancelable: true }) as PromiseRejectionEvent;
  Object.assign(event, { reason, promise: Promise.resolve() });
  return event;
}

describe('global error handlers', () => {
  it('show an uncaught error as an error toast with its text and report it', async () => {
    const stub = installFetchStub({ 'POST /api/v1/logs': () => json(204, null) });
    window.dispatchEvent(new ErrorEvent('error', { error: new Error('Cannot read properties of undefined'), message: 'x' }));
    expect(toasts).toEqual([{ kind: 'error', message: 'Cannot read properties of undefined' }]);
    await flush();
    const [log] = stub.calls('POST', '/api/v1/logs');
    expect(JSON.parse(log?.body ?? '{}')).toMatchObject({ err: 'Cannot read properties of undefined', instance: 'window.onerror' });
  });

  it('show and report unhandled rejections', async () => {
    const stub = installFetchStub({ 'POST /api/v1/logs': () => json(204, null) });
    window.dispatchEvent(rejection(new Error('promise broke')));
    expect(toasts.map((t) => t.message)).toEqual(['promise broke']);
    await flush();
    expect(JSON.parse(stub.calls('POST', '/api/v1/logs')[0]?.body ?? '{}')).toMatchObject({ instance: 'unhandledrejection' });
  });

  it('stay quiet about API errors the client already handled', async () => {
    const stub = installFetchStub({ 'POST /api/v1/logs': () => json(204, null) });
    const error = Object.assign(
      new HTTPError(new Response(null, { status: 429 }), new Request('http://localhost/api/v1/x'), {} as never),
      { handled: true, status: 429 },
    );
    const event = rejection(error);
    window.dispatchEvent(event);
    expect(toasts).toEqual([]);
    expect(event.defaultPrevented).toBe(true);
    await flush();
    expect(stub.calls('POST', '/api/v1/logs')).toHaveLength(0);
  });

  it('never show a VK client refusing a bridge method; report it quietly, once', async () => {
    const stub = installFetchStub({ 'POST /api/v1/logs': () => json(204, null) });
    const refusal = { error_type: 'client_error', error_data: { error_code: 6, error_reason: 'Unsupported platform' } };
    for (let i = 0; i < 3; i += 1) {
      const event = rejection(refusal);
      window.dispatchEvent(event);
      expect(event.defaultPrevented).toBe(true);
    }
    expect(toasts).toEqual([]);
    await vi.waitFor(() => expect(stub.calls('POST', '/api/v1/logs')).toHaveLength(1));
    expect(JSON.parse(stub.calls('POST', '/api/v1/logs')[0]?.body ?? '{}')).toMatchObject({ instance: 'vk-bridge' });
  });

  it("leave Vite's preload error to the import that failed: cancelled, the import would resolve to undefined", () => {
    installFetchStub({});
    const event = Object.assign(new Event('vite:preloadError', { cancelable: true }), { payload: new Error('Unable to preload CSS for /assets/x.css') });
    window.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(false);
    expect(toasts).toEqual([]);
  });

  it('take a stylesheet that did not arrive with its chunk for a failed chunk: no error toast', async () => {
    const stub = installFetchStub({ 'POST /api/v1/logs': () => json(204, null) });
    const event = rejection(new Error('Unable to preload CSS for http://localhost/assets/FeedModals-x.css'));
    window.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(true);
    expect(toasts).toEqual([]);
    await flush();
    expect(stub.calls('POST', '/api/v1/logs')).toHaveLength(0);
  });

  it('ignore ResizeObserver noise', () => {
    installFetchStub({});
    window.dispatchEvent(new ErrorEvent('error', { message: 'ResizeObserver loop completed with undelivered notifications.' }));
    expect(toasts).toEqual([]);
  });
});
