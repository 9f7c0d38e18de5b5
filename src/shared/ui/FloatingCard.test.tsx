import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { FloatingCard } from './FloatingCard';
import { RESERVED_SPACE_VAR } from './useReservedSpace';

afterEach(cleanup);

const reserved = () => document.documentElement.style.getPropertyValue(RESERVED_SPACE_VAR);

function Offers({ install, milestone }: { install: boolean; milestone: boolean }) {
  return (
    <>
      {install && <FloatingCard data-testid="install">Install</FloatingCard>}
      {milestone && <FloatingCard data-testid="milestone">Share</FloatingCard>}
    </>
  );
}

describe('floating cards', () => {
  it('show one at a time, and the next keeps the room reserved when the first is closed', () => {
    const view = render(<Offers install milestone />);
    expect(screen.getByTestId('install')).toBeTruthy();
    expect(screen.queryByTestId('milestone')).toBeNull();
    expect(reserved()).not.toBe('');

    view.rerender(<Offers install={false} milestone />);
    expect(screen.getByTestId('milestone')).toBeTruthy();
    expect(reserved()).not.toBe('');

    view.rerender(<Offers install={false} milestone={false} />);
    expect(reserved()).toBe('');
  });

  it('gives the waiting card its turn whichever of them closes first', () => {
    const view = render(<Offers install milestone />);
    view.rerender(<Offers install milestone={false} />);
    expect(screen.getByTestId('install')).toBeTruthy();
    expect(reserved()).not.toBe('');
    view.unmount();
    expect(reserved()).toBe('');
  });
});
