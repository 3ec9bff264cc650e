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

const SILVER_PAID = {
  tier: 'SILVER',
  plan: TIER_PLANS[1],
  status: 'ACTIVE',
  currentPeriodEnd: '2025-09-01T00:00:00.000Z',
  cancelAtPeriodEnd: false,
  source: 'TEST',
  interval: 'MONTH',
  subscriptionTier: 'SILVER',
  pendingTier: null,
  pendingInterval: null,
  graceUntil: null,
};

function signedIn(subscription: Record<string, unknown> = {}) {
  const fake = fakeFetch({
    'GET /api/auth/me': { body: USER },
    'GET /api/subscription/tiers': { body: TIER_PLANS },
    'GET /api/billing': {
      body: { provider: 'test', testMode: true, vatRate: 0.05, annualDiscount: 0.2 },
    },
    'GET /api/billing/test/card': { body: { card: 'ok' } },
    'GET /api/user/subscription': { body: { ...SILVER_PAID, ...subscription } },
    'POST /api/billing/change': { body: { effective: 'NOW', charged: 14.52 } },
    'POST /api/billing/interval': { body: { effective: 'NOW', charged: 169.53 } },
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

  it('says what each button does: upgrade, cancel; test mode is shown', async () => {
    signedIn();
    renderRoutes(routes, '/subscription');
    expect(await screen.findByRole('button', { name: 'Cancel plan' })).toBeEnabled();
    expect(screen.queryByRole('button', { name: /Upgrade to Free/ })).toBeNull();
    expect(await screen.findByTestId('test-mode')).toHaveTextContent('Test mode');
  });

  it('offers "Switch to Silver" to a GOLD member and "Resume" once the plan is cancelled', async () => {
    signedIn({
      tier: 'GOLD',
      plan: TIER_PLANS[2],
      subscriptionTier: 'GOLD',
      cancelAtPeriodEnd: true,
    });
    renderRoutes(routes, '/subscription');
    expect(await screen.findByRole('button', { name: 'Switch to Silver' })).toBeEnabled();
    expect(screen.queryByRole('button', { name: 'Cancel plan' })).toBeNull();
    expect(await screen.findByRole('button', { name: 'Resume' })).toBeEnabled();
    expect(screen.getByTestId('membership-notice')).toHaveTextContent(
      'Your Gold plan ends on September 1, 2025',
    );
  });

  it('marks the chosen plan as processing, shows the toast, then switches plan on the server', async () => {
    const { calls } = signedIn();
    renderRoutes(routes, '/subscription');
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Upgrade to Gold' }));
    expect(screen.getByTestId('toast')).toHaveTextContent(
      'Upgrade initiatedUpgrading to GOLD tier...',
    );
    await waitFor(() =>
      expect(calls.filter((c) => c.method !== 'GET')).toEqual([
        expect.objectContaining({
          method: 'POST',
          url: '/api/billing/change',
          body: { tier: 'GOLD' },
        }),
      ]),
    );
    expect(screen.getByTestId('toast')).toHaveTextContent('Upgrading to GOLD tier...');
  });

  it('switches a monthly plan to annual billing now and says what was charged', async () => {
    const { calls } = signedIn();
    renderRoutes(routes, '/subscription');
    await userEvent
      .setup()
      .click(await screen.findByRole('button', { name: 'Switch to annual billing (save 20%)' }));
    await waitFor(() =>
      expect(calls.filter((c) => c.method !== 'GET')).toEqual([
        expect.objectContaining({ url: '/api/billing/interval', body: { interval: 'YEAR' } }),
      ]),
    );
    expect(await screen.findByTestId('toast')).toHaveTextContent(
      'Annual billing starts today: AED 169.53 charged',
    );
  });

  it('offers monthly billing to an annual plan, and says when a switch to it happens', async () => {
    signedIn({ interval: 'YEAR' });
    renderRoutes(routes, '/subscription');
    expect(await screen.findByRole('button', { name: 'Switch to monthly billing' })).toBeEnabled();
    expect(screen.queryByRole('button', { name: /annual billing/ })).toBeNull();
  });

  it('shows a pending switch to monthly billing with "Resume", and no second switch', async () => {
    signedIn({ interval: 'YEAR', pendingInterval: 'MONTH' });
    renderRoutes(routes, '/subscription');
    expect(await screen.findByTestId('membership-notice')).toHaveTextContent(
      'Your plan switches to monthly billing on September 1, 2025. Resume to keep annual billing.',
    );
    expect(screen.getByRole('button', { name: 'Resume' })).toBeEnabled();
    expect(screen.queryByRole('button', { name: /monthly billing/ })).toBeNull();
  });
});
