/** A tile on the board: its column (0 English, 1 Russian) and row. */
export interface Cell {
  column: number;
  row: number;
}

/**
 * Where an arrow key moves focus on the board (`open[column][row]`: the tile still takes taps): ↑/↓ to the nearest
 * open tile in the column, ←/→ to the other column's open tile nearest the same row. Null: nowhere to go.
 */
export function moveOnBoard(open: readonly (readonly boolean[])[], from: Cell, key: string): Cell | null {
  if (key === 'ArrowUp' || key === 'ArrowDown') {
    const step = key === 'ArrowUp' ? -1 : 1;
    const column = open[from.column] ?? [];
    for (let row = from.row + step; row >= 0 && row < column.length; row += step) if (column[row]) return { column: from.column, row };
    return null;
  }
  if (key === 'ArrowLeft' || key === 'ArrowRight') {
    const target = from.column + (key === 'ArrowLeft' ? -1 : 1);
    const column = open[target];
    if (!column) return null;
    for (let d = 0; d < column.length; d++) {
      for (const row of [from.row - d, from.row + d]) if (row >= 0 && row < column.length && column[row]) return { column: target, row };
    }
  }
  return null;
}
