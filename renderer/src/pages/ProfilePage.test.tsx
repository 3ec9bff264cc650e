import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { REDIRECT_AFTER_LOGIN_KEY } from '@shared/constants';
import { TIER_PLANS } from '@shared/tiers';
import { ProtectedRoute } from '../features/auth/components/ProtectedRoute';
import { fakeFetch, renderRoutes } from '../test/render';
import ProfilePage from './ProfilePage';

const USER = {
  id: 'u1',
  email: 'layla@example.com',
  username: 'layla',
  firstName: 'Layla',
  lastName: 'Haddad',
  profileImageUrl: null,
  role: 'USER',
  tier: 'FREE',
  createdAt: '2025-01-01T00:00:00.000Z',
};

const routes = [{ path: '/profile', element: <ProfilePage /> }];

afterEach(() => vi.unstubAllGlobals());

function stub(extra: Parameters<typeof fakeFetch>[0] = {}, user: Record<string, unknown> = USER) {
  const fake = fakeFetch({
    'GET /api/auth/me': { body: user },
    'GET /api/user/subscription': {
      body: {
        tier: user.tier,
        plan: TIER_PLANS.find((p) => p.tier === user.tier),
        status: user.tier === 'FREE' ? null : 'ACTIVE',
        currentPeriodEnd: user.tier === 'FREE' ? null : '2025-07-15T00:00:00.000Z',
        cancelAtPeriodEnd: false,
        source: user.tier === 'FREE' ? null : 'TEST',
        interval: user.tier === 'FREE' ? null : 'MONTH',
        subscriptionTier: user.tier === 'FREE' ? null : user.tier,
        pendingTier: null,
        pendingInterval: null,
        graceUntil: null,
      },
    },
    'GET /api/billing/invoices': {
      body:
        user.tier === 'FREE'
          ? []
          : [
              {
                id: 'in1',
                tier: user.tier,
                interval: 'MONTH',
                kind: 'SUBSCRIPTION',
                amount: 19,
                tax: 0.9,
                currency: 'AED',
                status: 'PAID',
                periodStart: '2025-06-15T00:00:00.000Z',
                periodEnd: '2025-07-15T00:00:00.000Z',
                issuedAt: '2025-06-15T00:00:00.000Z',
                url: null,
              },
            ],
    },
    'GET /api/auth/sessions': {
      body: {
        sessions: [
          {
            id: 'a'.repeat(32),
            browser: 'Firefox 133',
            os: 'Linux',
            device: 'desktop',
            firstSeenAt: '2025-01-01T00:00:00.000Z',
            lastSeenAt: '2025-01-02T00:00:00.000Z',
            current: true,
          },
          {
            id: 'b'.repeat(32),
            browser: 'Safari 17',
            os: 'iOS 17',
            device: 'mobile',
            firstSeenAt: null,
            lastSeenAt: '2025-01-02T00:00:00.000Z',
            current: false,
          },
        ],
      },
    },
    ...extra,
  });
  vi.stubGlobal('fetch', fake.fn);
  return fake;
}

