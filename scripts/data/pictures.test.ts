import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_DATA_DIR, type VocabularyEntry } from '../../server/modules/vocabulary/data-schema';
import { readBaseVocabulary } from '../../server/modules/vocabulary/loader';
import { emojiKey, pictureData } from '../../server/modules/photos/pictures';
import { buildPictures } from './pictures-build';
import { PICTURE_FLOORS, entryPicture, firstDayPictures, picturesPerLevel } from './verify-pictures';

/** The card pictures of the COMMITTED data (data/pictures.json.gz against the base vocabulary). */

let entries: VocabularyEntry[];
beforeAll(() => {
  entries = readBaseVocabulary().entries;
});

describe('card pictures', () => {
  it('data/pictures.json.gz is what npm run data:pictures builds from the icon sets and data/pictures.json', () => {
    const committed = JSON.parse(gunzipSync(readFileSync(join(DEFAULT_DATA_DIR, 'pictures.json.gz'))).toString('utf8'));
    expect(committed).toEqual(buildPictures());
  });

  it('draws every emoji hint of the vocabulary', () => {
    const d = pictureData();
    expect(entries.filter((e) => e.emoji && !d.emoji[emojiKey(e.emoji)]).map((e) => `${e.id} ${e.emoji}`)).toEqual([]);
  });

  it('keeps each level at or above its share of cards with a picture', () => {
    for (const r of picturesPerLevel(entries)) expect(r.share, r.level).toBeGreaterThanOrEqual(PICTURE_FLOORS[r.level]);
  });

  it('never shows the wrong sense the issue names: lovers, a thumbs-down, theatre masks, a name badge', () => {
    const wrong: Record<string, string[]> = {
      couple: ['couple-with-heart', 'kiss'],
      sound: ['thumbs-down'],
      mask: ['performing-arts'],
      name: ['name-badge'],
    };
    for (const e of entries.filter((x) => wrong[x.headword])) {
      const p = entryPicture(e);
      const drawn = p.kind === 'picture' ? [...p.main, ...p.companions] : [];
      for (const bad of wrong[e.headword]!) expect(drawn.filter((id) => id.endsWith(`:${bad}`)), e.id).toEqual([]);
    }
  });

  it("gives no two cards of a new learner's first day the same picture, at every level", async () => {
    for (const r of await firstDayPictures()) {
      expect(r.cards, r.level).toBe(30);
      expect(r.distinct, r.level).toBe(r.pictured);
    }
  });
});
