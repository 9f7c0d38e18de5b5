import type Echo from 'laravel-echo';
import type Pusher from 'pusher-js';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { randomUUID } from 'node:crypto';
import { startTestApp } from '../../test/harness';
import { loadSampleVocabulary } from '../../test/vocabulary';
import { connected, echoClient, first, pusherClient, pusherServer } from '../../test/realtime-clients';
import { issueAccessToken } from '../auth/access-tokens';
import { createGuest } from '../auth/guest.service';
import { userChannelName } from './channels';
import { liveCardNotifier } from './card-moderated.notifier';
import { channelAuth } from './signatures';

let t: Awaited<ReturnType<typeof startTestApp>>;
let port: number;
const open: Array<{ disconnect(): void }> = [];

beforeEach(async () => {
  t = await startTestApp();
  // The events API compares auth_timestamp with the server clock; the SDK signs with the real one.
  t.clock.set(Date.now());
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  port = (t.app.server.address() as { port: number }).port;
});
afterEach(async () => {
  for (const c of open.splice(0)) c.disconnect();
  await t.close();
});

async function learner(name = 'Anna') {
  const user = await createGuest(t.app.db, 'en', 'UTC', t.clock.now());
  await t.app.db.updateTable('users').set({ name }).where('id', '=', user.id).execute();
  return { id: user.id, token: await issueAccessToken(t.app.db, user.id, 'test', t.clock.now()) };
}

function echo(token: string | null): Echo<'reverb'> {
  const e = echoClient(port, t.config.realtime, token);
  open.push(e);
  return e;
}

function pusher(token?: string): Pusher {
  const p = pusherClient(port, t.config.realtime, token);
  open.push(p);
  return p;
}

/** A raw socket, for what the client libraries hide (frames, error codes). */
async function rawSocket(path = `/app/${t.config.realtime.key}?protocol=7&client=js&version=8.6.0&flash=false`) {
  const ws = new WebSocket(`ws://127.0.0.1:${port}${path}`);
  const frames: Array<{ event: string; channel?: string; data?: unknown }> = [];
  const waiters: Array<() => void> = [];
  ws.on('message', (m) => {
    frames.push(JSON.parse(m.toString()));
    for (const w of waiters.splice(0)) w();
  });
  const closed = new Promise<number>((resolve) => ws.on('close', (code) => resolve(code)));
  const next = (event: string) =>
    first<{ event: string; channel?: string; data?: unknown }>(event, (done) => {
      const look = () => {
        const i = frames.findIndex((f) => f.event === event);
        if (i >= 0) done(frames.splice(i, 1)[0]!);
        else waiters.push(look);
      };
      look();
    });
  open.push({ disconnect: () => ws.close() });
  return { ws, next, closed, send: (frame: unknown) => ws.send(JSON.stringify(frame)) };
}