describe('ProfilePage', () => {
  it('shows Loading... until the user is known', async () => {
    vi.stubGlobal('fetch', () => new Promise(() => {}));
    renderRoutes(routes, '/profile');
    expect(await screen.findByText('Loading...')).toBeInTheDocument();
  });

  it('is read-only until Edit, with the email disabled and its note', async () => {
    stub();
    renderRoutes(routes, '/profile');
    const first = await screen.findByLabelText('First Name');
    expect(first).toHaveValue('Layla');
    expect(first).toHaveAttribute('readonly');
    const email = screen.getByLabelText('Email');
    expect(email).toBeDisabled();
    expect(email).toHaveValue('layla@example.com');
    expect(screen.getByText('Email cannot be changed')).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Edit' }));
    expect(screen.getByLabelText('First Name')).not.toHaveAttribute('readonly');
    expect(screen.getByRole('button', { name: 'Save' })).toBeInTheDocument();
  });

  it('saves the changes and returns to read-only', async () => {
    const { calls } = stub({
      'PUT /api/user/profile': (init) => ({
        body: { ...USER, ...JSON.parse(String(init?.body)) },
      }),
    });
    renderRoutes(routes, '/profile');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Edit' }));
    const first = screen.getByLabelText('First Name');
    await user.clear(first);
    await user.type(first, 'Laila');
    await user.clear(screen.getByLabelText('Username'));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('button', { name: 'Edit' })).toBeInTheDocument();
    expect(screen.getByLabelText('First Name')).toHaveValue('Laila');
    expect(screen.getByLabelText('First Name')).toHaveAttribute('readonly');
    // The emptied username is omitted from the payload.
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({
      firstName: 'Laila',
      lastName: 'Haddad',
    });
    expect(screen.getByTestId('toast')).toHaveTextContent(
      'Profile updatedYour profile has been successfully updated.',
    );
  });

  it('stays in editing with what was typed when saving fails', async () => {
    stub({
      'PUT /api/user/profile': {
        status: 400,
        body: { statusCode: 400, error: 'Bad Request', message: 'Username is already taken' },
      },
    });
    renderRoutes(routes, '/profile');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Edit' }));
    await user.type(screen.getByLabelText('Last Name'), '-Saleh');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getByTestId('toast')).toHaveTextContent('Update failed'));
    expect(screen.getByTestId('toast')).toHaveTextContent('Username is already taken');
    expect(screen.getByRole('button', { name: 'Save' })).toBeInTheDocument();
    expect(screen.getByLabelText('Last Name')).toHaveValue('Haddad-Saleh');
  });

  it('shows the FREE benefits and Upgrade Plan without a price', async () => {
    stub();
    renderRoutes(routes, '/profile');
    expect(await screen.findByText('Comics released 7 days after launch')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Upgrade Plan' })).toBeInTheDocument();
    expect(screen.queryByText(/^Price:/)).not.toBeInTheDocument();
    expect(screen.queryByText('Status: Active')).not.toBeInTheDocument();
  });

  it('shows price, active status and renewal date of a paid tier', async () => {
    stub({}, { ...USER, tier: 'SILVER' });
    renderRoutes(routes, '/profile');
    expect(await screen.findByText('Price: AED 19/month')).toBeInTheDocument();
    expect(await screen.findByText('Status: Active')).toBeInTheDocument();
    expect(screen.getByText('Renews on July 15, 2025')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Manage Subscription' })).toBeInTheDocument();
    expect(screen.getByTestId('tier-badge')).toHaveTextContent('SILVER');
    const invoices = await screen.findByTestId('invoices');
    expect(invoices).toHaveTextContent('Silver');
    expect(invoices).toHaveTextContent('AED 19');
    expect(invoices).toHaveTextContent('Paid');
  });

  it('logs out to the home page without being sent to sign in', async () => {
    let signedIn = true;
    const { calls } = stub({
      'GET /api/auth/me': () =>
        signedIn ? { body: USER } : { status: 401, body: { message: 'Not signed in' } },
      'POST /api/auth/logout': () => {
        signedIn = false;
        return { status: 204 };
      },
    });
    renderRoutes(
      [
        {
          path: '/profile',
          element: (
            <ProtectedRoute>
              <ProfilePage />
            </ProtectedRoute>
          ),
        },
        { path: '/', element: <p>Home screen</p> },
        { path: '/auth/login', element: <p>Login screen</p> },
      ],
      '/profile',
    );
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Logout' }));
    expect(await screen.findByText('Home screen')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByTestId('toast')).toHaveTextContent(
        'Logged outYou have been successfully logged out.',
      ),
    );
    expect(screen.queryByText('Login screen')).not.toBeInTheDocument();
    expect(window.sessionStorage.getItem(REDIRECT_AFTER_LOGIN_KEY)).toBeNull();
    expect(calls.some((c) => c.method === 'POST' && c.url === '/api/auth/logout')).toBe(true);
  });

  it('lists the sessions with this device marked, and logs out everywhere else', async () => {
    const fake = stub({ 'POST /api/auth/sessions/end-others': { body: { ended: 1 } } });
    renderRoutes(routes, '/profile');
    await screen.findByText('Firefox 133 on Linux');
    const list = screen.getByRole('list', { name: 'Where you’re signed in' });
    expect(list).toHaveTextContent('This device');
    expect(list).toHaveTextContent('Safari 17 on iOS 17');
    expect(screen.getByRole('button', { name: 'Log out Safari 17 on iOS 17' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Log out Firefox 133 on Linux' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Log out everywhere else' }));
    await waitFor(() =>
      expect(fake.calls.some((c) => c.url === '/api/auth/sessions/end-others')).toBe(true),
    );
  });
});
