import { allSettled, fork } from 'effector';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { userReceived } from '../../entities/user';
import { markFirstScreenShown, setAppScope } from '../../shared/lib';
import { aUser } from '../../test/fixtures';
import { loadPushModel } from './wiring';

afterEach(() => setAppScope(null));

describe('push, loaded after the first screen', () => {
  it('runs the flow for a sign-in that happened before the rest of push arrived', async () => {
    const scope = fork();
    setAppScope(scope);
    // The session answer signs the learner in while the first screen is still on its way: push is not loaded yet.
    await allSettled(userReceived, { scope, params: aUser() });
    const { $pushOutcome } = await loadPushModel();
    expect(scope.getState($pushOutcome)).toBeNull();
    // Once the first screen is shown and the browser idle, the sign-in reaches the flow (this build offers no web
    // push: no Firebase configuration, so the flow's answer is 'unavailable' — it ran).
    markFirstScreenShown();
    await vi.waitFor(() => expect(scope.getState($pushOutcome)).toBe('unavailable'));
  });
});