describe('the Pusher protocol on /app/{key}', () => {
  it('establishes a connection with a socket id and the activity timeout, and answers ping with pong', async () => {
    const s = await rawSocket();
    const established = await s.next('pusher:connection_established');
    const data = JSON.parse(established.data as string);
    expect(data.socket_id).toMatch(/^\d+\.\d+$/);
    expect(data.activity_timeout).toBe(30);
    s.send({ event: 'pusher:ping', data: {} });
    expect((await s.next('pusher:pong')).event).toBe('pusher:pong');
  });

  it('refuses an unknown app key with 4001 and closes', async () => {
    const s = await rawSocket('/app/nope?protocol=7');
    const error = await s.next('pusher:error');
    expect(JSON.parse(error.data as string)).toEqual({ code: 4001, message: 'Application does not exist' });
    await s.closed;
  });

  it('answers malformed messages with 4200 and keeps the connection', async () => {
    const s = await rawSocket();
    await s.next('pusher:connection_established');
    s.ws.send('not json');
    expect(JSON.parse((await s.next('pusher:error')).data as string).code).toBe(4200);
    s.send({ event: 'pusher:ping' });
    await s.next('pusher:pong');
  });

  it('refuses a private subscription with a forged auth on the channel', async () => {
    const s = await rawSocket();
    const { socket_id } = JSON.parse((await s.next('pusher:connection_established')).data as string);
    s.send({ event: 'pusher:subscribe', data: { channel: 'private-App.Models.User.1', auth: channelAuth(t.config.realtime.key, 'wrong-secret', socket_id, 'private-App.Models.User.1') } });
    const error = await s.next('pusher:subscription_error');
    expect(error.channel).toBe('private-App.Models.User.1');
    expect(error.data).toMatchObject({ type: 'AuthError', status: 401 });
  });

  it('connects pusher-js and delivers public-channel events triggered through the pusher SDK', async () => {
    const p = pusher();
    await connected(p);
    const channel = p.subscribe('news');
    await first('subscription', (done) => channel.bind('pusher:subscription_succeeded', done));
    const received = first<unknown>('event', (done) => channel.bind('fortune', done));
    await pusherServer(port, t.config.realtime).trigger('news', 'fortune', { text: 'Carpe diem' });
    expect(await received).toEqual({ text: 'Carpe diem' });
  });
});

describe('laravel-echo on the user channel', () => {
  it("receives App\\Events\\CardModerated with listen('CardModerated'), from the app and from the events API", async () => {
    const anna = await learner();
    const e = echo(anna.token);
    const channel = e.private(`App.Models.User.${anna.id}`);
    await first('subscription', (done) => channel.subscribed(() => done(undefined)));

    const fromApp = first<unknown>('CardModerated', (done) => channel.listen('CardModerated', done));
    await t.app.realtime.broadcast({ channels: [userChannelName(anna.id)], event: 'App\\Events\\CardModerated', data: { cardId: 7, status: 'published' } });
    expect(await fromApp).toEqual({ cardId: 7, status: 'published' });
    channel.stopListening('CardModerated');

    const fromApi = first<unknown>('PointsAwarded', (done) => channel.listen('.App\\Events\\PointsAwarded', done));
    await pusherServer(port, t.config.realtime).trigger(userChannelName(anna.id), 'App\\Events\\PointsAwarded', { amount: 5 });
    expect(await fromApi).toEqual({ amount: 5 });
  });

  it("refuses another learner's channel: Echo's error callback fires with the 403", async () => {
    const anna = await learner();
    const boris = await learner('Boris');
    const e = echo(anna.token);
    const err = await first<{ status: number }>('error', (done) => e.private(`App.Models.User.${boris.id}`).error(done));
    expect(err.status).toBe(403);
  });

  it('refuses a private channel to a client with neither token nor session (no XSRF header: 419)', async () => {
    const e = echo(null);
    const err = await first<{ status: number }>('error', (done) => e.private('App.Models.User.1').error(done));
    expect(err.status).toBe(419);
  });

  it('leaves out the socket named by socket_id (X-Socket-Id: toOthers)', async () => {
    const anna = await learner();
    const first1 = pusher(anna.token);
    const second = pusher(anna.token);
    const [, secondId] = await Promise.all([connected(first1), connected(second)]);
    const channels = [first1, second].map((p) => p.subscribe(userChannelName(anna.id)));
    await Promise.all(channels.map((c) => first('subscription', (done) => c.bind('pusher:subscription_succeeded', done))));
    const seen: string[] = [];
    channels[1]!.bind('App\\Events\\StreakChanged', () => seen.push('sender'));
    const other = first<unknown>('event', (done) => channels[0]!.bind('App\\Events\\StreakChanged', done));
    await pusherServer(port, t.config.realtime).trigger(userChannelName(anna.id), 'App\\Events\\StreakChanged', { streak: 3 }, { socket_id: secondId });
    expect(await other).toEqual({ streak: 3 });
    // A second event to both proves the sender's socket was skipped, not just late.
    const both = first<unknown>('event', (done) => channels[1]!.bind('App\\Events\\StreakChanged', done));
    await pusherServer(port, t.config.realtime).trigger(userChannelName(anna.id), 'App\\Events\\StreakChanged', { streak: 4 });
    expect(await both).toEqual({ streak: 4 });
    expect(seen).toEqual(['sender']);
  });
});

