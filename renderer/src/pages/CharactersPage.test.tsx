import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderRoutes } from '../test/render';
import CharactersPage from './CharactersPage';

const routes = [{ path: '/characters', element: <CharactersPage /> }];

describe('heroes', () => {
  it('shows five guardian cards under "Meet the Guardians"', () => {
    renderRoutes(routes, '/characters');
    expect(
      screen.getByRole('heading', { level: 1, name: 'Meet the Guardians' }),
    ).toBeInTheDocument();
    const cards = screen.getAllByRole('button', { name: /View powers and origin/ });
    expect(cards).toHaveLength(5);
    expect(cards.map((card) => card.textContent)).toEqual([
      expect.stringContaining('Jalal'),
      expect.stringContaining('Nazra'),
      expect.stringContaining('Falqan'),
      expect.stringContaining('Fahd Al-Samaa'),
      expect.stringContaining('Asad AlUla'),
    ]);
  });

  it('opens a dialog with portrait, Powers, Origin and Symbolism, and closes it', async () => {
    const user = userEvent.setup();
    renderRoutes(routes, '/characters');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /Nazra/ }));
    const dialog = await screen.findByRole('dialog', { name: /Nazra/ });
    expect(within(dialog).getByRole('img', { name: /Portrait of Nazra/ })).toHaveAttribute(
      'src',
      '/art/heroes/nazra.svg',
    );
    for (const name of ['Powers', 'Origin', 'Symbolism']) {
      expect(within(dialog).getByRole('heading', { name })).toBeInTheDocument();
    }
    expect(within(dialog).getByText('Earth Shaping')).toBeInTheDocument();
    expect(within(dialog).getByText(/botanist from Al-Ahsa/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
