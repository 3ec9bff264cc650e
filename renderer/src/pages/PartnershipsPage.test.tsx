import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeFetch, renderRoutes } from '../test/render';
import PartnershipsPage from './PartnershipsPage';

const USER = {
  id: 'u1',
  email: 'brand@example.com',
  username: null,
  firstName: 'Nour',
  lastName: null,
  profileImageUrl: null,
  role: 'USER',
  tier: 'FREE',
  createdAt: '2025-01-01T00:00:00.000Z',
};

const CAMPAIGNS = ['ACTIVE', 'COMPLETED', 'CANCELLED', 'DRAFT', 'ACTIVE'].map((status, index) => ({
  id: `c${index}`,
  name: `Campaign ${index + 1}`,
  description: 'Station takeover',
  status,
  metrics: { impressions: 120000, clicks: 3400, conversions: 210 },
}));

const routes = [{ path: '/partnerships', element: <PartnershipsPage /> }];

afterEach(() => vi.unstubAllGlobals());

describe('PartnershipsPage', () => {
  it('shows no campaigns to visitors and never asks for them', async () => {
    const { fn, calls } = fakeFetch({
      'GET /api/auth/me': { status: 401, body: { message: 'Not signed in' } },
      'GET /api/campaigns': { body: CAMPAIGNS },
    });
    vi.stubGlobal('fetch', fn);
    renderRoutes(routes, '/partnerships');
    await waitFor(() => expect(calls.some((c) => c.url === '/api/auth/me')).toBe(true));
    expect(screen.getByText('500K+')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Active Campaigns' })).not.toBeInTheDocument();
    expect(calls.some((c) => c.url === '/api/campaigns')).toBe(false);
  });

  it('shows the first four campaigns to a signed-in user, coloured by status', async () => {
    vi.stubGlobal(
      'fetch',
      fakeFetch({ 'GET /api/auth/me': { body: USER }, 'GET /api/campaigns': { body: CAMPAIGNS } })
        .fn,
    );
    renderRoutes(routes, '/partnerships');
    expect(await screen.findByRole('heading', { name: 'Active Campaigns' })).toBeInTheDocument();
    expect(screen.getAllByTestId('campaign')).toHaveLength(4);
    expect(screen.queryByText('Campaign 5')).not.toBeInTheDocument();
    const statuses = screen.getAllByTestId('campaign-status');
    expect(statuses[0].className).toMatch(/emerald/);
    expect(statuses[1].className).toMatch(/blue/);
    expect(statuses[2].className).toMatch(/red/);
    expect(statuses[3].className).toMatch(/yellow/);
    expect(screen.getAllByText('120,000')).toHaveLength(4);
  });

  it('hides the campaign section when a signed-in user has none', async () => {
    const { fn, calls } = fakeFetch({
      'GET /api/auth/me': { body: USER },
      'GET /api/campaigns': { body: [] },
    });
    vi.stubGlobal('fetch', fn);
    renderRoutes(routes, '/partnerships');
    await waitFor(() => expect(calls.some((c) => c.url === '/api/campaigns')).toBe(true));
    expect(screen.queryByRole('heading', { name: 'Active Campaigns' })).not.toBeInTheDocument();
  });

  it('toggles the application form, validates it and hides it after a successful submission', async () => {
    const { fn, calls } = fakeFetch({
      'GET /api/auth/me': { status: 401, body: {} },
      'POST /api/partnerships/apply': { status: 201, body: { id: 'p1', status: 'PENDING' } },
    });
    vi.stubGlobal('fetch', fn);
    renderRoutes(routes, '/partnerships');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Apply for Partnership' }));
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
    expect(screen.getByRole('option', { name: '$5K - $25K' })).toBeInTheDocument();

    await user.type(screen.getByLabelText('Website'), 'not a url');
    await user.click(screen.getByRole('button', { name: 'Submit Application' }));
    expect(await screen.findByText('Company name is required')).toBeInTheDocument();
    expect(screen.getByText('Please choose an industry')).toBeInTheDocument();
    expect(screen.getByText('Website must be a valid URL')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);

    await user.type(screen.getByLabelText('Company Name *'), 'Desert Rose Cafés');
    await user.selectOptions(screen.getByLabelText('Industry *'), 'food-beverage');
    await user.type(screen.getByLabelText('Contact Name *'), 'Nour Saleh');
    await user.type(screen.getByLabelText('Contact Email *'), 'nour@example.com');
    await user.clear(screen.getByLabelText('Website'));
    await user.selectOptions(screen.getByLabelText('Proposed Budget'), '25k-50k');
    await user.type(screen.getByLabelText('Company Description *'), 'Forty cafés across the Gulf.');
    await user.click(screen.getByRole('button', { name: 'Submit Application' }));

    await waitFor(() =>
      expect(
        screen.queryByRole('form', { name: 'Partnership application' }),
      ).not.toBeInTheDocument(),
    );
    expect(screen.getByRole('button', { name: 'Apply for Partnership' })).toBeInTheDocument();
    expect(screen.getByTestId('toast')).toHaveTextContent(
      "Application submitted!We'll review your partnership proposal and get back to you within 3-5 business days.",
    );
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      companyName: 'Desert Rose Cafés',
      industry: 'food-beverage',
      contactName: 'Nour Saleh',
      contactEmail: 'nour@example.com',
      proposedBudget: '25k-50k',
      description: 'Forty cafés across the Gulf.',
    });
  });
});
