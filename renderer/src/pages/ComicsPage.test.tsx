import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { COMICS } from '@shared/content/comics';
import { filterComics, parseComicFilter } from '../features/content/comics/filter-comics';
import { renderRoutes } from '../test/render';
import ComicsPage from './ComicsPage';

const routes = [{ path: '/comics', element: <ComicsPage /> }];
const titles = () =>
  within(screen.getByTestId('comic-grid'))
    .getAllByRole('heading', { level: 3 })
    .map((heading) => heading.textContent);

describe('comic filter', () => {
  it('keeps only the comics of the chosen category, all of them for "all"', () => {
    expect(filterComics(COMICS, 'all')).toHaveLength(6);
    expect(filterComics(COMICS, 'origins').map((c) => c.id)).toEqual([
      'origins-1',
      'jalal-origins',
      'nazra-origins',
    ]);
    expect(filterComics(COMICS, 'adventures').map((c) => c.id)).toEqual([
      'guardians-2',
      'mars-chronicles-3',
    ]);
    expect(filterComics(COMICS, 'crossover').map((c) => c.id)).toEqual(['unity-crossover']);
    expect(parseComicFilter('nonsense')).toBe('all');
    expect(parseComicFilter(null)).toBe('all');
  });

  it('starts on All Stories and filters when a category is chosen', async () => {
    const user = userEvent.setup();
    const { router } = renderRoutes(routes, '/comics');
    const all = screen.getByRole('button', { name: 'All Stories' });
    expect(all).toHaveAttribute('aria-pressed', 'true');
    expect(titles()).toHaveLength(6);

    await user.click(screen.getByRole('button', { name: 'Crossover' }));
    expect(screen.getByRole('button', { name: 'Crossover' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(all).toHaveAttribute('aria-pressed', 'false');
    expect(titles()).toEqual(['Unity: The Five Become One']);
    expect(router.state.location.search).toBe('?category=crossover');

    await user.click(screen.getByRole('button', { name: 'Origins' }));
    expect(titles()).toEqual([
      'Origins: The Awakening',
      'Jalal: The Desert Fire',
      'Nazra: Guardian of Earth',
    ]);

    await user.click(all);
    expect(titles()).toHaveLength(6);
  });

  it('links available comics to the reader and disables Coming Soon for the rest', () => {
    renderRoutes(routes, '/comics');
    expect(
      screen.getByRole('link', { name: /^Read Now.*Origins: The Awakening$/ }),
    ).toHaveAttribute('href', '/comics/reader/origins-1');
    expect(screen.getAllByRole('link', { name: /^Read Now/ })).toHaveLength(5);
    const comingSoon = screen.getByRole('button', { name: 'Coming Soon' });
    expect(comingSoon).toBeDisabled();
    const mars = comingSoon.closest('article')!;
    expect(within(mars).getByText('The Mars Chronicles')).toBeInTheDocument();
    expect(within(mars).getByText('NFT ACCESS')).toBeInTheDocument();
    expect(screen.getAllByText('FREE')).toHaveLength(5);
  });

  it('shows the Guardians of Dubai feature with its links, badges and takeover', () => {
    renderRoutes(routes, '/comics');
    expect(screen.getByRole('link', { name: 'Read Episode Now' })).toHaveAttribute(
      'href',
      '/comics/dubai-guardians',
    );
    expect(screen.getByRole('link', { name: 'Meet the Heroes' })).toHaveAttribute(
      'href',
      '/characters',
    );
    for (const text of ['7 Pages', '2 min read', 'Featured', 'EP 001', 'Saqr Dubai', 'Al-Noor']) {
      expect(screen.getByText(text)).toBeInTheDocument();
    }
    for (const text of ['Platform Walls', 'Station Entrance', 'Train Wraps']) {
      expect(screen.getByText(text)).toBeInTheDocument();
    }
    for (const name of ['Interactive Floor', 'AR Experience', 'LED Lighting', 'QR Comics']) {
      expect(screen.getByRole('heading', { name })).toBeInTheDocument();
    }
    expect(screen.getByText('The Sky is Ours')).toBeInTheDocument();
    expect(screen.getByText('السماء لنا')).toHaveAttribute('lang', 'ar');
  });
});
