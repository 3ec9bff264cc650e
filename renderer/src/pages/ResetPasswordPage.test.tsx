import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeFetch, renderRoutes } from '../test/render';
import ForgotPasswordPage from './ForgotPasswordPage';
import ResetPasswordPage from './ResetPasswordPage';

const routes = [
  { path: '/auth/reset-password', element: <ResetPasswordPage /> },
  { path: '/auth/forgot-password', element: <ForgotPasswordPage /> },
];

afterEach(() => {
  vi.unstubAllGlobals();
  window.history.replaceState(null, '', '/');
});

async function choosePassword(password: string, confirmation = password) {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('New password', { selector: 'input' }), password);
  await user.type(
    screen.getByLabelText('Confirm new password', { selector: 'input' }),
    confirmation,
  );
  await user.click(screen.getByRole('button', { name: 'Set new password' }));
}

describe('ResetPasswordPage', () => {
  it('takes the token out of the address bar and sends it with the new password', async () => {
    const { fn, calls } = fakeFetch({
      'POST /api/auth/reset-password': { body: { success: true } },
    });
    vi.stubGlobal('fetch', fn);
    window.history.replaceState(null, '', '/auth/reset-password#token=abc-123');
    renderRoutes(routes, '/auth/reset-password');
    await waitFor(() => expect(window.location.hash).toBe(''));
    expect(window.location.pathname).toBe('/auth/reset-password');
    await choosePassword('new-desert-falcon');
    expect(
      await screen.findByText('Your password has been changed. Sign in with your new password.'),
    ).toBeInTheDocument();
    expect(calls).toEqual([
      {
        method: 'POST',
        url: '/api/auth/reset-password',
        body: { token: 'abc-123', password: 'new-desert-falcon', language: 'en' },
      },
    ]);
  });

  it('checks the confirmation before sending anything', async () => {
    const { fn, calls } = fakeFetch({});
    vi.stubGlobal('fetch', fn);
    window.history.replaceState(null, '', '/auth/reset-password#token=abc-123');
    renderRoutes(routes, '/auth/reset-password');
    await choosePassword('new-desert-falcon', 'another-one');
    expect(await screen.findByText(/Passwords do not match/)).toBeInTheDocument();
    expect(calls).toEqual([]);
  });

  it('says a refused link is invalid and offers a new one', async () => {
    const message = 'This reset link is invalid or has expired. Ask for a new one.';
    const { fn } = fakeFetch({
      'POST /api/auth/reset-password': {
        status: 410,
        body: { statusCode: 410, error: 'Gone', message },
      },
    });
    vi.stubGlobal('fetch', fn);
    window.history.replaceState(null, '', '/auth/reset-password#token=used');
    renderRoutes(routes, '/auth/reset-password');
    await choosePassword('new-desert-falcon');
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ask for a new link' })).toBeInTheDocument();
  });
});

describe('ResetPasswordPage without a token', () => {
  it('keeps its form as prerendered, and says the link is invalid when it is sent', async () => {
    const { fn, calls } = fakeFetch({});
    vi.stubGlobal('fetch', fn);
    window.history.replaceState(null, '', '/auth/reset-password');
    renderRoutes(routes, '/auth/reset-password');
    await choosePassword('new-desert-falcon');
    expect(
      await screen.findByText(/This reset link is invalid or has expired/),
    ).toBeInTheDocument();
    expect(calls).toEqual([]);
  });
});

describe('ForgotPasswordPage', () => {
  it('asks for a link and then says the same thing whatever the address', async () => {
    const { fn, calls } = fakeFetch({
      'POST /api/auth/forgot-password': { body: { success: true } },
    });
    vi.stubGlobal('fetch', fn);
    renderRoutes(routes, '/auth/forgot-password');
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Email'), 'amal@example.com');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(
      await screen.findByText(/If an account exists for amal@example.com, a link/),
    ).toBeInTheDocument();
    expect(calls[0].body).toEqual({ email: 'amal@example.com', language: 'en' });
  });
});
