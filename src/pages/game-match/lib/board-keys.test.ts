import { describe, expect, it } from 'vitest';
import { moveOnBoard } from './board-keys';

// Two columns of four; matched tiles (false) are skipped.
const open = [
  [true, false, true, true],
  [false, true, true, false],
];

describe('arrow keys on the match board', () => {
  it('moves up and down a column past matched tiles, and stops at its ends', () => {
    expect(moveOnBoard(open, { column: 0, row: 0 }, 'ArrowDown')).toEqual({ column: 0, row: 2 });
    expect(moveOnBoard(open, { column: 0, row: 2 }, 'ArrowUp')).toEqual({ column: 0, row: 0 });
    expect(moveOnBoard(open, { column: 0, row: 0 }, 'ArrowUp')).toBeNull();
    expect(moveOnBoard(open, { column: 1, row: 2 }, 'ArrowDown')).toBeNull();
  });

  it('crosses to the open tile of the other column nearest the same row', () => {
    expect(moveOnBoard(open, { column: 0, row: 2 }, 'ArrowRight')).toEqual({ column: 1, row: 2 });
    expect(moveOnBoard(open, { column: 0, row: 0 }, 'ArrowRight')).toEqual({ column: 1, row: 1 });
    expect(moveOnBoard(open, { column: 1, row: 1 }, 'ArrowLeft')).toEqual({ column: 0, row: 0 });
    expect(moveOnBoard(open, { column: 0, row: 3 }, 'ArrowLeft')).toBeNull();
    expect(moveOnBoard([[true], [false]], { column: 0, row: 0 }, 'ArrowRight')).toBeNull();
  });

  it('ignores other keys', () => {
    expect(moveOnBoard(open, { column: 0, row: 0 }, 'Enter')).toBeNull();
  });
});
