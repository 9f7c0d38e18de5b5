import { randomUUID } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { register } from '../../test/accounts';
import { startTestApp, type Visitor } from '../../test/harness';
import { loadSampleVocabulary } from '../../test/vocabulary';
import { fliteEngine, type SpeechEngine } from './engine';

let t: Awaited<ReturnType<typeof startTestApp>>;
afterEach(() => t.close());

const dir = (name: string) => mkdtempSync(join(tmpdir(), `slovo-${name}-`));
async function start(overrides: Parameters<typeof startTestApp>[0] = {}, speechEngine?: SpeechEngine) {
  t = await startTestApp({ photosDir: dir('photos'), speechDir: dir('speech'), ...overrides }, undefined, speechEngine ? { speechEngine } : {});
  await loadSampleVocabulary(t.app.db, t.clock.now());
}

interface Spoken {
  id: number;
  word: string;
  example: string | null;
  transcription: { uk: string | null; us: string | null };
  audio: { word: string | null; example: string | null };
}

const api = (path: string) => `/api/v1/${path}`;
const IPA = /^[a-zæɑɒɔəɛɜɪʊʌθðʃʒŋɡˈˌː. -]+$/u;

async function guestWithFeed(): Promise<{ v: Visitor; feed: Spoken[] }> {
  const v = t.visitor();
  await v.post(api('auth/guest'), { timezone: 'UTC' });
  return { v, feed: (await v.get(api('feeds/main?limit=30'))).json().data as Spoken[] };
}

/**
 * The audio behind a URL as a client gets it: a render still running after the server's one-second wait answers 503
 * and goes on, so the client asks again (on this loaded machine a sentence can take longer than that).
 */
async function fetchAudio(v: Visitor, url: string) {
  let res = await v.get(url);
  for (let tries = 0; res.statusCode === 503 && tries < 30; tries++) res = await v.get(url);
  return res;
}

/** Every card resource's two fields, in the shape docs/api.md promises. */
function expectSpoken(card: Spoken) {
  expect(card.transcription.uk ?? card.transcription.us, card.word).toMatch(IPA);
  expect(card.audio.word).toMatch(new RegExp(`^/speech/cards/${card.id}/word-[0-9a-f]{12}\\.opus$`));
  if (card.example) expect(card.audio.example).toMatch(new RegExp(`^/speech/cards/${card.id}/example-[0-9a-f]{12}\\.opus$`));
}

describe('card resources carry transcription and audio', () => {
  it('on the feed, the card page, the training session, the learning list and the match game', async () => {
    await start();
    const { v, feed } = await guestWithFeed();
    expect(feed.length).toBeGreaterThan(10);
    feed.forEach(expectSpoken);
    const water = feed.find((c) => c.word === 'water');
    if (water) expect(water.transcription).toEqual({ uk: 'ˈwɔːtə', us: 'ˈwɔːtər' });

    const shown = (await v.get(api(`cards/${feed[0]!.id}`))).json().data as Spoken;
    expect(shown.transcription).toEqual(feed[0]!.transcription);
    expect(shown.audio).toEqual(feed[0]!.audio);

    for (const c of feed.slice(0, 3)) expect((await v.post(api(`cards/${c.id}/decisions`), { id: randomUUID(), decision: 'learn' })).statusCode).toBe(201);
    const session = (await v.get(api('training/session'))).json().data as Array<{ card: Spoken }>;
    expect(session.length).toBeGreaterThan(0);
    session.forEach((i) => expectSpoken(i.card));
    const list = (await v.get(api('learning/cards?stage=learning'))).json().data as Spoken[];
    expect(list.map((c) => c.id).sort()).toEqual(feed.slice(0, 3).map((c) => c.id).sort());
    list.forEach(expectSpoken);

    const round = (await v.post(api('game/rounds'))).json().data as { words: Array<{ word: string; transcription: Spoken['transcription']; audio: Spoken['audio'] }> };
    for (const w of round.words) {
      expect(w.transcription.uk ?? w.transcription.us, w.word).toMatch(IPA);
      // By the word, not the card: a card id would give the pair away.
      expect(w.audio.word).toMatch(/^\/speech\/words\/[0-9a-f]{12}\/[^/]+\.opus$/);
      expect(decodeURIComponent(w.audio.word!.split('/').at(-1)!)).toBe(`${w.word}.opus`);
      expect(w.audio.example).toBeNull();
    }
    const tile = await fetchAudio(t.visitor(), round.words[0]!.audio.word!);
    expect(tile.statusCode).toBe(200);
    expect(tile.headers['content-type']).toBe('audio/ogg; codecs=opus');
  });

  it("and a learner's own card gets them too; an edited example gets new audio", async () => {
    await start();
    const v = t.visitor();
    await register(v);
    const suggested = (await v.get(api('cards/suggestions?word=lighthouse'))).json().data;
    expect(suggested.transcription.uk).toMatch(IPA);
    const photos = (await v.post(api('cards/photos'), { word: 'lighthouse', example: 'The lighthouse guides ships.' })).json().data as Array<{ id: string }>;
    const created = await v.post(api('cards'), { word: 'lighthouse', translation: 'маяк', example: 'The lighthouse guides ships.', photo: photos[0]!.id, tags: [], isPrivate: true });
    expect(created.statusCode, created.body).toBe(201);
    const card = created.json().data as Spoken;
    expectSpoken(card);
    expect(card.transcription).toEqual(suggested.transcription);
    expect((await fetchAudio(v, card.audio.example!)).statusCode).toBe(200);

    const example = 'The old lighthouse guides the ships home.';
    const newPhotos = (await v.post(api('cards/photos'), { word: 'lighthouse', example })).json().data as Array<{ id: string }>;
    const edited = await v.request({ method: 'PATCH', url: api(`cards/${card.id}`), payload: { example, photo: newPhotos[0]!.id } });
    expect(edited.statusCode, edited.body).toBe(200);
    const after = edited.json().data as Spoken;
    expect(after.audio.word).toBe(card.audio.word);
    expect(after.audio.example).not.toBe(card.audio.example);
    expect((await fetchAudio(v, after.audio.example!)).statusCode).toBe(200);
    // The old example is no longer what the card says: nothing renders it any more.
    expect((await t.visitor().get(card.audio.example!.replace('.opus', '.mp3'))).statusCode).toBe(404);

    // A word no open dictionary has: no transcription, and still its audio.
    const odd = (await v.get(api('cards/suggestions?word=zorblax'))).json().data;
    expect(odd.transcription).toEqual({ uk: null, us: null });
  });
});

