import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { REDIRECT_AFTER_LOGIN_KEY } from '@shared/constants';
import { TIER_PLANS } from '@shared/tiers';
import { fakeFetch, renderRoutes } from '../test/render';
import SubscriptionPage from './SubscriptionPage';

const USER = {
  id: 'u1',
  email: 'sara@example.com',
  username: null,
  firstName: 'Sara',
  lastName: null,
  profileImageUrl: null,
  role: 'USER',
  tier: 'SILVER',
  createdAt: '2025-01-01T00:00:00.000Z',
};

const routes = [
  { path: '/subscription', element: <SubscriptionPage /> },
  { path: '/auth/login', element: <p>Login screen</p> },
];

afterEach(() => vi.unstubAllGlobals());

function signedIn() {
  const fake = fakeFetch({
    'GET /api/auth/me': { body: USER },
    'GET /api/subscription/tiers': { body: TIER_PLANS },
    'GET /api/user/subscription': {
      body: {
        tier: 'SILVER',
        plan: TIER_PLANS[1],
        status: 'ACTIVE',
        currentPeriodEnd: '2025-09-01T00:00:00.000Z',
        cancelAtPeriodEnd: false,
      },
    },
  });
  vi.stubGlobal('fetch', fake.fn);
  return fake;
}

describe('SubscriptionPage', () => {
  it('asks visitors to sign in and remembers this page', async () => {
    vi.stubGlobal(
      'fetch',
      fakeFetch({ 'GET /api/auth/me': { status: 401, body: { message: 'Not signed in' } } }).fn,
    );
    renderRoutes(routes, '/subscription');
    expect(await screen.findByRole('heading', { name: 'Sign In Required' })).toBeInTheDocument();
    expect(screen.getByText('Please sign in to manage your subscription')).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('link', { name: 'Sign In' }));
    expect(await screen.findByText('Login screen')).toBeInTheDocument();
    expect(window.sessionStorage.getItem(REDIRECT_AFTER_LOGIN_KEY)).toBe('/subscription');
  });

  it('lists the four plans with prices and marks the current one', async () => {
    signedIn();
    renderRoutes(routes, '/subscription');
    expect(await screen.findByRole('heading', { name: 'Platinum' })).toBeInTheDocument();
    expect(within(screen.getByTestId('plan-FREE')).getAllByText('Free')).toHaveLength(2);
    expect(within(screen.getByTestId('plan-GOLD')).getByText('AED 49/month')).toBeInTheDocument();
    expect(
      within(screen.getByTestId('plan-PLATINUM')).getByText('AED 179/month'),
    ).toBeInTheDocument();
    expect(
      within(screen.getByTestId('plan-GOLD')).getByText('4K streaming, no ads'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Current Plan' })).toBeDisabled();
    expect(screen.getByTestId('plan-SILVER')).toContainElement(
      screen.getByRole('button', { name: 'Current Plan' }),
    );
    expect(screen.getByRole('button', { name: 'Upgrade to Gold' })).toBeEnabled();
    expect(await screen.findByText('Renews on September 1, 2025')).toBeInTheDocument();
  });

  it('marks the chosen plan as processing, shows the toast, then clears without calling the server', async () => {
    const { calls } = signedIn();
    renderRoutes(routes, '/subscription');
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Upgrade to Gold' }));
    const processing = screen.getByRole('button', { name: 'Processing...' });
    expect(processing).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Upgrade to Platinum' })).toBeEnabled();
    expect(screen.getByTestId('toast')).toHaveTextContent(
      'Upgrade initiatedUpgrading to GOLD tier...',
    );
    await waitFor(
      () => expect(screen.getByRole('button', { name: 'Upgrade to Gold' })).toBeEnabled(),
      {
        timeout: 3000,
      },
    );
    expect(calls.filter((c) => c.method !== 'GET')).toEqual([]);
  });
});
