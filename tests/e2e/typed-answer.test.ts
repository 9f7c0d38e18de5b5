import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { promptFor } from '../../server/modules/learning/training.service';
import { DESKTOP, openPage, PHONE } from '../support/browser';
import { becomeGuest, pageApi as api } from '../support/page-api';
import { poll, useAppAndBrowser } from '../support/journey';

/**
 * The typed-answer prompt (issue 32): a card being repeated asks for the English word from the Russian, one being
 * fixed for the Russian from the English. A one-letter typo and ё/е count as right with the spelling shown, a wrong
 * answer is "again"; the server records each with its prompt. With the on-screen keyboard open (a 390×844 phone's
 * visual viewport shrinks to about 500 px) the cue, the field and the buttons stay in view.
 */
const e2e = useAppAndBrowser();
const SHOTS = join(process.env.SHOTS_DIR ?? '/tmp/shots', 'recovery');
const DAY = 86_400_000;

interface Card {
  id: number;
  word: string;
  translation: string;
}

/** A guest with three cards to train: two being repeated (typed), one being fixed (typed-reverse), in that order. */
async function guestWithTypedCards(page: Page): Promise<{ userId: number; cards: Card[] }> {
  const userId = await becomeGuest(page, e2e.server.url);
  const feed = await api<{ data: Card[] }>(page, 'GET', 'feeds/main?limit=30');
  // Words of four letters or more (a typo is forgiven there) with a single-word translation.
  const cards = feed.body.data.filter((c) => c.word.length >= 5 && /^[a-z]+$/.test(c.word) && /^[а-яё]+$/i.test(c.translation)).slice(0, 3);
  expect(cards).toHaveLength(3);
  for (const card of cards) expect((await api(page, 'POST', `cards/${card.id}/decisions`, { id: crypto.randomUUID(), decision: 'learn' })).status).toBe(201);
  const now = Date.now();
  for (const [i, card] of cards.entries()) {
    const stage = i < 2 ? 'repeating' : 'fixing';
    const want = i < 2 ? 'typed' : 'typed-reverse';
    // The repetition count that gives this card the typed prompt at its stage (the server's own rule).
    const reps = [0, 1, 2, 3].find((r) => promptFor(card.id, r, stage) === want)!;
    await e2e.server.app.db
      .updateTable('user_cards')
      .set({ stage, state: 2, stability: 5, difficulty: 5, reps, due: now - (3 - i) * DAY, last_review: now - 6 * DAY })
      .where('user_id', '=', userId)
      .where('card_id', '=', card.id)
      .execute();
  }
  return { userId, cards };
}

const reviews = (userId: number) =>
  e2e.server.app.db.selectFrom('reviews').select(['card_id', 'rating', 'prompt']).where('user_id', '=', userId).orderBy('reviewed_at').execute();

/** Swaps two letters in the middle: a typo, not another word. */
const withTypo = (word: string) => word.slice(0, 2) + word[3] + word[2] + word.slice(4);

describe('typed answers in training', () => {
  for (const [locale, viewport, size] of [
    ['en-US', PHONE, 'phone'],
    ['ru-RU', DESKTOP, 'desktop'],
  ] as const) {
    it(`grade a spelled word: a typo counts, a wrong word does not (${locale}, ${size})`, async () => {
      const { page, context, errors } = await openPage(e2e.browser, viewport, locale);
      const { userId, cards } = await guestWithTypedCards(page);
      await page.goto(`${e2e.server.url}/training`);
      const form = page.getByTestId('typed-answer');
      const input = page.getByTestId('typed-input');

      // 1. Repeating: the Russian is shown, the English word is typed with a swapped pair of letters.
      await form.waitFor();
      expect(await form.getAttribute('data-kind')).toBe('typed');
      expect(await page.getByTestId('typed-cue').innerText()).toBe(cards[0]!.translation);
      if (size === 'phone') {
        // The on-screen keyboard takes the lower 340 px: the cue, the field and the buttons stay above it.
        await page.setViewportSize({ width: 390, height: 504 });
        await input.click();
        for (const id of ['typed-cue', 'typed-input', 'typed-check']) {
          const box = (await page.getByTestId(id).boundingBox())!;
          expect(box.y, id).toBeGreaterThanOrEqual(0);
          expect(box.y + box.height, id).toBeLessThanOrEqual(504);
        }
        mkdirSync(SHOTS, { recursive: true });
        await page.screenshot({ path: join(SHOTS, `typed-keyboard-${locale}-${size}.png`) });
      }
      await input.fill(withTypo(cards[0]!.word).toUpperCase());
      await input.press('Enter');
      await poll(() => form.getAttribute('data-verdict')).toBe('typo');
      expect(await page.getByTestId('typed-correct').innerText()).toBe(cards[0]!.word);
      mkdirSync(SHOTS, { recursive: true });
      await page.screenshot({ path: join(SHOTS, `typed-typo-${locale}-${size}.png`) });
      await page.getByTestId('typed-next').click();
      if (size === 'phone') await page.setViewportSize(viewport);

      // 2. Another word entirely: not right, shown the answer, counted as "again".
      await poll(() => page.getByTestId('typed-cue').innerText()).toBe(cards[1]!.translation);
      await input.fill('zzzz');
      await page.getByTestId('typed-check').click();
      await poll(() => form.getAttribute('data-verdict')).toBe('wrong');
      expect(await page.getByTestId('typed-correct').innerText()).toBe(cards[1]!.word);
      await page.screenshot({ path: join(SHOTS, `typed-wrong-${locale}-${size}.png`) });
      // Keyboard only: Enter goes on.
      await page.keyboard.press('Enter');

      // 3. Fixing: the English word is shown, the translation typed (ё written as е counts).
      await poll(() => form.getAttribute('data-kind')).toBe('typed-reverse');
      expect(await page.getByTestId('typed-cue').innerText()).toBe(cards[2]!.word);
      await input.fill(cards[2]!.translation.replace(/ё/g, 'е'));
      await page.keyboard.press('Enter');
      await poll(() => form.getAttribute('data-verdict')).toBe('exact');
      await page.keyboard.press('Enter');

      await poll(async () => (await reviews(userId)).map((r) => [r.card_id, r.rating, r.prompt])).toEqual([
        [cards[0]!.id, 3, 'typed'],
        [cards[1]!.id, 1, 'typed'],
        [cards[2]!.id, 3, 'typed-reverse'],
      ]);
      expect(errors).toEqual([]);
      await context.close();
    }, 180_000);
  }
});