describe('audio files', () => {
  it('are small Opus and MP3 at immutable URLs, rendered only for what a card says', async () => {
    await start();
    const { feed } = await guestWithFeed();
    const url = feed[0]!.audio.word!;
    const opus = await fetchAudio(t.visitor(), url);
    expect(opus.statusCode).toBe(200);
    expect(opus.headers['content-type']).toBe('audio/ogg; codecs=opus');
    expect(opus.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(opus.rawPayload.subarray(0, 4).toString('latin1')).toBe('OggS');
    expect(opus.rawPayload.length).toBeLessThanOrEqual(4096);
    const mp3 = await t.visitor().get(url.replace(/\.opus$/, '.mp3'));
    expect(mp3.headers['content-type']).toBe('audio/mpeg');
    expect(mp3.rawPayload.length).toBeGreaterThan(500);
    expect(mp3.rawPayload.length).toBeLessThanOrEqual(4096);
    // Another card's id, or a hash of other text: 404, nothing rendered.
    expect((await t.visitor().get(url.replace(`/cards/${feed[0]!.id}/`, `/cards/${feed[1]!.id}/`))).statusCode).toBe(404);
    expect((await t.visitor().get(url.replace(/-[0-9a-f]{12}\./, '-000000000000.'))).statusCode).toBe(404);
    expect((await t.visitor().get('/speech/words/000000000000/qwzxv.opus')).statusCode).toBe(404);
  });

  it('share the photo render limit per IP; stored audio is always served', async () => {
    await start({ photoRenders: { concurrency: 2, perMinute: 2 } });
    const { feed } = await guestWithFeed();
    const v = t.visitor();
    expect((await fetchAudio(v, feed[0]!.audio.word!)).statusCode).toBe(200);
    expect((await fetchAudio(v, feed[1]!.audio.word!)).statusCode).toBe(200);
    const third = await v.get(feed[2]!.audio.word!);
    expect(third.statusCode).toBe(429);
    expect(Number(third.headers['retry-after'])).toBeGreaterThan(0);
    expect((await fetchAudio(v, feed[0]!.audio.word!)).statusCode).toBe(200);
  });

  it('never keep a request waiting on the render queue for more than a second', async () => {
    const flite = fliteEngine();
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    // The real engine behind a gate: a render that takes as long as the test says.
    await start({}, { version: flite.version, render: async (text) => (await held, flite.render(text)) });
    const { feed } = await guestWithFeed();
    const started = Date.now();
    const first = await t.visitor().get(feed[0]!.audio.word!);
    expect(first.statusCode).toBe(503);
    expect(first.headers['retry-after']).toBe('1');
    expect(Date.now() - started).toBeLessThan(3000);
    release();
    // The render went on without the request: it lands, and the same URL is then served.
    expect((await fetchAudio(t.visitor(), feed[0]!.audio.word!)).statusCode).toBe(200);
  });
});
