import { createEffect, type Effect } from 'effector';
import { toApiError, type ApiError } from './errors';

/**
 * The one way a model turns an API call into an effect: whatever the call throws (ky's HTTPError, a NetworkError, a
 * timeout) reaches `fail`/`failData` as an `ApiError`, so models switch on `kind`/`status`/`code` without casts.
 * Everything the effect needs (ids, cursors, dates) comes in its params.
 */
export function createApiEffect<P = void, D = unknown>(request: (params: P) => Promise<D>): Effect<P, D, ApiError> {
  return createEffect<P, D, ApiError>(async (params) => {
    try {
      return await request(params);
    } catch (error) {
      throw toApiError(error);
    }
  });
}
