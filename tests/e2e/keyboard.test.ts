import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { shouldCheck } from '../../server/modules/feed/check-question';
import { promptFor } from '../../server/modules/learning/training.service';
import { DESKTOP, PHONE } from '../support/browser';
import { poll, useAppAndBrowser } from '../support/journey';
import { becomeGuest, pageApi as api } from '../support/page-api';

/**
 * The feed, the match game and training with the keyboard alone, as a screen reader user hears them (issue 32):
 * every step is taken with page.keyboard; after each one the polite live region says what happened (the card, the
 * verdict with the right answer, the moves / pairs / cards left) and focus sits on a control that means something,
 * never on <body>. A last journey checks that `prefers-reduced-motion: reduce` turns the animations off.
 * Screenshots of the focus rings (light and dark) land in $SHOTS_DIR/a11y.
 */
const e2e = useAppAndBrowser();
const SHOTS = join(process.env.SHOTS_DIR ?? '/tmp/shots', 'a11y');
const DAY = 86_400_000;

interface Card {
  id: number;
  word: string;
  translation: string;
}

type Lang = 'en' | 'ru';
const plural = (lang: Lang, n: number, forms: { one: string; few?: string; many?: string; other: string }) => {
  const rule = new Intl.PluralRules(lang).select(n) as keyof typeof forms;
  return (forms[rule] ?? forms.other).replace('#', String(n));
};

/** What the live regions should say, written out here (not read from the app's strings) in both languages. */
const SAY = {
  en: {
    card: (c: Card) => `${c.word} — ${c.translation}.`,
    learn: (w: string) => `To learn: ${w}.`,
    know: (w: string) => `I know: ${w}.`,
    undone: (w: string) => `Taken back: ${w}.`,
    moves: (n: number) => plural('en', n, { one: '# move left.', other: '# moves left.' }),
    round: (n: number) => `A new round: ${n} pairs to match.`,
    selected: (x: string) => `Selected: ${x}. Now pick its pair.`,
    pair: (w: string, t: string) => `A pair: ${w} — ${t}.`,
    notPair: (w: string, t: string) => `Not a pair: ${w} — ${t}. Try again.`,
    pairs: (n: number) => plural('en', n, { one: '# pair left.', other: '# pairs left.' }),
    roundDone: 'Round complete.',
    prompts: { recognition: 'What does it mean?', recall: 'Which English word is it?', listening: 'Listen and recall the word', typed: 'Type the English word', 'typed-reverse': 'Type the translation', repeat: 'Once more' },
    cards: (n: number) => plural('en', n, { one: '# card left.', other: '# cards left.' }),
    right: (a: string) => `Right: ${a}.`,
    wrong: (a: string) => `Wrong. The right answer: ${a}.`,
    answered: { know: 'I know.', again: 'Keep learning.' },
    sessionDone: 'Session complete.',
  },
  ru: {
    card: (c: Card) => `${c.word} — ${c.translation}.`,
    learn: (w: string) => `Учить: ${w}.`,
    know: (w: string) => `Знаю: ${w}.`,
    undone: (w: string) => `Возвращено: ${w}.`,
    moves: (n: number) => plural('ru', n, { one: 'Остался # ход.', few: 'Осталось # хода.', many: 'Осталось # ходов.', other: 'Осталось # хода.' }),
    round: (n: number) => plural('ru', n, { one: 'Новый раунд: # пара.', few: 'Новый раунд: # пары.', many: 'Новый раунд: # пар.', other: 'Новый раунд: # пары.' }),
    selected: (x: string) => `Выбрано: ${x}. Теперь выберите пару.`,
    pair: (w: string, t: string) => `Пара: ${w} — ${t}.`,
    notPair: (w: string, t: string) => `Не пара: ${w} — ${t}. Попробуйте ещё.`,
    pairs: (n: number) => plural('ru', n, { one: 'Осталась # пара.', few: 'Осталось # пары.', many: 'Осталось # пар.', other: 'Осталось # пары.' }),
    roundDone: 'Раунд окончен.',
    prompts: { recognition: 'Что это значит?', recall: 'Какое это английское слово?', listening: 'Послушайте и вспомните слово', typed: 'Напишите слово по-английски', 'typed-reverse': 'Напишите перевод', repeat: 'Ещё раз' },
    cards: (n: number) => plural('ru', n, { one: 'Осталась # карточка.', few: 'Осталось # карточки.', many: 'Осталось # карточек.', other: 'Осталось # карточки.' }),
    right: (a: string) => `Верно: ${a}.`,
    wrong: (a: string) => `Неверно. Правильный ответ: ${a}.`,
    answered: { know: 'Знаю.', again: 'Продолжить учить.' },
    sessionDone: 'Тренировка окончена.',
  },
} as const;