describe('presence and client events', () => {
  it('lists members once per user, announces joining and leaving, and relays whispers to the others with user_id', async () => {
    const anna = await learner('Anna');
    const boris = await learner('Boris');
    const a = echo(anna.token);
    const aHere = await first<Array<{ id: number; name: string }>>('here', (done) => a.join('online').here(done));
    expect(aHere).toEqual([{ id: anna.id, name: 'Anna' }]);

    const joined = first<{ id: number }>('joining', (done) => a.join('online').joining(done));
    const b = echo(boris.token);
    const bHere = await first<Array<{ id: number }>>('here', (done) => b.join('online').here(done));
    expect(bHere.map((m) => m.id).sort()).toEqual([anna.id, boris.id].sort());
    expect(await joined).toEqual({ id: boris.id, name: 'Boris' });

    // Anna's second tab: no second member for anyone.
    const a2 = echo(anna.token);
    const a2Here = await first<unknown[]>('here', (done) => a2.join('online').here(done));
    expect(a2Here).toHaveLength(2);
    expect(await t.app.realtime.members('presence-online')).toHaveLength(2);

    const whisper = first<unknown>('whisper', (done) => b.join('online').listenForWhisper('typing', done));
    const aSeen: unknown[] = [];
    a.join('online').listenForWhisper('typing', (d: unknown) => aSeen.push(d));
    a.join('online').whisper('typing', { word: 'cat' });
    expect(await whisper).toEqual({ word: 'cat' });

    // Closing one of Anna's two tabs is not leaving; closing the last one is.
    const left = first<{ id: number }>('leaving', (done) => b.join('online').leaving(done));
    a2.disconnect();
    a.disconnect();
    expect(await left).toEqual({ id: anna.id, name: 'Anna' });
    expect(aSeen).toEqual([]);
    expect((await t.app.realtime.members('presence-online')).map((m) => m.user_id)).toEqual([boris.id]);
  });

  it('relays client events only from members of a private channel, at most 10 a second', async () => {
    const s = await rawSocket();
    await s.next('pusher:connection_established');
    s.send({ event: 'client-typing', channel: 'private-App.Models.User.1', data: {} });
    expect(JSON.parse((await s.next('pusher:error')).data as string)).toEqual({ code: 4009, message: 'The client is not a member of the specified channel.' });

    const anna = await learner();
    const p = pusher(anna.token);
    await connected(p);
    const channel = p.subscribe(userChannelName(anna.id));
    await first('subscription', (done) => channel.bind('pusher:subscription_succeeded', done));
    const errors: Array<{ data: { code: number } }> = [];
    const limited = first('rate limit', (done) =>
      p.connection.bind('error', (e: { data: { code: number } }) => {
        errors.push(e);
        done(undefined);
      }),
    );
    for (let i = 0; i < 15; i++) channel.trigger('client-typing', { i });
    await limited;
    expect(errors[0]!.data.code).toBe(4301);
  });
});

