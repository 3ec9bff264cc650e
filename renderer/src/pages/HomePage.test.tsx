import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderRoutes } from '../test/render';
import HomePage from './HomePage';

const routes = [{ path: '/', element: <HomePage /> }];

describe('home', () => {
  it('shows the headline and two buttons to the heroes', () => {
    renderRoutes(routes, '/');
    expect(
      screen.getByRole('heading', { level: 1, name: 'From the Arab World, A New Universe Rises' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Explore the Universe' })).toHaveAttribute(
      'href',
      '/characters',
    );
    expect(screen.getByRole('link', { name: 'Meet the Heroes' })).toHaveAttribute(
      'href',
      '/characters',
    );
    expect(screen.getByText('the Sky Panther')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: /Fahd Al-Samaa/ })).toHaveAttribute(
      'src',
      '/art/home/sky-panther.svg',
    );
  });

  it('opens the easter egg on the sparkle and closes it with Continue Journey', async () => {
    const user = userEvent.setup();
    renderRoutes(routes, '/');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Reveal a hidden moment' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sacred Moment' });
    expect(dialog).toHaveTextContent('Easter Egg Unlocked');
    expect(dialog).toHaveTextContent(/humility before Him/);
    await user.click(screen.getByRole('button', { name: 'Continue Journey' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('closes the easter egg with its close control and opens it again', async () => {
    const user = userEvent.setup();
    renderRoutes(routes, '/');
    const sparkle = screen.getByRole('button', { name: 'Reveal a hidden moment' });
    await user.click(sparkle);
    await screen.findByRole('dialog', { name: 'Sacred Moment' });
    await user.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(sparkle).toHaveFocus());
    await user.click(sparkle);
    expect(await screen.findByRole('dialog', { name: 'Sacred Moment' })).toBeInTheDocument();
  });
});
