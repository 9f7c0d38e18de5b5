import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { setAppScope } from '../../../shared/lib';
import { renderInScope } from '../../../test/render';
import { MemoryChart } from './Charts';

afterEach(() => {
  cleanup();
  setAppScope(null);
});

const retention = {
  requested: 0.9,
  measured: 0.86,
  measuredFrom: 40,
  predicted: 0.91,
  weekly: [
    { weekStart: '2026-10-05', reviews: 0, measured: null },
    { weekStart: '2026-10-12', reviews: 12, measured: 0.75 },
    { weekStart: '2026-10-19', reviews: 20, measured: 0.95 },
  ],
  safe: { of: 21, today: 18, inWeek: 7 },
  model: 'personal' as const,
};

describe('memory chart on the progress page', () => {
  it('shows weekly measured retention against the target and the safe words today and in a week (en)', () => {
    renderInScope(<MemoryChart retention={retention} />);
    expect(screen.getAllByTestId('chart-memory-week').map((w) => w.dataset.measured)).toEqual(['', '0.75', '0.95']);
    expect(screen.getByTestId('chart-memory-target').getAttribute('y1')).toBe(String(120 - 0.9 * 120));
    expect(screen.getByTestId('chart-memory-safe-today').textContent).toBe('18Safe today · of 21 words');
    expect(screen.getByTestId('chart-memory-safe-week').textContent).toBe('7Safe in a week without practice · of 21 words');
    expect(screen.getByTestId('chart-memory-model').textContent).toContain('fitted to your own reviews');
  });

  it('speaks Russian with its plural forms (ru)', () => {
    renderInScope(<MemoryChart retention={{ ...retention, safe: { of: 21, today: 18, inWeek: 7 }, model: 'default' }} />, { locale: 'ru' });
    expect(screen.getByTestId('chart-memory-safe-today').textContent).toBe('18Надёжно сегодня · из 21 слова');
    expect(screen.getByTestId('chart-memory-model').textContent).toContain('стандартной модели');
  });
});
