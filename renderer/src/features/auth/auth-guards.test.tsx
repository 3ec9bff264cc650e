import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { REDIRECT_AFTER_LOGIN_KEY } from '@shared/constants';
import type { PublicUser } from '@shared/schemas/auth.schemas';
import { testUser } from '../../test/factories';
import { fakeFetch, renderRoutes } from '../../test/render';
import { ProtectedRoute } from './components/ProtectedRoute';
import { TierGate } from './components/TierGate';
import { displayName } from './display-name';
import { consumeRedirect } from './redirect';

const user = testUser;

afterEach(() => vi.unstubAllGlobals());

describe('displayName', () => {
  it('prefers the first name, then the username, then the part of the email before the @', () => {
    expect(displayName(user({ firstName: 'Layla', username: 'sandrunner' }))).toBe('Layla');
    expect(displayName(user({ username: 'sandrunner' }))).toBe('sandrunner');
    expect(displayName(user())).toBe('layla.haddad');
  });
});

describe('ProtectedRoute', () => {
  const routes = (requiredTier?: PublicUser['tier']) => [
    {
      path: '/vault',
      element: (
        <ProtectedRoute requiredTier={requiredTier}>
          <p>Vault contents</p>
        </ProtectedRoute>
      ),
    },
    { path: '/auth/login', element: <p>Login screen</p> },
    { path: '/elsewhere', element: <p>Elsewhere</p> },
    {
      path: '/custom',
      element: (
        <ProtectedRoute fallback="/elsewhere">
          <p>Custom</p>
        </ProtectedRoute>
      ),
    },
  ];

  it('shows a spinner while the session loads, then sends a visitor to login and remembers the page', async () => {
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    vi.stubGlobal('fetch', async () => {
      await gate;
      return new Response('{"message":"Not signed in"}', { status: 401 });
    });
    renderRoutes(routes(), '/vault?issue=2');
    expect(screen.getByRole('status', { name: 'Loading your session' })).toBeInTheDocument();
    release();
    expect(await screen.findByText('Login screen')).toBeInTheDocument();
    expect(window.sessionStorage.getItem(REDIRECT_AFTER_LOGIN_KEY)).toBe('/vault?issue=2');
    expect(consumeRedirect()).toBe('/vault?issue=2');
    expect(window.sessionStorage.getItem(REDIRECT_AFTER_LOGIN_KEY)).toBeNull();
  });

  it('uses the given fallback path', async () => {
    vi.stubGlobal('fetch', fakeFetch({}).fn);
    renderRoutes(routes(), '/custom');
    expect(await screen.findByText('Elsewhere')).toBeInTheDocument();
  });

  it('shows the page to a signed-in user', async () => {
    vi.stubGlobal('fetch', fakeFetch({ 'GET /api/auth/me': { body: user() } }).fn);
    renderRoutes(routes(), '/vault');
    expect(await screen.findByText('Vault contents')).toBeInTheDocument();
  });

  it('asks for a higher tier when the user ranks below the required one', async () => {
    vi.stubGlobal(
      'fetch',
      fakeFetch({ 'GET /api/auth/me': { body: user({ tier: 'SILVER' }) } }).fn,
    );
    renderRoutes(routes('GOLD'), '/vault');
    expect(
      await screen.findByRole('heading', { name: 'Subscription Required' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText('You need GOLD tier or higher to access this content.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Current tier: SILVER')).toBeInTheDocument();
    expect(screen.queryByText('Vault contents')).not.toBeInTheDocument();
  });
});

describe('TierGate', () => {
  const gate = (tier: PublicUser['tier'], required: PublicUser['tier']) => [
    {
      path: '/',
      element: (
        <TierGate tier={tier} required={required}>
          <p>Bonus panels</p>
        </TierGate>
      ),
    },
  ];

  it('lets an equal or higher tier through', async () => {
    renderRoutes(gate('GOLD', 'GOLD'));
    expect(await screen.findByText('Bonus panels')).toBeInTheDocument();
    renderRoutes(gate('PLATINUM', 'SILVER'));
    await waitFor(() => expect(screen.getAllByText('Bonus panels')).toHaveLength(2));
  });

  it('blocks a lower tier', async () => {
    renderRoutes(gate('FREE', 'SILVER'));
    expect(
      await screen.findByText('You need SILVER tier or higher to access this content.'),
    ).toBeInTheDocument();
  });
});

describe('ProtectedRoute after signing out', () => {
  it('sends the former user home, not to login, and remembers nothing', async () => {
    vi.stubGlobal('fetch', fakeFetch({ 'GET /api/auth/me': { body: user() } }).fn);
    const { queryClient, router } = renderRoutes(
      [
        {
          path: '/vault',
          element: (
            <ProtectedRoute>
              <p>Vault contents</p>
            </ProtectedRoute>
          ),
        },
        { path: '/', element: <p>Home page</p> },
        { path: '/auth/login', element: <p>Login screen</p> },
      ],
      '/vault',
    );
    expect(await screen.findByText('Vault contents')).toBeInTheDocument();
    act(() => {
      queryClient.setQueryData(['/api/auth/me'], null);
    });
    expect(await screen.findByText('Home page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    expect(window.sessionStorage.getItem(REDIRECT_AFTER_LOGIN_KEY)).toBeNull();
  });
});