describe('POST /broadcasting/auth and /pusher/auth', () => {
  it('signs a private channel for the cookie session, form-encoded as pusher-js posts it, and wants the XSRF header', async () => {
    const v = t.visitor();
    const anna = (await v.post('/api/v1/auth/guest', { timezone: 'UTC' })).json().data as { id: number };
    const form = `socket_id=123.456&channel_name=${encodeURIComponent(userChannelName(anna.id))}`;
    const headers = { 'content-type': 'application/x-www-form-urlencoded' };
    const noXsrf = await v.request({ method: 'POST', url: '/broadcasting/auth', payload: form, headers, xsrf: false });
    expect(noXsrf.statusCode).toBe(419);
    const res = await v.request({ method: 'POST', url: '/pusher/auth', payload: form, headers: { ...headers, 'x-csrf-token': v.xsrf! }, xsrf: false });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ auth: channelAuth(t.config.realtime.key, t.config.realtime.secret, '123.456', userChannelName(anna.id)) });
  });

  it('answers presence with the signed channel_data, takes JSON, and refuses others and strangers with 403', async () => {
    const v = t.visitor();
    const anna = (await v.post('/api/v1/auth/guest', { timezone: 'UTC' })).json().data as { id: number; name: string };
    const res = await v.post('/broadcasting/auth', { socket_id: '1.2', channel_name: 'presence-online' });
    expect(res.statusCode).toBe(200);
    const { auth, channel_data } = res.json();
    expect(JSON.parse(channel_data)).toEqual({ user_id: anna.id, user_info: { id: anna.id, name: anna.name } });
    expect(auth).toBe(channelAuth(t.config.realtime.key, t.config.realtime.secret, '1.2', 'presence-online', channel_data));

    expect((await v.post('/broadcasting/auth', { socket_id: '1.2', channel_name: userChannelName(anna.id + 1) })).statusCode).toBe(403);
    expect((await v.post('/broadcasting/auth', { socket_id: '1.2', channel_name: 'private-unknown' })).statusCode).toBe(403);
    expect((await t.visitor().post('/broadcasting/auth', { socket_id: '1.2', channel_name: userChannelName(anna.id) })).statusCode).toBe(403);
    const bad = await v.post('/broadcasting/auth', { socket_id: 'x', channel_name: '' });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['channel_name', 'socket_id']);
  });

  it('authenticates the user for pusher:signin, and the server-to-user channel delivers', async () => {
    const anna = await learner();
    const p = pusher(anna.token);
    await connected(p);
    p.signin();
    await first('signin', (done) => p.user.signinDonePromise.then(() => done(undefined)));
    const got = first<unknown>('user event', (done) => p.user.bind('App\\Events\\BotMessage', done));
    await pusherServer(port, t.config.realtime).sendToUser(String(anna.id), 'App\\Events\\BotMessage', { text: 'Hi' });
    expect(await got).toEqual({ text: 'Hi' });
  });
});

describe('POST /apps/{appId}/events', () => {
  const signedUrl = (body: string, timestamp: number, secret = t.config.realtime.secret) => {
    // Built with the SDK's own signing, then adjusted where the test needs it.
    const sdk = pusherServer(port, { ...t.config.realtime, secret });
    const q = sdk.createSignedQueryString({ method: 'POST', path: `/apps/${t.config.realtime.appId}/events`, body });
    return `/apps/${t.config.realtime.appId}/events?${q.replace(/auth_timestamp=\d+/, `auth_timestamp=${timestamp}`)}`;
  };

  it('refuses a stale auth_timestamp, a wrong signature and a changed body with 401, an unknown app with 404', async () => {
    const body = JSON.stringify({ name: 'x', data: '{}', channel: 'news' });
    const now = Math.floor(Date.now() / 1000);
    const post = (url: string, payload = body) => t.app.inject({ method: 'POST', url, payload, headers: { 'content-type': 'application/json' } });

    // The timestamp is part of what is signed, so re-signing a stale one is the only way to test the clock check.
    const sdk = pusherServer(port, t.config.realtime);
    const RealDate = Date.now;
    Date.now = () => RealDate() - 601_000;
    let stale: string;
    try {
      stale = sdk.createSignedQueryString({ method: 'POST', path: `/apps/${t.config.realtime.appId}/events`, body });
    } finally {
      Date.now = RealDate;
    }
    const staleRes = await post(`/apps/${t.config.realtime.appId}/events?${stale}`);
    expect(staleRes.statusCode).toBe(401);
    expect(staleRes.json().message).toMatch(/^Timestamp expired/);

    expect((await post(signedUrl(body, now - 5))).statusCode).toBe(401); // timestamp altered after signing
    expect((await post(signedUrl(body, now, 'another-secret-entirely'))).statusCode).toBe(401);
    const good = sdk.createSignedQueryString({ method: 'POST', path: `/apps/${t.config.realtime.appId}/events`, body });
    expect((await post(`/apps/${t.config.realtime.appId}/events?${good}`, body.replace('news', 'olds'))).statusCode).toBe(401);
    expect((await post(`/apps/${t.config.realtime.appId}/events?${good}`)).json()).toEqual({});
    expect((await post(`/apps/other/events?${good}`)).statusCode).toBe(404);
  });

  it('answers 422 for a body without a channel and 413 for data over the message size', async () => {
    const sdk = pusherServer(port, t.config.realtime);
    const post = (payload: string) => {
      const q = sdk.createSignedQueryString({ method: 'POST', path: `/apps/${t.config.realtime.appId}/events`, body: payload });
      return t.app.inject({ method: 'POST', url: `/apps/${t.config.realtime.appId}/events?${q}`, payload, headers: { 'content-type': 'application/json' } });
    };
    expect((await post(JSON.stringify({ name: 'x', data: '{}' }))).statusCode).toBe(422);
    expect((await post(JSON.stringify({ name: 'x', data: 'y'.repeat(10_001), channel: 'news' }))).statusCode).toBe(413);
  });
});

