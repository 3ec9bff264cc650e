import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeFetch, renderRoutes } from '../test/render';
import CommunityPage from './CommunityPage';

const routes = [{ path: '/community', element: <CommunityPage /> }];

afterEach(() => vi.unstubAllGlobals());

describe('CommunityPage: the guardian vote', () => {
  it('shows each guardian with its share of the votes', async () => {
    vi.stubGlobal(
      'fetch',
      fakeFetch({
        'GET /api/heroes': { body: [] },
        'GET /api/votes/guardian-comic-poll': {
          body: [
            { option: 'jalal', count: 2 },
            { option: 'nazra', count: 1 },
            { option: 'falqan', count: 0 },
            { option: 'fahd', count: 0 },
          ],
        },
      }).fn,
    );
    renderRoutes(routes, '/community');
    expect(screen.getByRole('radio', { name: 'Jalal (Fire)' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Fahd (Cosmic)' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('vote-jalal-share')).toHaveTextContent('67%'));
    expect(screen.getByTestId('vote-nazra-share')).toHaveTextContent('33%');
    expect(screen.getByTestId('vote-falqan-share')).toHaveTextContent('0%');
  });

  it('asks for a choice before voting and sends nothing', async () => {
    const { fn, calls } = fakeFetch({
      'GET /api/heroes': { body: [] },
      'GET /api/votes/guardian-comic-poll': { body: [] },
    });
    vi.stubGlobal('fetch', fn);
    renderRoutes(routes, '/community');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Submit Vote' }));
    expect(await screen.findByTestId('toast')).toHaveTextContent(
      'Please select an optionChoose a guardian to vote for.',
    );
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);
  });

  it('votes, clears the choice, refreshes the percentages and says what was voted for', async () => {
    let votes = 0;
    const { fn, calls } = fakeFetch({
      'GET /api/heroes': { body: [] },
      'GET /api/votes/guardian-comic-poll': () => ({
        body: [
          { option: 'jalal', count: 0 },
          { option: 'nazra', count: 0 },
          { option: 'falqan', count: votes },
          { option: 'fahd', count: 0 },
        ],
      }),
      'GET /api/votes/guardian-comic-poll/mine': () => ({
        body: { pollId: 'guardian-comic-poll', option: votes ? 'falqan' : null },
      }),
      'POST /api/votes': () => {
        votes += 1;
        return { status: 201, body: { pollId: 'guardian-comic-poll', option: 'falqan' } };
      },
    });
    vi.stubGlobal('fetch', fn);
    renderRoutes(routes, '/community');
    const user = userEvent.setup();
    await waitFor(() => expect(screen.getByTestId('vote-falqan-share')).toHaveTextContent('0%'));
    await user.click(screen.getByRole('radio', { name: 'Falqan (Water)' }));
    await user.click(screen.getByRole('button', { name: 'Submit Vote' }));
    await waitFor(() => expect(screen.getByTestId('vote-falqan-share')).toHaveTextContent('100%'));
    expect(screen.getByRole('radio', { name: 'Falqan (Water)' })).not.toBeChecked();
    expect(await screen.findByTestId('my-vote')).toHaveTextContent(
      'You voted for Falqan (Water). You can change your vote until the poll closes.',
    );
    expect(screen.getByTestId('toast')).toHaveTextContent(
      'Vote Submitted!Thank you for participating in the community vote.',
    );
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      pollId: 'guardian-comic-poll',
      option: 'falqan',
    });
  });
});

