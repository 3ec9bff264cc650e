import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { EpisodeSummary } from '@shared/schemas/content.schemas';
import { renderRoutes } from '../../../test/render';
import { EpisodeCard } from './EpisodeCard';

const HOUR = 3600_000;
const DAY = 24 * HOUR;
const releaseAt = '2026-05-01T10:00:00.000Z';
const at = (ms: number) => new Date(Date.parse(releaseAt) + ms);
const episode: EpisodeSummary = {
  id: '6a3f0d52-8f1e-4c1b-9a64-000000000002',
  slug: 'dubai-guardians-002',
  title: 'Guardians of Dubai: Episode 002',
  description: 'Every light on the Dubai Metro goes out at once.',
  titleAr: null,
  descriptionAr: null,
  arc: 'Guardians of Dubai',
  heroId: 'fahd',
  coverImage: '/api/episodes/dubai-guardians-002/cover',
  requiredTier: 'FREE',
  releaseAt,
  lockUntil: null,
  featured: false,
  pageCount: 6,
  availableAt: at(7 * DAY).toISOString(),
  available: false,
};

const renderCard = (props: Partial<Parameters<typeof EpisodeCard>[0]>) =>
  renderRoutes(
    [{ path: '/', element: <EpisodeCard episode={episode} tier="FREE" now={at(0)} {...props} /> }],
    '/',
  );

describe('EpisodeCard', () => {
  it('tells a FREE member when it is free and who reads it early', () => {
    renderCard({ tier: 'FREE', now: at(3 * DAY + 20 * HOUR) });
    expect(screen.getByTestId('release-status')).toHaveTextContent('Free in 3 days 4 hours');
    expect(screen.getByText('Early access for SILVER and above')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /When can I read it\?/ })).toHaveAttribute(
      'href',
      '/comics/reader/dubai-guardians-002',
    );
  });

  it('says "Out now" with a Read Now link once the window has passed', () => {
    renderCard({ tier: 'FREE', now: at(7 * DAY) });
    expect(screen.getByTestId('release-status')).toHaveTextContent('Out now');
    expect(screen.getByRole('link', { name: /Read Now/ })).toBeInTheDocument();
    expect(screen.queryByText(/Early access/)).toBeNull();
  });

  it('opens at release for a GOLD member and offers a reminder before it', () => {
    renderCard({
      tier: 'GOLD',
      now: at(-5 * DAY),
      reminder: { on: false, pending: false, toggle: () => undefined },
    });
    expect(screen.getByTestId('release-status')).toHaveTextContent('Out in 5 days');
    expect(screen.getByRole('button', { name: /Remind me/ })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
  });
});
