import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { allSettled, fork } from 'effector';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderInScope } from '../../../test/render';
import { setAppScope } from '../../../shared/lib';
import { userReceived, persistUserFx, type User } from '../../../entities/user';
import { forgetTokenFx, logoutFx } from '../../../entities/session';
import { navigateFx } from '../../../shared/navigation';
import { LogoutButton } from './LogoutButton';
import { aGuest, aUser } from '../../../test/fixtures';

afterEach(() => {
  cleanup();
  setAppScope(null);
});

const anna: User = aUser({ id: 1, email: 'a@example.com' });
const guest: User = aGuest({ id: 2 });

async function setup(user: User) {
  const logout = vi.fn(async () => undefined);
  const scope = fork({
    handlers: [
      [logoutFx, logout],
      [persistUserFx, async () => undefined],
      [forgetTokenFx, async () => undefined],
      [navigateFx, async () => undefined],
    ],
  });
  await allSettled(userReceived, { scope, params: user });
  renderInScope(<LogoutButton />, { scope });
  return { logout, scope };
}

describe('logout with a confirmation', () => {
  it('warns a guest that the guest account and its progress will be lost', async () => {
    const { logout } = await setup(guest);
    fireEvent.click(screen.getByTestId('logout-button'));
    const warning = await screen.findByTestId('logout-warning');
    expect(warning.textContent).toMatch(/guest account and all its progress .* deleted for good/);
    expect(screen.getByText('Log out and delete progress')).toBeTruthy();
    expect(screen.getByText('Sign up and keep progress')).toBeTruthy();
    expect(logout).not.toHaveBeenCalled();
  });

  it('asks a full account plainly, and logs out only after the confirmation', async () => {
    const { logout } = await setup(anna);
    fireEvent.click(screen.getByTestId('logout-button'));
    const warning = await screen.findByTestId('logout-warning');
    expect(warning.textContent).not.toMatch(/guest/i);
    expect(logout).not.toHaveBeenCalled();
    await act(async () => {
      fireEvent.click(screen.getByTestId('logout-confirm-button'));
    });
    await waitFor(() => expect(logout).toHaveBeenCalledTimes(1));
  });

  it('does nothing when cancelled', async () => {
    const { logout } = await setup(anna);
    fireEvent.click(screen.getByTestId('logout-button'));
    await screen.findByTestId('logout-warning');
    await act(async () => {
      fireEvent.click(screen.getByText('Cancel'));
    });
    expect(logout).not.toHaveBeenCalled();
  });
});
