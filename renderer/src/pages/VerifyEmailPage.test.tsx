import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { EmailSettings } from '../features/auth/email-verification/EmailSettings';
import { fakeFetch, renderRoutes } from '../test/render';
import VerifyEmailPage from './VerifyEmailPage';

afterEach(() => {
  vi.unstubAllGlobals();
  window.history.replaceState(null, '', '/');
});

describe('VerifyEmailPage', () => {
  it('confirms the address with the token of the link, taken out of the address bar', async () => {
    const { fn, calls } = fakeFetch({ 'POST /api/auth/verify-email': { body: { success: true } } });
    vi.stubGlobal('fetch', fn);
    window.history.replaceState(null, '', '/auth/verify-email#token=tok-1');
    renderRoutes(
      [{ path: '/auth/verify-email', element: <VerifyEmailPage /> }],
      '/auth/verify-email',
    );
    expect(await screen.findByText('Your email is confirmed. Thank you!')).toBeInTheDocument();
    expect(window.location.hash).toBe('');
    expect(calls).toEqual([
      { method: 'POST', url: '/api/auth/verify-email', body: { token: 'tok-1' } },
    ]);
  });

  it('says a refused link is invalid, and a page without a token too', async () => {
    const { fn, calls } = fakeFetch({
      'POST /api/auth/verify-email': { status: 410, body: { statusCode: 410, message: 'Gone' } },
    });
    vi.stubGlobal('fetch', fn);
    window.history.replaceState(null, '', '/auth/verify-email');
    renderRoutes(
      [{ path: '/auth/verify-email', element: <VerifyEmailPage /> }],
      '/auth/verify-email',
    );
    expect(await screen.findByText(/This confirmation link is invalid/)).toBeInTheDocument();
    expect(calls).toEqual([]);
  });
});

describe('EmailSettings', () => {
  it('shows a banner with a resend button while the address is unconfirmed', async () => {
    const status = { email: 'amal@example.com', verified: false };
    const { fn, calls } = fakeFetch({
      'GET /api/auth/email-status': { body: status },
      'POST /api/auth/verify-email/resend': { body: status },
    });
    vi.stubGlobal('fetch', fn);
    renderRoutes([{ path: '/', element: <EmailSettings /> }]);
    expect(
      await screen.findByText(/Your email amal@example.com is not confirmed yet/),
    ).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Send the link again' }));
    expect(await screen.findByText('A new confirmation link is on its way.')).toBeInTheDocument();
    await waitFor(() =>
      expect(calls.map((c) => `${c.method} ${c.url}`)).toContain(
        'POST /api/auth/verify-email/resend',
      ),
    );
  });

  it('says a confirmed address is confirmed, with no button', async () => {
    const { fn } = fakeFetch({
      'GET /api/auth/email-status': { body: { email: 'amal@example.com', verified: true } },
    });
    vi.stubGlobal('fetch', fn);
    renderRoutes([{ path: '/', element: <EmailSettings /> }]);
    expect(
      await screen.findByText('Your email amal@example.com is confirmed.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send the link again' })).toBeNull();
  });

  it('asks for a change of address and says where the link went', async () => {
    const { fn, calls } = fakeFetch({
      'GET /api/auth/email-status': { body: { email: 'amal@example.com', verified: true } },
      'POST /api/auth/email-change': { body: { success: true } },
    });
    vi.stubGlobal('fetch', fn);
    renderRoutes([{ path: '/', element: <EmailSettings /> }]);
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('New address'), 'amal.new@example.com');
    await user.click(screen.getByRole('button', { name: 'Change email' }));
    expect(
      await screen.findByText(/A link to confirm amal.new@example.com is on its way/),
    ).toBeInTheDocument();
    expect(calls.find((c) => c.url === '/api/auth/email-change')?.body).toEqual({
      newEmail: 'amal.new@example.com',
    });
  });
});