describe('CommunityPage: creating a hero', () => {
  it('shows the hero validation messages, then creates the hero and refreshes the list', async () => {
    const heroes: unknown[] = [];
    const { fn, calls } = fakeFetch({
      'GET /api/heroes': () => ({ body: heroes }),
      'GET /api/votes/guardian-comic-poll': { body: [] },
      'POST /api/heroes': (init) => {
        const hero = { id: 'h1', createdAt: '2025-01-01', ...JSON.parse(String(init?.body)) };
        heroes.unshift(hero);
        return { status: 201, body: hero };
      },
    });
    vi.stubGlobal('fetch', fn);
    renderRoutes(routes, '/community');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Create Hero' }));
    expect(await screen.findByText('Hero name must be at least 2 characters')).toBeInTheDocument();
    expect(screen.getByText('Please select an element')).toBeInTheDocument();
    expect(screen.getByText('Origin story must be at least 10 characters')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);

    await user.type(screen.getByLabelText('Hero Name'), 'Barq');
    await user.selectOptions(screen.getByLabelText('Element Power'), 'Light');
    await user.type(
      screen.getByLabelText('Origin Story'),
      'Born in a lightning storm over Jeddah.',
    );
    await user.click(screen.getByRole('button', { name: 'Create Hero' }));
    expect(await screen.findByText('Born in a lightning storm over Jeddah.')).toBeInTheDocument();
    expect(screen.getByTestId('toast')).toHaveTextContent(
      'Hero Created!Your hero has been added to the Abtal Universe universe.',
    );
    expect(screen.getByLabelText('Hero Name')).toHaveValue('');
    expect(
      screen.getByText('New heroes join this page once our team has reviewed them.'),
    ).toBeInTheDocument();
  });

  it('keeps the hero form as typed when creation fails', async () => {
    vi.stubGlobal(
      'fetch',
      fakeFetch({
        'GET /api/heroes': { body: [] },
        'GET /api/votes/guardian-comic-poll': { body: [] },
        'POST /api/heroes': { status: 500, body: { message: 'Internal server error' } },
      }).fn,
    );
    renderRoutes(routes, '/community');
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Hero Name'), 'Barq');
    await user.selectOptions(screen.getByLabelText('Element Power'), 'Fire');
    await user.type(screen.getByLabelText('Origin Story'), 'Born in a lightning storm.');
    await user.click(screen.getByRole('button', { name: 'Create Hero' }));
    await waitFor(() =>
      expect(screen.getByTestId('toast')).toHaveTextContent(
        'ErrorFailed to create hero. Please try again.',
      ),
    );
    expect(screen.getByLabelText('Hero Name')).toHaveValue('Barq');
  });
});

describe('CommunityPage: the newsletter', () => {
  it('says what a sign-up did (mailed, mailed again, already subscribed) and reports failures', async () => {
    const answers = [
      { status: 201, body: { email: 'x@example.com', status: 'confirmation-sent' } },
      { status: 201, body: { email: 'x@example.com', status: 'confirmation-resent' } },
      { status: 201, body: { email: 'x@example.com', status: 'already-subscribed' } },
      { status: 429, body: { message: 'A confirmation mail was just sent' } },
      { status: 500, body: { message: 'Internal server error' } },
    ];
    vi.stubGlobal(
      'fetch',
      fakeFetch({
        'GET /api/heroes': { body: [] },
        'GET /api/votes/guardian-comic-poll': { body: [] },
        'POST /api/newsletter': () => answers.shift()!,
      }).fn,
    );
    renderRoutes(routes, '/community');
    const user = userEvent.setup();
    const email = screen.getByRole('form', { name: 'Newsletter' }).querySelector('input')!;
    const expectToast = async (text: string) => {
      await user.clear(email);
      await user.type(email, 'x@example.com');
      await user.click(screen.getByRole('button', { name: 'Subscribe' }));
      await waitFor(() => expect(screen.getAllByTestId('toast').at(-1)).toHaveTextContent(text));
    };
    await expectToast(
      'Subscribed!Check your inbox: confirm with the link we sent to x@example.com.',
    );
    await expectToast(
      'Check your inboxThis address has not confirmed yet: we sent the link to x@example.com again.',
    );
    await expectToast('Already subscribedx@example.com already receives the newsletter.');
    await expectToast('ErrorA confirmation mail was just sent to this address.');
    await expectToast('ErrorFailed to subscribe. Please try again.');
    // A refusal keeps what was typed.
    expect(email).toHaveValue('x@example.com');
  });
});
