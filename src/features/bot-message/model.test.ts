import { allSettled, fork } from 'effector';
import { describe, expect, it } from 'vitest';
import { csrfResponder, installFetchStub, json } from '../../test/fetch-stub';
import { $botHistory, $botLastSent, botForm, botPageOpened } from './model';

const sent = (over: Record<string, unknown> = {}) => ({ id: 7, title: null, body: 'Hi', link: null, audience: 'all', recipients: 3, pushed: 0, createdAt: '2026-11-24T10:00:00.000Z', ...over });

async function fill(scope: ReturnType<typeof fork>, values: Record<string, string | boolean>) {
  for (const [name, value] of Object.entries(values)) await allSettled(botForm.fieldChanged, { scope, params: { name, value } });
}

describe('the bot page', () => {
  it('sends the message as the server expects it (trimmed, ids parsed, empty fields left out) and shows it first in the history', async () => {
    const stub = installFetchStub({
      'GET /sanctum/csrf-cookie': csrfResponder(),
      'GET /api/v1/admin/bot/messages': () => json(200, { data: [sent({ id: 6, body: 'Earlier' })] }),
      'POST /api/v1/admin/bot/messages': () => json(201, { data: sent({ body: 'New words!', link: '/selection', audience: 'users', recipients: 2, pushed: 1 }) }),
    });
    const scope = fork();
    await allSettled(botPageOpened, { scope });
    await fill(scope, { body: '  New words!  ', link: '/selection', users: '12, 40\n12', push: true });
    await allSettled(botForm.submitted, { scope });
    expect(JSON.parse(stub.calls('POST', '/api/v1/admin/bot/messages')[0]!.body!)).toEqual({ body: 'New words!', link: '/selection', userIds: [12, 40], push: true });
    expect(scope.getState($botHistory)?.map((m) => m.id)).toEqual([7, 6]);
    expect(scope.getState($botLastSent)).toMatchObject({ recipients: 2, pushed: 1 });
    // The form is empty again for the next message.
    expect(scope.getState(botForm.$values)).toEqual({ title: '', body: '', link: '', users: '', push: false });
  });

  it('refuses what the server would refuse before sending, and keeps what was typed when the server says no', async () => {
    const stub = installFetchStub({
      'GET /sanctum/csrf-cookie': csrfResponder(),
      'POST /api/v1/admin/bot/messages': () => json(422, { message: 'None of these users exists', errors: { userIds: ['None of these users exists'] } }),
    });
    const scope = fork();
    await fill(scope, { body: 'x'.repeat(255), link: 'https://elsewhere.example', users: '12, abc' });
    await allSettled(botForm.submitted, { scope });
    expect(Object.keys(scope.getState(botForm.$issues)).sort()).toEqual(['body', 'link', 'users']);
    expect(stub.calls('POST', '/api/v1/admin/bot/messages')).toHaveLength(0);

    await fill(scope, { body: 'Hello', link: '', users: '999999' });
    await allSettled(botForm.submitted, { scope });
    expect(scope.getState(botForm.$serverErrors)).toEqual({ userIds: ['None of these users exists'] });
    expect(scope.getState(botForm.$values)).toMatchObject({ body: 'Hello', users: '999999' });
    expect(scope.getState($botLastSent)).toBeNull();
  });
});
