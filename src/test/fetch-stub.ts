import { vi } from 'vitest';

export interface RecordedRequest {
  url: string;
  path: string;
  method: string;
  headers: Record<string, string>;
  body: string | null;
}

export type Responder = (request: RecordedRequest) => Response | Promise<Response>;

export function json(status: number, body: unknown, headers: Record<string, string> = {}): Response {
  return new Response(status === 204 ? null : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json', ...headers },
  });
}

/**
 * A fetch that records every request and answers from a route table ("METHOD /path" → responder). Unknown routes
 * answer 404 so a test never hangs on an unexpected call.
 */
export function installFetchStub(routes: Record<string, Responder>) {
  const requests: RecordedRequest[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(String(input), init);
    const headers: Record<string, string> = {};
    request.headers.forEach((value, key) => {
      headers[key.toLowerCase()] = value;
    });
    const body = request.method === 'GET' || request.method === 'HEAD' ? null : await request.clone().text();
    const url = new URL(request.url);
    const recorded: RecordedRequest = { url: request.url, path: url.pathname, method: request.method, headers, body };
    requests.push(recorded);
    const responder = routes[`${request.method} ${url.pathname}`];
    if (!responder) return json(404, { message: 'Not Found' });
    return responder(recorded);
  });
  vi.stubGlobal('fetch', fetchMock);
  return {
    requests,
    fetchMock,
    calls: (method: string, path: string) => requests.filter((r) => r.method === method && r.path === path),
  };
}

/** The csrf-cookie endpoint as the server answers it: 204 + a readable, URL-encoded XSRF-TOKEN cookie. */
export function csrfResponder(token = 'token/with=chars'): Responder {
  return () => {
    document.cookie = `XSRF-TOKEN=${encodeURIComponent(token)}; path=/`;
    return new Response(null, { status: 204 });
  };
}
