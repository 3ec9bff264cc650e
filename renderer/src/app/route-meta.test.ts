import { describe, expect, it } from 'vitest';
import { meta as ar } from '../lib/i18n/namespaces/meta.ar';
import { PUBLIC_ROUTES, routeMeta } from './route-meta';

describe('route heads in both editions', () => {
  it('gives every Arabic route an Arabic title and description, never the English one', () => {
    const arabic = PUBLIC_ROUTES.filter(
      (route) => route.path === '/ar' || route.path.startsWith('/ar/'),
    );
    expect(arabic.length).toBe(PUBLIC_ROUTES.length / 2);
    for (const route of arabic) {
      const english = routeMeta(route.path.replace(/^\/ar/, '') || '/');
      expect(route.title, route.path).not.toBe(english.title);
      expect(route.description, route.path).not.toBe(english.description);
      expect(route.title, route.path).toMatch(/[\u0600-\u06FF]/);
    }
  });

  it('names the site after each page, except on the home page', () => {
    expect(routeMeta('/about').title).toBe('About | Abtal Universe');
    expect(routeMeta('/ar/about').title).toBe(`${ar.about.title} | ${ar.site}`);
    expect(routeMeta('/').title).toBe('Abtal Universe: a new Arab superhero universe');
  });

  it('says "not found" in the edition of the address', () => {
    expect(routeMeta('/nowhere').title).toBe('Page Not Found | Abtal Universe');
    expect(routeMeta('/ar/nowhere').title).toBe(`${ar.notFound.title} | ${ar.site}`);
  });
});