async function newContext(locale: string, viewport: typeof PHONE): Promise<BrowserContext> {
  const context = await e2e.browser.newContext({ viewport, locale, deviceScaleFactor: 1, colorScheme: 'light' });
  await context.addInitScript(() => {
    localStorage.setItem('slovo.onboarding', 'done');
    localStorage.setItem('slovo.learningTourSeen', '1');
  });
  return context;
}

/** The live region's words (a repeated text carries a trailing no-break space, which trim() drops). */
const live = async (page: Page, testId: string) => ((await page.getByTestId(testId).textContent()) ?? '').trim();

/** Where keyboard focus is: the focused element's test id (or its nearest one), its tag and its accessible name. */
function focused(page: Page) {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body) return { testId: 'BODY', name: '' };
    const owner = el.closest('[data-testid]');
    const name = el.getAttribute('aria-label') ?? (el as HTMLInputElement).labels?.[0]?.textContent ?? el.textContent ?? '';
    return { testId: owner?.getAttribute('data-testid') ?? el.tagName, name: name.trim() };
  });
}

/** The focused control draws a visible ring: an outline at least 2 px wide (VKUI's or ours from app/a11y.css). */
async function expectRing(page: Page): Promise<void> {
  await poll(() =>
    page.evaluate(() => {
      const style = getComputedStyle(document.activeElement as Element);
      return style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 2 && style.outlineColor !== 'rgba(0, 0, 0, 0)';
    }),
  ).toBe(true);
}

/** Every control on screen has an accessible name (axe's naming rules, in the page's language), in this state too. */
async function expectNamedControls(page: Page, where: string): Promise<void> {
  const result = await new AxeBuilder({ page }).withRules(['button-name', 'link-name', 'input-button-name', 'label', 'aria-command-name', 'aria-input-field-name']).analyze();
  expect(result.violations.map((v) => `${where}: ${v.id} ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

/** Tab (forward only, as far as 60 stops) until the focused element is the one with this test id. */
async function tabTo(page: Page, testId: string): Promise<void> {
  for (let i = 0; i < 60; i++) {
    if ((await focused(page)).testId === testId) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached ${testId}`);
}

async function shoot(page: Page, name: string): Promise<void> {
  mkdirSync(SHOTS, { recursive: true });
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    await poll(() => page.evaluate(() => document.documentElement.className)).toContain(`--${scheme}`);
    await page.screenshot({ path: join(SHOTS, `${name}-${scheme}.png`) });
  }
  await page.emulateMedia({ colorScheme: 'light' });
}

/** A guest who chose "Learn" on `count` cards of today's feed through the API (the game and training need cards). */
async function guestWithCards(page: Page, count: number): Promise<{ userId: number; cards: Card[] }> {
  const userId = await becomeGuest(page, e2e.server.url);
  const feed = await api<{ data: Card[] }>(page, 'GET', 'feeds/main?limit=30');
  // One word per card and a one-word translation: typed and spoken prompts stay simple to answer.
  const cards = feed.body.data.filter((c) => /^[a-z]{4,}$/.test(c.word) && /^[а-яё]+$/i.test(c.translation)).slice(0, count);
  expect(cards).toHaveLength(count);
  for (const card of cards) expect((await api(page, 'POST', `cards/${card.id}/decisions`, { id: crypto.randomUUID(), decision: 'learn' })).status).toBe(201);
  return { userId, cards };
}

