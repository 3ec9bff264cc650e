import { screen } from '@testing-library/react';
import { Outlet } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '../../test/render';
import { routes } from '../routes';
import { RouteError } from './RouteError';

function Broken(): never {
  throw new Error('Failed to fetch dynamically imported module: /assets/ReaderPage-1.js');
}

describe('RouteError', () => {
  it('shows a failed page inside the layout, with a way back', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderRoutes(
      [
        {
          path: '/',
          element: (
            <div>
              <header>Abtal header</header>
              <Outlet />
            </div>
          ),
          children: [{ path: 'comics', element: <Broken />, errorElement: <RouteError /> }],
        },
      ],
      '/comics',
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('This page could not be shown');
    expect(
      screen.getByText('Part of the app could not be loaded. Check the connection and try again.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Abtal header')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
  });

  it('is the error page of every page of the app, under the layout', () => {
    const pages = routes[0]!.children ?? [];
    expect(pages.length).toBeGreaterThan(10);
    expect(routes[0]!.errorElement).toBeUndefined();
    for (const page of pages) expect(page.errorElement, page.path ?? 'index').toBeTruthy();
  });
});
