import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeFetch, renderRoutes } from '../../../test/render';
import { DeleteAccountSection } from './DeleteAccountSection';
import { PasswordSection } from './PasswordSection';

afterEach(() => vi.unstubAllGlobals());

const COMMON = 'This password is too common. Choose one that is harder to guess.';

describe('PasswordSection', () => {
  const fill = async (current: string, next: string, confirm: string) => {
    await userEvent.type(await screen.findByLabelText('Current password'), current);
    await userEvent.type(screen.getByLabelText('New password'), next);
    await userEvent.type(screen.getByLabelText('Confirm new password'), confirm);
    await userEvent.click(screen.getByRole('button', { name: 'Change password' }));
  };

  it('sends the current and the new password, then says the other sessions were signed out', async () => {
    const fake = fakeFetch({
      'POST /api/auth/change-password': { body: { success: true, endedSessions: 2 } },
    });
    vi.stubGlobal('fetch', fake.fn);
    renderRoutes([{ path: '/', element: <PasswordSection /> }]);
    await fill('sky-panther', 'falcon-dunes', 'falcon-dunes');
    expect(await screen.findByText('Your other sessions were signed out.')).toBeInTheDocument();
    expect(fake.calls.find((c) => c.method === 'POST')?.body).toEqual({
      currentPassword: 'sky-panther',
      newPassword: 'falcon-dunes',
    });
  });

  it('sends nothing when the confirmation differs', async () => {
    const fake = fakeFetch({});
    vi.stubGlobal('fetch', fake.fn);
    renderRoutes([{ path: '/', element: <PasswordSection /> }]);
    await fill('sky-panther', 'falcon-dunes', 'falcon-dune');
    expect(
      await screen.findByText('Passwords do not match. Please check and try again.'),
    ).toBeInTheDocument();
    expect(fake.calls.filter((c) => c.method === 'POST')).toEqual([]);
  });

  it('shows the server’s refusal of a common password under the new password', async () => {
    vi.stubGlobal(
      'fetch',
      fakeFetch({
        'POST /api/auth/change-password': {
          status: 400,
          body: { statusCode: 400, message: COMMON, errors: { newPassword: [COMMON] } },
        },
      }).fn,
    );
    renderRoutes([{ path: '/', element: <PasswordSection /> }]);
    await fill('sky-panther', 'password1', 'password1');
    await waitFor(() =>
      expect(screen.getByLabelText('New password')).toHaveAccessibleDescription(COMMON),
    );
  });
});

describe('DeleteAccountSection', () => {
  it('asks for the password, says when it is wrong, and goes home once deleted', async () => {
    let attempts = 0;
    const fake = fakeFetch({
      'POST /api/auth/account/delete': () =>
        ++attempts === 1
          ? {
              status: 400,
              body: {
                statusCode: 400,
                message: 'Password is incorrect',
                errors: { password: ['Password is incorrect'] },
              },
            }
          : { body: { success: true } },
    });
    vi.stubGlobal('fetch', fake.fn);
    const { router } = renderRoutes(
      [
        { path: '/profile', element: <DeleteAccountSection /> },
        { path: '/', element: <p>Home</p> },
      ],
      '/profile',
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Delete my account…' }));
    const password = await screen.findByLabelText('Enter your password to confirm');
    await userEvent.type(password, 'wrong-one');
    await userEvent.click(screen.getByRole('button', { name: 'Delete my account' }));
    expect(await screen.findByText('Password is incorrect')).toBeInTheDocument();
    await userEvent.clear(password);
    await userEvent.type(password, 'sky-panther');
    await userEvent.click(screen.getByRole('button', { name: 'Delete my account' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(
      await screen.findByText('Your account and its data have been removed.'),
    ).toBeInTheDocument();
    expect(fake.calls.filter((c) => c.method === 'POST').map((c) => c.body)).toEqual([
      { password: 'wrong-one' },
      { password: 'sky-panther' },
    ]);
  });
});