for (const [locale, viewport, size] of [
  ['ru-RU', PHONE, 'phone'],
  ['en-US', DESKTOP, 'desktop'],
] as const) {
  const lang: Lang = locale.startsWith('ru') ? 'ru' : 'en';
  const say = SAY[lang];

  describe(`keyboard and screen reader (${locale}, ${size})`, () => {
    it('decides feed cards with ←/→, undoes with Backspace and answers the check with a digit', async () => {
      const context = await newContext(locale, viewport);
      const page = await context.newPage();
      const errors: string[] = [];
      page.on('pageerror', (e) => errors.push(e.message));
      const userId = await becomeGuest(page, e2e.server.url);
      const feed = (await api<{ data: Card[] }>(page, 'GET', 'feeds/main?limit=30')).body.data;
      const byId = new Map(feed.map((c) => [c.id, c]));
      await page.goto(`${e2e.server.url}/`);
      const stack = page.getByTestId('feed-stack');
      await stack.waitFor();
      const top = async () => byId.get(Number(await page.getByTestId('feed-top-card').getAttribute('data-card-id')))!;
      const movesLeft = async () => Number(await page.getByTestId('moves-counter').getAttribute('data-left'));

      // The card takes focus with Tab; the region names it and the moves left.
      await tabTo(page, 'feed-stack');
      const first = await top();
      const moves = await movesLeft();
      await poll(() => live(page, 'feed-live')).toBe(`${say.card(first)} ${say.moves(moves)}`);
      expect((await focused(page)).name).toBe(`${first.word} — ${first.translation}`);
      await expectRing(page);
      expect(await stack.getAttribute('aria-keyshortcuts')).toBe('ArrowLeft ArrowRight');
      expect(await page.getByTestId('decide-learn').getAttribute('aria-keyshortcuts')).toBe('ArrowLeft');
      expect(await page.getByTestId('decide-know').getAttribute('aria-keyshortcuts')).toBe('ArrowRight');
      await shoot(page, `feed-${lang}-${size}`);

      // ← learn: the next card, one move fewer; focus stays on the stack, now named after the next card.
      await page.keyboard.press('ArrowLeft');
      await poll(async () => (await top()).id).not.toBe(first.id);
      const second = await top();
      await poll(() => live(page, 'feed-live')).toBe(`${say.learn(first.word)} ${say.card(second)} ${say.moves(moves - 1)}`);
      expect(await focused(page)).toEqual({ testId: 'feed-stack', name: `${second.word} — ${second.translation}` });

      // Backspace takes it back.
      await poll(() => page.getByTestId('undo').isEnabled()).toBe(true);
      await page.keyboard.press('Backspace');
      await poll(async () => (await top()).id).toBe(first.id);
      await poll(() => live(page, 'feed-live')).toBe(`${say.undone(first.word)} ${say.card(first)} ${say.moves(moves)}`);
      expect((await focused(page)).testId).toBe('feed-stack');

      // ← again, then → "I know" on the next card: a check question is answered with its digit when one is asked.
      await page.keyboard.press('ArrowLeft');
      await poll(async () => (await top()).id).toBe(second.id);
      await page.keyboard.press('ArrowRight');
      if (shouldCheck(userId, second.id)) {
        const modal = page.getByTestId('check-modal');
        await modal.waitFor();
        const options = (await page.getByTestId('check-option').allTextContents()).map((t) => t.trim());
        const right = options.indexOf(second.translation);
        expect(right).toBeGreaterThanOrEqual(0);
        await page.keyboard.press(String(right + 1));
        await poll(() => modal.getAttribute('data-state')).toBe('correct');
        expect((await focused(page)).testId).toBe('check-continue');
        await expectRing(page);
        await page.keyboard.press('Enter');
        await modal.waitFor({ state: 'detached' });
      }
      await poll(async () => (await top()).id).not.toBe(second.id);
      const third = await top();
      await poll(() => live(page, 'feed-live')).toBe(`${say.know(second.word)} ${say.card(third)} ${say.moves(moves - 2)}`);
      expect(['feed-stack', 'decide-know']).toContain((await focused(page)).testId);

      // The "Learn" button by Tab and Enter: focus stays on it for the next card.
      await tabTo(page, 'decide-learn');
      await page.keyboard.press('Enter');
      await poll(async () => (await top()).id).not.toBe(third.id);
      await poll(() => live(page, 'feed-live')).toBe(`${say.learn(third.word)} ${say.card(await top())} ${say.moves(moves - 3)}`);
      expect((await focused(page)).testId).toBe('decide-learn');
      await expectRing(page);
      await shoot(page, `feed-button-${lang}-${size}`);
      await expectNamedControls(page, 'feed');
      expect(errors).toEqual([]);
      await context.close();
    }, 180_000);

    it('plays a match round with arrows, Space and Enter', async () => {
      const context = await newContext(locale, viewport);
      const page = await context.newPage();
      const { userId } = await guestWithCards(page, 5);
      await page.goto(`${e2e.server.url}/game-match`);
      await page.getByTestId('game-board').waitFor();
      const round = await e2e.server.app.db.selectFrom('game_rounds').selectAll().where('user_id', '=', userId).orderBy('issued_at', 'desc').executeTakeFirstOrThrow();
      const pairs = JSON.parse(round.pairs) as Array<{ wordId: string; translationId: string }>;
      const text = async (side: 'game-word' | 'game-translation', id: string) => ((await page.locator(`[data-testid="${side}"][data-id="${id}"]`).textContent()) ?? '').trim();
      await poll(() => live(page, 'game-announcement')).toBe(say.round(pairs.length));
      expect(await page.getByTestId('game-keys-hint').count()).toBe(1);

      /** Arrow keys from the focused tile to the one wanted (left/right to its column, then up/down). */
      const moveTo = async (side: 'game-word' | 'game-translation', id: string) => {
        for (let i = 0; i < 12; i++) {
          const at = await page.evaluate(() => {
            const el = document.activeElement as HTMLElement;
            const column = Array.from(el.closest('[role="group"]')?.querySelectorAll('button') ?? []);
            return { side: el.dataset.testid, id: el.dataset.id, row: column.indexOf(el as HTMLButtonElement) };
          });
          if (at.side === side && at.id === id) return;
          if (at.side !== side) {
            await page.keyboard.press(side === 'game-word' ? 'ArrowLeft' : 'ArrowRight');
            continue;
          }
          const row = await page.locator(`[data-testid="${side}"]`).evaluateAll((els, wanted) => els.findIndex((e) => (e as HTMLElement).dataset.id === wanted), id);
          await page.keyboard.press(row > at.row ? 'ArrowDown' : 'ArrowUp');
        }
        throw new Error(`the arrows never reached ${side} ${id}`);
      };

      await tabTo(page, 'game-word');
      await shoot(page, `match-${lang}-${size}`);
      for (const [n, pair] of pairs.entries()) {
        const word = await text('game-word', pair.wordId);
        const translation = await text('game-translation', pair.translationId);
        await moveTo('game-word', pair.wordId);
        await page.keyboard.press('Space');
        await poll(() => live(page, 'game-announcement')).toBe(say.selected(word));
        if (n === 0) {
          // A wrong translation first: heard as "not a pair", the round goes on with the same pairs left.
          const other = pairs[1]!.translationId;
          await moveTo('game-translation', other);
          await page.keyboard.press('Enter');
          await poll(() => live(page, 'game-announcement')).toBe(`${say.notPair(word, await text('game-translation', other))} ${say.pairs(pairs.length)}`);
          expect((await focused(page)).testId).toBe('game-translation');
          await moveTo('game-word', pair.wordId);
          await page.keyboard.press('Space');
          await poll(() => live(page, 'game-announcement')).toBe(say.selected(word));
        }
        await moveTo('game-translation', pair.translationId);
        if (n === pairs.length - 1) {
          // The server takes no round quicker than a person can read it (700 ms a pair).
          await poll(async () => Number(await page.getByTestId('game-timer').getAttribute('data-ms')), { timeout: 30_000 }).toBeGreaterThan(pairs.length * 700 + 500);
        }
        await page.keyboard.press('Enter');
        const left = pairs.length - n - 1;
        await poll(() => live(page, 'game-announcement')).toBe(`${say.pair(word, translation)} ${left ? say.pairs(left) : say.roundDone}`);
        // The matched tile is out of play: focus moved to an open tile (or, at the end, to "Next round").
        await poll(async () => (await focused(page)).testId).toBe(left ? 'game-translation' : 'game-next-round');
        await expectRing(page);
        if (n === 1) {
          await shoot(page, `match-progress-${lang}-${size}`);
          await expectNamedControls(page, 'match');
        }
      }
      await page.getByTestId('game-summary').waitFor();
      await expectNamedControls(page, 'match summary');
      await context.close();
    }, 180_000);

    it('trains every prompt kind by keyboard, hearing the prompt, the verdict and the cards left', async () => {
      const context = await newContext(locale, viewport);
      const page = await context.newPage();
      const errors: string[] = [];
      page.on('pageerror', (e) => errors.push(e.message));
      const { userId, cards } = await guestWithCards(page, 5);
      // One card per prompt kind, due in this order (the server's own rule picks the prompt from stage and reps).
      const wanted = [
        ['learning', 'recognition'],
        ['learning', 'recall'],
        ['learning', 'listening'],
        ['repeating', 'typed'],
        ['fixing', 'typed-reverse'],
      ] as const;
      const now = Date.now();
      for (const [i, card] of cards.entries()) {
        const [stage, prompt] = wanted[i]!;
        const reps = [0, 1, 2, 3].find((r) => promptFor(card.id, r, stage) === prompt)!;
        await e2e.server.app.db
          .updateTable('user_cards')
          .set({ stage, state: 2, stability: 5, difficulty: 5, reps, due: now - (5 - i) * DAY, last_review: now - 6 * DAY })
          .where('user_id', '=', userId)
          .where('card_id', '=', card.id)
          .execute();
      }
      const byId = new Map(cards.map((c) => [c.id, c]));
      await page.goto(`${e2e.server.url}/training`);
      const card = page.getByTestId('training-card');
      let lastAnswer: 'know' | 'again' | null = null;
      const seen: string[] = [];
      const prompts = new Set<string>();
      let missedRecall = false;

      for (let step = 0; step < 10; step++) {
        await Promise.race([card.waitFor(), page.getByTestId('training-summary').waitFor()]);
        if (await page.getByTestId('training-summary').count()) break;
        const c = byId.get(Number(await card.getAttribute('data-card-id')))!;
        const prompt = (await card.getAttribute('data-prompt')) as keyof typeof say.prompts;
        const total = Number((await page.getByTestId('training-counter').textContent())!.split('/')[1]);
        const n = Number((await page.getByTestId('training-counter').textContent())!.split('/')[0]);
        prompts.add(prompt);
        const repeat = seen.includes(`${c.id}`);
        seen.push(`${c.id}`);
        const cue = prompt === 'recognition' || prompt === 'typed-reverse' ? ` ${c.word}` : prompt === 'listening' ? '' : ` ${c.translation}`;
        const heading = `${lastAnswer ? `${say.answered[lastAnswer]} ` : ''}${repeat ? say.prompts.repeat : say.prompts[prompt]}${cue}`;
        await poll(() => live(page, 'training-live')).toBe(`${heading} ${say.cards(total - n + 1)}`);
        if (step === 0) await shoot(page, `training-${lang}-${size}`);

        if (prompt === 'recognition' || prompt === 'listening') {
          // Focus is on "Show"; space reveals, → knows.
          await poll(async () => (await focused(page)).testId).toBe('training-show');
          await page.keyboard.press('Space');
          await poll(() => live(page, 'training-live')).toBe(`${c.word} — ${c.translation}.`);
          await poll(async () => (await focused(page)).testId).toBe('training-know');
          await expectRing(page);
          await expectNamedControls(page, `training ${prompt}`);
          await page.keyboard.press('ArrowRight');
          lastAnswer = 'know';
        } else if (prompt === 'recall') {
          await poll(async () => (await focused(page)).testId).toBe('training-option');
          const options = (await page.getByTestId('training-option').allTextContents()).map((t) => t.replace(/^\d/, '').trim());
          const right = options.indexOf(c.word);
          expect(right).toBeGreaterThanOrEqual(0);
          // The first time a wrong digit: heard as wrong with the right word; Enter on "Keep learning" goes on.
          const pick = missedRecall ? right : (right + 1) % options.length;
          await page.keyboard.press(String(pick + 1));
          await poll(() => live(page, 'training-live')).toBe(pick === right ? say.right(c.word) : say.wrong(c.word));
          await poll(async () => (await focused(page)).testId).toBe(pick === right ? 'training-know' : 'training-again');
          await expectRing(page);
          if (!missedRecall) await shoot(page, `training-recall-${lang}-${size}`);
          await page.keyboard.press('Enter');
          lastAnswer = pick === right ? 'know' : 'again';
          missedRecall = true;
        } else {
          // Typed: the field has focus; typing and Enter check, Enter again goes on.
          await poll(async () => (await focused(page)).testId).toBe('typed-input');
          const answer = prompt === 'typed' ? c.word : c.translation;
          await page.keyboard.type(answer);
          await page.keyboard.press('Enter');
          await poll(() => live(page, 'training-live')).toBe(say.right(answer));
          await poll(async () => (await focused(page)).testId).toBe('typed-next');
          await expectRing(page);
          if (prompt === 'typed') await shoot(page, `training-typed-${lang}-${size}`);
          await page.keyboard.press('Enter');
          lastAnswer = 'know';
        }
        await poll(async () => (await page.getByTestId('training-summary').count()) > 0 || Number((await page.getByTestId('training-counter').textContent().catch(() => '0/0'))!.split('/')[0]) > n).toBe(true);
      }
      expect([...new Set(seen)]).toHaveLength(5);
      expect(prompts).toEqual(new Set(wanted.map(([, prompt]) => prompt)));
      await page.getByTestId('training-summary').waitFor();
      await poll(() => live(page, 'training-live')).toBe(say.sessionDone);
      await expectNamedControls(page, 'training summary');
      expect((await focused(page)).testId).not.toBe('BODY');
      expect(errors).toEqual([]);
      await context.close();
    }, 240_000);
  });
}

