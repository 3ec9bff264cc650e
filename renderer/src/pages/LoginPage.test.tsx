import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { REDIRECT_AFTER_LOGIN_KEY } from '@shared/constants';
import { fakeFetch, renderRoutes } from '../test/render';
import LoginPage from './LoginPage';

const USER = {
  id: 'u1',
  email: 'amal@example.com',
  username: null,
  firstName: 'Amal',
  lastName: null,
  profileImageUrl: null,
  role: 'USER',
  tier: 'FREE',
  createdAt: '2025-01-01T00:00:00.000Z',
};

const routes = [
  { path: '/auth/login', element: <LoginPage /> },
  { path: '/profile', element: <p>Profile screen</p> },
  { path: '/', element: <p>Home screen</p> },
];

afterEach(() => vi.unstubAllGlobals());

async function signIn(password = 'sandstorm42') {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('Email'), 'amal@example.com');
  await user.type(screen.getByLabelText('Password', { selector: 'input' }), password);
  await user.click(screen.getByRole('button', { name: 'Sign In' }));
}

describe('LoginPage', () => {
  it('goes to the saved page after signing in, and clears it', async () => {
    const { fn, calls } = fakeFetch({ 'POST /api/auth/login': { body: { user: USER } } });
    vi.stubGlobal('fetch', fn);
    window.sessionStorage.setItem(REDIRECT_AFTER_LOGIN_KEY, '/profile');
    const { router } = renderRoutes(routes, '/auth/login');
    await signIn();
    expect(await screen.findByText('Profile screen')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/profile');
    expect(window.sessionStorage.getItem(REDIRECT_AFTER_LOGIN_KEY)).toBeNull();
    expect(calls.find((c) => c.url === '/api/auth/login')?.body).toEqual({
      email: 'amal@example.com',
      password: 'sandstorm42',
    });
    expect(screen.getByRole('status')).toHaveTextContent(
      "Welcome back!You've been successfully logged in.",
    );
  });

  it('remembers the page in the address (sent by the server) on arrival, and returns there', async () => {
    vi.stubGlobal('fetch', fakeFetch({ 'POST /api/auth/login': { body: { user: USER } } }).fn);
    // An older saved page gives way to the one the visitor was just sent from.
    window.sessionStorage.setItem(REDIRECT_AFTER_LOGIN_KEY, '/');
    const { router } = renderRoutes(routes, '/auth/login?next=%2Fprofile');
    await waitFor(() =>
      expect(window.sessionStorage.getItem(REDIRECT_AFTER_LOGIN_KEY)).toBe('/profile'),
    );
    await signIn();
    expect(await screen.findByText('Profile screen')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/profile');
    expect(window.sessionStorage.getItem(REDIRECT_AFTER_LOGIN_KEY)).toBeNull();
  });

  it('does not remember a next that leads to another site', async () => {
    vi.stubGlobal('fetch', fakeFetch({ 'POST /api/auth/login': { body: { user: USER } } }).fn);
    renderRoutes(routes, '/auth/login?next=%2F%2Fevil.example%2Fprofile');
    expect(await screen.findByLabelText('Email')).toBeInTheDocument();
    expect(window.sessionStorage.getItem(REDIRECT_AFTER_LOGIN_KEY)).toBeNull();
    await signIn();
    expect(await screen.findByText('Home screen')).toBeInTheDocument();
  });

  it('goes home when no page was saved', async () => {
    vi.stubGlobal('fetch', fakeFetch({ 'POST /api/auth/login': { body: { user: USER } } }).fn);
    renderRoutes(routes, '/auth/login');
    await signIn();
    expect(await screen.findByText('Home screen')).toBeInTheDocument();
  });

  it("shows the server's message in the error box and a Login failed toast", async () => {
    vi.stubGlobal(
      'fetch',
      fakeFetch({
        'POST /api/auth/login': {
          status: 401,
          body: { statusCode: 401, error: 'Unauthorized', message: 'Invalid email or password' },
        },
      }).fn,
    );
    renderRoutes(routes, '/auth/login');
    await signIn('wrong-password');
    await waitFor(() =>
      expect(screen.getByTestId('form-error')).toHaveTextContent('Invalid email or password'),
    );
    const toast = screen.getByTestId('toast');
    expect(toast).toHaveTextContent('Login failed');
    expect(toast).toHaveTextContent('Invalid email or password');
    expect(screen.getByLabelText('Email')).toHaveValue('amal@example.com');
  });

  it('asks for both fields without calling the server', async () => {
    const { fn, calls } = fakeFetch({});
    vi.stubGlobal('fetch', fn);
    renderRoutes(routes, '/auth/login');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('Email is required')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });
});
