import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeFetch, renderRoutes } from '../test/render';
import MerchPage from './MerchPage';

const routes = [{ path: '/merch', element: <MerchPage /> }];

afterEach(() => vi.unstubAllGlobals());

describe('MerchPage', () => {
  it('shows four sample products, each under Coming Soon, with dollar and ETH prices', () => {
    vi.stubGlobal('fetch', fakeFetch({}).fn);
    renderRoutes(routes, '/merch');
    expect(screen.getAllByTestId('product-teaser')).toHaveLength(4);
    expect(screen.getAllByText('Coming Soon')).toHaveLength(4);
    expect(screen.getByText('$29.99')).toBeInTheDocument();
    expect(screen.getByText('from 0.1 ETH')).toBeInTheDocument();
  });

  it('registers for the launch, and reports a failure', async () => {
    let first = true;
    const { fn, calls } = fakeFetch({
      'POST /api/pre-register': () => {
        if (first) {
          first = false;
          return { status: 201, body: { email: 'fan@example.com', status: 'confirmation-sent' } };
        }
        return { status: 500, body: { message: 'Internal server error' } };
      },
    });
    vi.stubGlobal('fetch', fn);
    renderRoutes(routes, '/merch');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Notify Me' }));
    expect(await screen.findByText('Email is required')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Email address'), 'fan@example.com');
    await user.click(screen.getByRole('button', { name: 'Notify Me' }));
    await waitFor(() =>
      expect(screen.getByTestId('toast')).toHaveTextContent(
        "Registered!Check your inbox: confirm with the link we sent to fan@example.com, and you'll be notified when the store launches.",
      ),
    );
    expect(screen.getByLabelText('Email address')).toHaveValue('');
    await user.type(screen.getByLabelText('Email address'), 'fan@example.com');
    await user.click(screen.getByRole('button', { name: 'Notify Me' }));
    await waitFor(() =>
      expect(screen.getByTestId('toast')).toHaveTextContent(
        'ErrorFailed to register. Please try again.',
      ),
    );
    expect(screen.getByLabelText('Email address')).toHaveValue('fan@example.com');
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(2);
  });
});