describe('reduced motion', () => {
  /** Every CSS transition and animation that starts from now on, with its longest duration in seconds. */
  const recordMotion = (page: Page) =>
    page.evaluate(() => {
      const seconds = (list: string) => Math.max(...list.split(',').map((v) => (v.trim().endsWith('ms') ? parseFloat(v) / 1000 : parseFloat(v))));
      const log: Array<{ kind: string; what: string; s: number }> = [];
      (window as unknown as { __motion: typeof log }).__motion = log;
      document.addEventListener('transitionrun', (e) => log.push({ kind: 'transition', what: e.propertyName, s: seconds(getComputedStyle(e.target as Element).transitionDuration) }));
      document.addEventListener('animationstart', (e) => log.push({ kind: 'animation', what: e.animationName, s: seconds(getComputedStyle(e.target as Element).animationDuration) }));
    });
  const longest = (page: Page) => page.evaluate(() => Math.max(0, ...(window as unknown as { __motion: Array<{ s: number }> }).__motion.map((m) => m.s)));

  for (const motion of ['no-preference', 'reduce'] as const) {
    it(`${motion === 'reduce' ? 'turns off' : 'plays'} the feed's swipe and training's card animations (${motion})`, async () => {
      const context = await newContext('en-US', PHONE);
      const page = await context.newPage();
      await page.emulateMedia({ reducedMotion: motion });
      await guestWithCards(page, 2);
      const expectMotion = async () => {
        if (motion === 'reduce') expect(await longest(page)).toBeLessThan(0.001);
        else expect(await longest(page)).toBeGreaterThanOrEqual(0.15);
      };

      // The feed: ← sends the card off (a flight of 180–320 ms, or at once).
      await page.goto(`${e2e.server.url}/`);
      await page.getByTestId('feed-stack').waitFor();
      const first = await page.getByTestId('feed-top-card').getAttribute('data-card-id');
      await recordMotion(page);
      await page.keyboard.press('ArrowLeft');
      await poll(() => page.getByTestId('feed-top-card').getAttribute('data-card-id')).not.toBe(first);
      await expectMotion();

      // Training: the answer's reveal, the card's flight and the next card's entry.
      await page.goto(`${e2e.server.url}/training`);
      const card = page.getByTestId('training-card');
      await card.waitFor();
      await recordMotion(page);
      const position = await page.getByTestId('training-panel').getAttribute('data-position');
      const prompt = await card.getAttribute('data-prompt');
      if (prompt === 'recall') await page.keyboard.press('1');
      else if (prompt === 'recognition' || prompt === 'listening') await page.keyboard.press('Space');
      else {
        await page.keyboard.type('x');
        await page.keyboard.press('Enter');
      }
      await page.getByTestId('training-answer').or(page.getByTestId('training-verdict')).or(page.getByTestId('typed-verdict')).first().waitFor();
      await page.keyboard.press(prompt?.startsWith('typed') ? 'Enter' : 'ArrowRight');
      await poll(() => page.getByTestId('training-panel').getAttribute('data-position')).not.toBe(position);
      await expectMotion();
      await context.close();
    }, 120_000);
  }
});