describe('product events', () => {
  it('tell the learner\'s other devices the new points total and streak after a training', async () => {
    await loadSampleVocabulary(t.app.db, t.clock.now());
    const v = t.visitor();
    const user = (await v.post('/api/v1/auth/guest', { timezone: 'UTC' })).json().data as { id: number };
    const card = ((await v.get('/api/v1/feeds/main?limit=5')).json().data as Array<{ id: number }>)[0]!;
    expect((await v.post(`/api/v1/cards/${card.id}/decisions`, { id: randomUUID(), decision: 'learn' })).statusCode).toBe(201);

    const phone = echo(await issueAccessToken(t.app.db, user.id, 'phone', t.clock.now())).private(`App.Models.User.${user.id}`);
    await first('subscription', (done) => phone.subscribed(() => done(undefined)));
    const points: unknown[] = [];
    phone.listen('PointsAwarded', (e: unknown) => points.push(e));
    const streak = first<unknown>('StreakChanged', (done) => phone.listen('StreakChanged', done));

    const sessionId = randomUUID();
    const reviewedAt = new Date(t.clock.now()).toISOString();
    expect((await v.post('/api/v1/training/answers', { sessionId, answers: [{ id: randomUUID(), cardId: card.id, answer: 'know', reviewedAt }] })).statusCode).toBe(200);
    expect((await v.post(`/api/v1/training/sessions/${sessionId}/finish`)).statusCode).toBe(200);
    expect(await streak).toEqual({ streak: 1, best: 1, freezes: 0 });
    expect(points[0]).toEqual({ amount: 1, reason: 'review', total: 1 });
  });

  it("tell a card's author the moderation outcome: App\\Events\\CardModerated with the word and the reason", async () => {
    await loadSampleVocabulary(t.app.db, t.clock.now());
    const author = await learner('Anna');
    const card = await t.app.db.selectFrom('cards').select(['id', 'word']).limit(1).executeTakeFirstOrThrow();
    await t.app.db.updateTable('cards').set({ author_id: author.id }).where('id', '=', card.id).execute();
    const channel = echo(author.token).private(`App.Models.User.${author.id}`);
    await first('subscription', (done) => channel.subscribed(() => done(undefined)));
    const got = first<unknown>('CardModerated', (done) => channel.listen('CardModerated', done));
    await liveCardNotifier(t.app).onCardModerated({ cardId: card.id, authorId: author.id, status: 'rejected', reason: 'Spelling' });
    expect(await got).toEqual({ cardId: card.id, word: card.word, status: 'rejected', reason: 'Spelling' });
  });
});
