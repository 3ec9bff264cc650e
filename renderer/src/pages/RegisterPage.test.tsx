import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { REDIRECT_AFTER_LOGIN_KEY } from '@shared/constants';
import { fakeFetch, renderRoutes } from '../test/render';
import RegisterPage from './RegisterPage';

const USER = {
  id: 'u1',
  email: 'omar@example.com',
  username: null,
  firstName: 'Omar',
  lastName: null,
  profileImageUrl: null,
  role: 'USER',
  tier: 'FREE',
  createdAt: '2025-01-01T00:00:00.000Z',
};

const routes = [
  { path: '/auth/register', element: <RegisterPage /> },
  { path: '/comics', element: <p>Comics screen</p> },
  { path: '/', element: <p>Home screen</p> },
];

afterEach(() => vi.unstubAllGlobals());

async function fill(values: Record<string, string>) {
  const user = userEvent.setup();
  for (const [label, value] of Object.entries(values))
    await user.type(screen.getByLabelText(label, { selector: 'input' }), value);
  await user.click(screen.getByRole('button', { name: 'Create Account' }));
}

describe('RegisterPage', () => {
  it('reports mismatched passwords in a toast and sends nothing', async () => {
    const { fn, calls } = fakeFetch({});
    vi.stubGlobal('fetch', fn);
    renderRoutes(routes, '/auth/register');
    await fill({
      Email: 'omar@example.com',
      Password: 'sandstorm42',
      'Confirm Password': 'sandstorm43',
    });
    const toast = await screen.findByTestId('toast');
    expect(toast).toHaveTextContent('Password mismatch');
    expect(toast).toHaveTextContent('Passwords do not match. Please check and try again.');
    expect(calls).toHaveLength(0);
  });

  it('reports a password shorter than 6 characters in a toast and sends nothing', async () => {
    const { fn, calls } = fakeFetch({});
    vi.stubGlobal('fetch', fn);
    renderRoutes(routes, '/auth/register');
    await fill({ Email: 'omar@example.com', Password: 'abc', 'Confirm Password': 'abc' });
    const toast = await screen.findByTestId('toast');
    expect(toast).toHaveTextContent('Password too short');
    expect(toast).toHaveTextContent('Password must be at least 6 characters long.');
    expect(calls).toHaveLength(0);
  });

  it('omits empty optional fields and goes to the saved page', async () => {
    const { fn, calls } = fakeFetch({
      'POST /api/auth/register': { status: 201, body: { user: USER } },
    });
    vi.stubGlobal('fetch', fn);
    window.sessionStorage.setItem(REDIRECT_AFTER_LOGIN_KEY, '/comics');
    renderRoutes(routes, '/auth/register');
    await fill({
      'First Name': 'Omar',
      Email: 'omar@example.com',
      Password: 'sandstorm42',
      'Confirm Password': 'sandstorm42',
    });
    expect(await screen.findByText('Comics screen')).toBeInTheDocument();
    const sent = calls.find((c) => c.url === '/api/auth/register');
    expect(sent?.body).toEqual({
      email: 'omar@example.com',
      password: 'sandstorm42',
      firstName: 'Omar',
    });
    expect(screen.getByTestId('toast')).toHaveTextContent(
      'Welcome to Abtal Universe!Your account has been created successfully.',
    );
  });

  it('shows the failure inline and as a toast, keeping what was typed', async () => {
    vi.stubGlobal(
      'fetch',
      fakeFetch({
        'POST /api/auth/register': {
          status: 409,
          body: {
            statusCode: 409,
            error: 'Conflict',
            message: 'An account with this email already exists',
          },
        },
      }).fn,
    );
    renderRoutes(routes, '/auth/register');
    await fill({
      Email: 'omar@example.com',
      Password: 'sandstorm42',
      'Confirm Password': 'sandstorm42',
    });
    await waitFor(() =>
      expect(screen.getByTestId('form-error')).toHaveTextContent(
        'An account with this email already exists',
      ),
    );
    expect(screen.getByTestId('toast')).toHaveTextContent('Registration failed');
    expect(screen.getByLabelText('Email')).toHaveValue('omar@example.com');
  });

  it('shows the shared email message under the field', async () => {
    const { fn, calls } = fakeFetch({});
    vi.stubGlobal('fetch', fn);
    renderRoutes(routes, '/auth/register');
    await fill({
      Email: 'not-an-email',
      Password: 'sandstorm42',
      'Confirm Password': 'sandstorm42',
    });
    expect(await screen.findByText('Please enter a valid email address')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });
});
