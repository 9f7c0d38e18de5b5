import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { applyVerdicts, verdictsInForce } from './apply-review';
import type { Overrides } from './overrides';

/** The verdict files → overrides.json step (data/review/*.out.tsv, amend.tsv). */

function reviewDir(files: Record<string, string[]>): string {
  const dir = mkdtempSync(join(tmpdir(), 'slovo-review-'));
  for (const [name, lines] of Object.entries(files)) writeFileSync(join(dir, name), `${lines.join('\n')}\n`);
  return dir;
}
const row = (...cols: string[]) => [...cols, '', '', '', '', '', '', ''].slice(0, 7).join('\t');
const fresh = (): Overrides => ({ entries: { 'old~n': { translations: ['старый'] } }, reviewedOk: ['kept~n'], posChecked: {} });

describe('apply-review', () => {
  it('turns ok, fix and drop verdicts into reviewedOk and entries, idempotently', () => {
    const dir = reviewDir({
      'batch-1.out.tsv': [
        '# id\tverdict\t…',
        row('cat~n', 'ok'),
        row('navy~n', 'fix', 'военно-морской флот; флот', 'The navy has new ships.', 'У флота новые корабли.', '', 'wrong sense'),
        row('finger~n', 'fix', '', '', '', 'a1'),
        row('snail~n', 'fix', '', '', '', '', 'b1'),
        row('gun~n', 'fix', '', '-'),
        row('bourbon~n', 'drop'),
        '# done 6 rows, 4 fixes, 1 drops',
      ],
    });
    const o = fresh();
    const { byId } = verdictsInForce(dir);
    const { newExample } = applyVerdicts(o, byId);
    expect(o.reviewedOk).toEqual(['cat~n', 'kept~n']);
    expect(o.entries['navy~n']).toEqual({ translations: ['военно-морской флот', 'флот'], example: { en: 'The navy has new ships.', ru: 'У флота новые корабли.' } });
    expect(o.entries['finger~n']).toEqual({ level: 'a1' });
    // a level written in the note column is read as the level
    expect(o.entries['snail~n']).toEqual({ level: 'b1' });
    expect(o.entries['gun~n']).toEqual({ example: null });
    expect(o.entries['bourbon~n']).toEqual({ drop: true });
    expect(o.entries['old~n']).toEqual({ translations: ['старый'] });
    // examples and levels to be gated again
    expect([...newExample].sort()).toEqual(['finger~n', 'gun~n', 'navy~n', 'snail~n']);
    const once = JSON.stringify(o);
    applyVerdicts(o, verdictsInForce(dir).byId);
    expect(JSON.stringify(o)).toBe(once);
  });

  it('amend.tsv corrects a reviewer: a fix keeps the fields it leaves empty, ok rejects the fix, posok is kept apart', () => {
    const dir = reviewDir({
      'batch-1.out.tsv': [
        row('fatal~adj', 'fix', 'смертельный; роковой', 'The snake bite is fatal.', 'Укус змеи смертелен.'),
        row('relief~n', 'fix', 'рельеф; облегчение'),
      ],
      'amend.tsv': [row('fatal~adj', 'fix', '', 'The mistake was not fatal.', 'Ошибка не оказалась роковой.'), row('relief~n', 'ok'), row('dove~n', 'posok')],
    });
    const o = fresh();
    const { byId, posOk } = verdictsInForce(dir);
    applyVerdicts(o, byId);
    expect(o.entries['fatal~adj']).toEqual({ translations: ['смертельный', 'роковой'], example: { en: 'The mistake was not fatal.', ru: 'Ошибка не оказалась роковой.' } });
    expect(o.entries['relief~n']).toBeUndefined();
    expect(o.reviewedOk).toContain('relief~n');
    expect([...posOk]).toEqual(['dove~n']);
  });

  it('refuses a malformed line and a new example without its Russian side', () => {
    expect(() => verdictsInForce(reviewDir({ 'a.out.tsv': [row('cat~n', 'maybe')] }))).toThrow(/bad line/);
    expect(() => verdictsInForce(reviewDir({ 'a.out.tsv': [row('cat~n', 'fix', '', '', '', 'z9')] }))).toThrow(/bad level/);
    const { byId } = verdictsInForce(reviewDir({ 'a.out.tsv': [row('cat~n', 'fix', '', 'The cat sleeps.')] }));
    expect(() => applyVerdicts(fresh(), byId)).toThrow(/Russian side/);
  });
});
