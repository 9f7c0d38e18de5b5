import { expect } from 'vitest';
import { loadTestItems } from '../modules/vocabulary/test-items';
import type { Visitor } from './harness';

/** Takes the level test through the API like a learner who knows every word up to `knows` and honestly skips the rest. */
export async function takeTest(v: Visitor, entry: 'easy' | 'medium' | 'hard', knows: string[]) {
  const bank = loadTestItems();
  let res = (await v.post('/api/v1/level-test', { entry })).json().data;
  const id = res.id;
  while (!res.result) {
    expect(Object.keys(res.item).sort()).toEqual(['id', 'options', 'word']);
    const item = bank.get(res.item.id)!;
    const choice = !item.pseudo && knows.includes(item.level) ? item.answer : null;
    res = (await v.post(`/api/v1/level-test/${id}/answers`, { itemId: res.item.id, choice })).json().data;
  }
  return { id, result: res.result };
}
