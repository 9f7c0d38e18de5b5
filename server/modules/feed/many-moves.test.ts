import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { startTestApp } from '../../test/harness';
import { loadSampleVocabulary } from '../../test/vocabulary';

/**
 * FREE_MOVES_PER_DAY may be set as high as 1,000,000. A day's selection holds that many cards and more: above about
 * 5,450 of them its insert passed SQLite's 32,766 bound parameters and the day's first feed request answered 500.
 */
it("gives a learner with 6,000 moves a day today's feed, every selected card once", async () => {
  const t = await startTestApp({ photosDir: mkdtempSync(join(tmpdir(), 'slovo-photos-')), freeMovesPerDay: 6000 });
  try {
    await loadSampleVocabulary(t.app.db, t.clock.now(), 2500);
    const v = t.visitor();
    const user = (await v.post('/api/v1/auth/guest', { timezone: 'UTC' })).json().data as { id: number };
    const res = await v.get('/api/v1/feeds/main?limit=50');
    expect(res.statusCode).toBe(200);
    expect(res.json().meta.moves).toMatchObject({ total: 6000, used: 0, left: 6000 });
    const selected = await t.app.db.selectFrom('feed_items').select(['card_id', 'position']).where('user_id', '=', user.id).execute();
    // Thousands of cards in one day's selection (one card per picture a day caps it below the 6,000 moves), inserted
    // in batches: a single statement for them all once passed SQLite's limit on bound parameters.
    expect(selected.length).toBeGreaterThan(2000);
    expect(new Set(selected.map((r) => r.position)).size).toBe(selected.length);
  } finally {
    await t.close();
  }
}, 60_000);
