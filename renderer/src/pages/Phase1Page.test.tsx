import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CHARACTERS } from '@shared/content/characters';
import { renderRoutes } from '../test/render';
import Phase1Page from './Phase1Page';

describe('phase 1', () => {
  it('numbers asad, fahd and jalal with their roles, 150-character origins and three powers', () => {
    renderRoutes([{ path: '/phase1', element: <Phase1Page /> }], '/phase1');
    expect(
      screen.getByRole('heading', { level: 1, name: 'Phase 1: The Foundation' }),
    ).toBeInTheDocument();
    const cards = screen.getAllByRole('article');
    expect(cards).toHaveLength(3);
    const expected = [
      ['asad', '1st', 'Heritage Anchor'],
      ['fahd', '2nd', 'Future Bridge'],
      ['jalal', '3rd', 'Ancient Spirit'],
    ] as const;
    expected.forEach(([id, order, role], index) => {
      const hero = CHARACTERS.find((c) => c.id === id)!;
      const card = within(cards[index]);
      expect(card.getByText(order)).toBeInTheDocument();
      expect(card.getByText(role)).toBeInTheDocument();
      expect(card.getByRole('heading', { name: hero.name })).toBeInTheDocument();
      expect(card.getByText(`${hero.origin.slice(0, 150)}...`)).toBeInTheDocument();
      expect(card.getByRole('list', { name: `Powers of ${hero.name}` }).children).toHaveLength(3);
      expect(card.getByRole('link', { name: /View Full Profile/ })).toHaveAttribute(
        'href',
        '/characters',
      );
    });
    expect(screen.getByRole('link', { name: 'View All Heroes' })).toHaveAttribute(
      'href',
      '/characters',
    );
    expect(screen.getByRole('link', { name: 'Read Their Stories' })).toHaveAttribute(
      'href',
      '/comics',
    );
  });
});
