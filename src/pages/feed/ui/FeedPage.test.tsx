import { cleanup, screen, within } from '@testing-library/react';
import { ViewWidth } from '@vkontakte/vkui';
import { fork } from 'effector';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { $sessionStatus } from '../../../entities/session';
import { $user } from '../../../entities/user';
import { setAppScope } from '../../../shared/lib';
import { json } from '../../../test/fetch-stub';
import { fakeFeedServer, feedMoves } from '../../../test/feed-server';
import { aCard, aGuest } from '../../../test/fixtures';
import { renderInScope, type ViewWidthValue } from '../../../test/render';
import { FeedPage } from './FeedPage';

// The screen is the router's active panel (the feed opens its stack only then).
vi.mock('@vkontakte/vk-mini-apps-router', async (original) => ({
  ...(await original<typeof import('@vkontakte/vk-mini-apps-router')>()),
  useActiveVkuiLocation: () => ({ view: 'feed', panel: 'main' }),
}));

afterEach(() => {
  cleanup();
  setAppScope(null);
  vi.unstubAllGlobals();
});

const THINK = aCard({ id: 1, word: 'think', translation: 'думать', partOfSpeech: 'verb', example: 'What do you think?', exampleTranslation: 'Что ты думаешь?' });

function renderFeed(viewWidth: ViewWidthValue, locale: 'en' | 'ru' = 'en') {
  fakeFeedServer({
    'GET /api/v1/feeds/main': () =>
      json(200, {
        data: [THINK, aCard({ id: 2 })],
        meta: { nextCursor: null, moves: feedMoves(0), limits: { repeatToday: { used: 0, max: 25 }, total: { used: 0, max: 50 } }, level: 'a1', levelUp: null },
      }),
  });
  const scope = fork({ values: [[$user, aGuest({ locale })], [$sessionStatus, 'ready']] });
  return renderInScope(<FeedPage nav="main" />, { scope, locale, viewWidth });
}

describe('the feed on a wide screen (issue 18)', () => {
  it('puts the top card’s meaning beside the stack, with the buttons and the keys the feed answers to', async () => {
    renderFeed(ViewWidth.DESKTOP);
    const details = await screen.findByTestId('feed-details');
    expect(details.getAttribute('data-card-id')).toBe('1');
    expect(within(details).getByTestId('card-translation').textContent).toBe('думать');
    expect(within(details).getByTestId('feed-details-pos').textContent).toBe('verb');
    expect(within(details).getByTestId('card-level').textContent).toBe('A1');
    expect(details.textContent).toContain('What do you think?');
    expect(details.textContent).toContain('Что ты думаешь?');
    expect(within(details).getByTestId('decide-know')).toBeTruthy();
    expect(within(details).getByTestId('decide-learn')).toBeTruthy();
    const keys = within(details).getByTestId('feed-keys-hint');
    expect(Array.from(keys.querySelectorAll('kbd')).map((k) => k.textContent)).toEqual(expect.arrayContaining(['→', '←', 'Backspace', 'Z']));
    // The card in the stack carries its word only; the meaning is not said twice.
    const top = screen.getByTestId('feed-top-card');
    expect(within(top).getByTestId('card-word').textContent).toBe('think');
    expect(within(top).queryByTestId('card-translation')).toBeNull();
  });

  it('names the part of speech in Russian for a Russian interface', async () => {
    renderFeed(ViewWidth.DESKTOP, 'ru');
    expect((await screen.findByTestId('feed-details-pos')).textContent).toBe('глагол');
    expect(screen.getByTestId('feed-keys-hint').textContent).toContain('знаю');
  });

  it('keeps the phone layout on a phone: the card with its text, the buttons under the stack, no side panel', async () => {
    renderFeed(ViewWidth.MOBILE);
    const top = await screen.findByTestId('feed-top-card');
    expect(within(top).getByTestId('card-translation').textContent).toBe('думать');
    expect(screen.queryByTestId('feed-details')).toBeNull();
    expect(screen.getByTestId('decide-know')).toBeTruthy();
  });
});
