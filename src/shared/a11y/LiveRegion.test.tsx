import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { LiveRegion } from './LiveRegion';

afterEach(cleanup);

describe('the live region', () => {
  it('is a polite status region whose text follows the steps, a repeated text told apart for the screen reader', () => {
    const { rerender } = render(<LiveRegion text="" step={0} testId="live" />);
    const region = screen.getByTestId('live');
    expect(region.getAttribute('role')).toBe('status');
    expect(region.getAttribute('aria-live')).toBe('polite');
    expect(region.textContent).toBe('');
    rerender(<LiveRegion text="Not a pair." step={1} testId="live" />);
    expect(region.textContent).toBe('Not a pair.');
    // The same words for a new step change the node's text, so it is read again; an unchanged step changes nothing.
    rerender(<LiveRegion text="Not a pair." step={2} testId="live" />);
    expect(region.textContent).toBe('Not a pair.\u00a0');
    rerender(<LiveRegion text="Not a pair." step={2} testId="live" />);
    expect(region.textContent).toBe('Not a pair.\u00a0');
    rerender(<LiveRegion text="Not a pair." step={3} testId="live" />);
    expect(region.textContent).toBe('Not a pair.');
  });
});
