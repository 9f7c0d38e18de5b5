import { allSettled, fork } from 'effector';
import { describe, expect, it } from 'vitest';
import { createPagedList, type Page } from './paged-list';

type Item = { id: number };
const page = (ids: number[], nextCursor: string | null): Page<Item> => ({ data: ids.map((id) => ({ id })), meta: { nextCursor } });

/** A page source the test answers by hand, so the order of answers is the test's to choose. */
function pages() {
  const calls: Array<{ key: string; cursor: string | null; answer: (p: Page<Item>) => void; fail: () => void }> = [];
  const fetchPage = (key: string, cursor: string | null) =>
    new Promise<Page<Item>>((resolve, reject) => calls.push({ key, cursor, answer: resolve, fail: () => reject(new Error('offline')) }));
  return { calls, fetchPage };
}

describe('createPagedList', () => {
  it('shows the first page, appends later ones without repeating an item, and stops at the last', async () => {
    const src = pages();
    const list = createPagedList(src.fetchPage);
    const scope = fork();
    const loading = allSettled(list.load, { scope, params: 'a' });
    expect(scope.getState(list.$state).status).toBe('loading');
    src.calls[0]!.answer(page([1, 2], 'c2'));
    await loading;
    expect(scope.getState(list.$state)).toMatchObject({ key: 'a', status: 'ready', nextCursor: 'c2' });

    const more = allSettled(list.more, { scope });
    expect(scope.getState(list.$loadingMore)).toBe(true);
    expect(src.calls[1]).toMatchObject({ key: 'a', cursor: 'c2' });
    src.calls[1]!.answer(page([2, 3], null)); // 2 moved to the next page while the learner read
    await more;
    expect(scope.getState(list.$state).items.map((i) => i.id)).toEqual([1, 2, 3]);
    expect(scope.getState(list.$loadingMore)).toBe(false);

    await allSettled(list.more, { scope });
    expect(src.calls).toHaveLength(2); // no next page: nothing asked
  });

  it('drops an answer for a list no longer shown', async () => {
    const src = pages();
    const list = createPagedList(src.fetchPage);
    const scope = fork();
    const first = allSettled(list.load, { scope, params: 'a' });
    const second = allSettled(list.load, { scope, params: 'b' });
    src.calls[1]!.answer(page([10], null));
    src.calls[0]!.answer(page([1], null)); // the old list's answer arrives last
    await Promise.all([first, second]);
    expect(scope.getState(list.$state)).toMatchObject({ key: 'b', items: [{ id: 10 }] });
  });

  it('shows an error for a failed first page, and keeps what is shown when a later page fails', async () => {
    const src = pages();
    const list = createPagedList(src.fetchPage);
    const scope = fork();
    const failing = allSettled(list.load, { scope, params: 'a' });
    src.calls[0]!.fail();
    await failing;
    expect(scope.getState(list.$state).status).toBe('error');

    const retry = allSettled(list.load, { scope, params: 'a' });
    src.calls[1]!.answer(page([1], 'c2'));
    await retry;
    const more = allSettled(list.more, { scope });
    src.calls[2]!.fail();
    await more;
    expect(scope.getState(list.$state)).toMatchObject({ status: 'ready', items: [{ id: 1 }], nextCursor: 'c2' });
  });

  it('asks for one next page at a time', async () => {
    const src = pages();
    const list = createPagedList(src.fetchPage);
    const scope = fork();
    const loading = allSettled(list.load, { scope, params: 'a' });
    src.calls[0]!.answer(page([1], 'c2'));
    await loading;
    const more = allSettled(list.more, { scope });
    const again = allSettled(list.more, { scope }); // a second tap while the page is on its way
    expect(src.calls.filter((c) => c.cursor === 'c2')).toHaveLength(1);
    src.calls[1]!.answer(page([2], null));
    await Promise.all([more, again]);
    expect(scope.getState(list.$state).items.map((i) => i.id)).toEqual([1, 2]);
  });
});
