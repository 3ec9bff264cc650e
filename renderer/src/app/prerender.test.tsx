// @vitest-environment node
import { prerender } from 'react-dom/static';
import {
  createStaticHandler,
  createStaticRouter,
  StaticRouterProvider,
  type RouteObject,
} from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { seededCatalogue } from '@shared/academy/courses';
import { coursesKey } from '../features/academy/api/courses.api';
import { renderPage } from './prerender-entry';
import { AppProviders } from './providers';
import {
  CLIENT_ROUTE_PREFIXES,
  NOT_FOUND_META,
  PUBLIC_ROUTES,
  UNLISTED_ROUTES,
} from './route-meta';
import { routes } from './routes';

/** Every page route (leaf) that routes.tsx declares, so a new route cannot be left out here. */
function declaredPaths(list: RouteObject[], base = ''): string[] {
  return list.flatMap((route) => {
    const path = route.index ? base : `${base}/${route.path ?? ''}`.replace(/\/+/g, '/');
    return route.children?.length ? declaredPaths(route.children, path) : [path];
  });
}

/**
 * The URL to prerender for each declared route and the text it must contain. Pages that depend
 * on the session show the session spinner: on the server nobody is signed in yet.
 */
const CASES: Record<string, { url: string; text: string }> = {
  '/': { url: '/', text: 'A New Universe Rises' },
  '/about': { url: '/about', text: 'The Story Behind the Universe' },
  '/phase1': { url: '/phase1', text: 'Phase 1: The Foundation' },
  '/characters': { url: '/characters', text: 'Meet the Guardians' },
  '/comics': { url: '/comics', text: 'Digital Comics' },
  '/comics/dubai-guardians': { url: '/comics/dubai-guardians', text: 'Guardians of Dubai' },
  // The reader decodes the first page in an effect, so the server sends its loading screen.
  '/comics/reader/:comicId': { url: '/comics/reader/origins-1', text: 'Loading comic...' },
  '/lore': { url: '/lore', text: 'Universe Timeline' },
  '/academy': { url: '/academy', text: 'Abtal Academy' },
  '/community': { url: '/community', text: 'Community Zone' },
  '/merch': { url: '/merch', text: 'The Abtal Store' },
  '/partnerships': { url: '/partnerships', text: 'Partner with Abtal' },
  '/auth/login': { url: '/auth/login', text: 'Welcome Back' },
  '/auth/register': { url: '/auth/register', text: 'Join Abtal Universe' },
  '/profile': { url: '/profile', text: 'aria-label="Loading your session"' },
  '/subscription': { url: '/subscription', text: 'aria-label="Loading your session"' },
  '/auth/forgot-password': { url: '/auth/forgot-password', text: 'Reset your password' },
  '/auth/reset-password': { url: '/auth/reset-password', text: 'Choose a new password' },
  '/auth/verify-email': { url: '/auth/verify-email', text: 'Confirm your email' },
  '/email/confirm': { url: '/email/confirm', text: 'Confirm your subscription' },
  '/email/unsubscribe': { url: '/email/unsubscribe', text: 'Unsubscribe' },
  '/dev/mailbox': { url: '/dev/mailbox', text: 'Development mailbox' },
  '/billing/test-checkout/:id': {
    url: '/billing/test-checkout/6c1f2d3e-4b5a-4c6d-8e7f-9a0b1c2d3e4f',
    text: 'aria-label="Loading your session"',
  },
  '/billing/return': { url: '/billing/return', text: 'aria-label="Loading your session"' },
  '/admin/*': { url: '/admin/members', text: 'aria-label="Loading your session"' },
  '/partner/*': { url: '/partner/keys', text: 'aria-label="Loading your session"' },
  '/*': { url: '/no/such/page', text: 'Page Not Found' },
};

/** The Arabic edition: every English route again under /ar, with its Arabic key text. */
const ARABIC_CASES: Record<string, { url: string; text: string }> = {
  '/ar': { url: '/ar', text: 'ينهض كونٌ جديد' },
  '/ar/about': { url: '/ar/about', text: 'الحكاية وراء الكون' },
  '/ar/phase1': { url: '/ar/phase1', text: 'المرحلة الأولى: التأسيس' },
  '/ar/characters': { url: '/ar/characters', text: 'تعرّف إلى الحرّاس' },
  '/ar/comics': { url: '/ar/comics', text: 'القصص المصورة الرقمية' },
  '/ar/comics/dubai-guardians': { url: '/ar/comics/dubai-guardians', text: 'حرّاس دبي' },
  '/ar/comics/reader/:comicId': { url: '/ar/comics/reader/origins-1', text: 'جارٍ تحميل القصة...' },
  '/ar/lore': { url: '/ar/lore', text: 'الخط الزمني للكون' },
  '/ar/academy': { url: '/ar/academy', text: 'أكاديمية أبطال' },
  '/ar/community': { url: '/ar/community', text: 'ساحة المجتمع' },
  '/ar/merch': { url: '/ar/merch', text: 'متجر أبطال' },
  '/ar/partnerships': { url: '/ar/partnerships', text: 'كن شريكًا لأبطال' },
  '/ar/auth/login': { url: '/ar/auth/login', text: 'مرحبًا بعودتك' },
  '/ar/auth/register': { url: '/ar/auth/register', text: 'انضمّ إلى أبطال' },
  '/ar/profile': { url: '/ar/profile', text: 'aria-label="جارٍ تحميل جلستك"' },
  '/ar/subscription': { url: '/ar/subscription', text: 'aria-label="جارٍ تحميل جلستك"' },
  '/ar/auth/forgot-password': { url: '/ar/auth/forgot-password', text: 'إعادة تعيين كلمة المرور' },
  '/ar/auth/reset-password': { url: '/ar/auth/reset-password', text: 'اختر كلمة مرور جديدة' },
  '/ar/auth/verify-email': { url: '/ar/auth/verify-email', text: 'أكّد بريدك الإلكتروني' },
  '/ar/email/confirm': { url: '/ar/email/confirm', text: 'أكّد اشتراكك' },
  '/ar/email/unsubscribe': { url: '/ar/email/unsubscribe', text: 'إلغاء الاشتراك' },
  '/ar/dev/mailbox': { url: '/ar/dev/mailbox', text: 'صندوق بريد التطوير' },
  '/ar/billing/test-checkout/:id': {
    url: '/ar/billing/test-checkout/6c1f2d3e-4b5a-4c6d-8e7f-9a0b1c2d3e4f',
    text: 'aria-label="جارٍ تحميل جلستك"',
  },
  '/ar/billing/return': { url: '/ar/billing/return', text: 'aria-label="جارٍ تحميل جلستك"' },
  '/ar/admin/*': { url: '/ar/admin/members', text: 'aria-label="جارٍ تحميل جلستك"' },
  '/ar/partner/*': { url: '/ar/partner/keys', text: 'aria-label="جارٍ تحميل جلستك"' },
  '/ar/*': { url: '/ar/no/such/page', text: 'الصفحة غير موجودة' },
};

/** Renders a URL the way a prerender step would: static data router, lazy routes resolved. */
async function renderRoute(url: string): Promise<string> {
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(`http://localhost${url}`));
  if (context instanceof Response) throw new Error(`${url} answered ${context.status}`);
  const router = createStaticRouter(handler.dataRoutes, context);
  // prerender (unlike renderToString) waits for every suspended component, so lazy parts render too.
  const { prelude } = await prerender(
    <AppProviders>
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </AppProviders>,
    { onError: (error) => void errors.push(error) },
  );
  return new Response(prelude).text();
}
const errors: unknown[] = [];

describe('server rendering of every route (no window or document in render)', () => {
  // React reports recoverable render errors and warnings through console.error.
  let consoleError: ReturnType<typeof vi.spyOn>;
  beforeEach(() => {
    errors.length = 0;
    consoleError = vi.spyOn(console, 'error');
  });
  afterEach(() => consoleError.mockRestore());

  it('covers every route that routes.tsx declares', () => {
    expect(declaredPaths(routes).sort()).toEqual(
      [...Object.keys(CASES), ...Object.keys(ARABIC_CASES)].sort(),
    );
  });

  it('runs in plain Node, without a DOM', () => {
    expect(typeof window).toBe('undefined');
    expect(typeof document).toBe('undefined');
  });

  for (const [route, { url, text }] of Object.entries(CASES)) {
    it(`renders ${route} to HTML with its key text`, async () => {
      const html = await renderRoute(url);
      expect(errors).toEqual([]);
      expect(consoleError).not.toHaveBeenCalled();
      expect(html).toContain('Skip to content');
      expect(html).toContain(text.replace(/'/g, '&#x27;'));
    });
  }

  for (const [route, { url, text }] of Object.entries(ARABIC_CASES)) {
    it(`renders ${route} in Arabic, with both editions linked`, async () => {
      const html = await renderRoute(url);
      expect(errors).toEqual([]);
      expect(consoleError).not.toHaveBeenCalled();
      expect(html).toContain('انتقل إلى المحتوى');
      expect(html).not.toContain('Skip to content');
      expect(html).toContain(text);
      expect(html).toMatch(/hrefLang="en" href="https:\/\/abtal-universe\.com\//);
      expect(html).toMatch(/hrefLang="ar" href="https:\/\/abtal-universe\.com\/ar/);
    });
  }
});

describe('the prerender step (the same render the build writes to dist/web)', () => {
  it('lists every route of routes.tsx among its public routes or client prefixes', () => {
    const listed = PUBLIC_ROUTES.map((route) => route.path);
    for (const path of declaredPaths(routes)) {
      if (path === '/*' || path === '/ar/*' || UNLISTED_ROUTES.includes(path)) continue;
      if (path.includes(':'))
        expect(CLIENT_ROUTE_PREFIXES.some((prefix) => path.startsWith(prefix))).toBe(true);
      else expect(listed).toContain(path);
    }
  });

  for (const meta of [...PUBLIC_ROUTES, NOT_FOUND_META]) {
    it(`writes ${meta.path} with its heading and names its page module`, async () => {
      const { html, page } = await renderPage(
        meta === NOT_FOUND_META ? '/no/such/page' : meta.path,
      );
      expect(html).toContain(meta.heading.replace(/'/g, '&#x27;'));
      const arabic = meta.path === '/ar' || meta.path.startsWith('/ar/');
      expect(html).toContain(arabic ? 'انتقل إلى المحتوى' : 'Skip to content');
      if (!meta.path.startsWith('/profile') && !meta.path.startsWith('/ar/profile'))
        expect(page).toMatch(/^[A-Z]\w+Page$/);
    });
  }
});

describe('the academy page at build: the catalogue a fresh database answers with', () => {
  const escaped = (text: string) => text.replace(/&/g, '&amp;').replace(/'/g, '&#x27;');

  for (const [url, language, loading] of [
    ['/academy', 'en', 'Loading courses...'],
    ['/ar/academy', 'ar', 'جارٍ تحميل الدورات...'],
  ] as const) {
    it(`${url} lists every course and the featured curriculum, with no loading state`, async () => {
      const { html } = await renderPage(url, { signedOut: true });
      const catalogue = seededCatalogue(language);
      for (const course of catalogue) expect(html).toContain(escaped(course.title));
      const featured = catalogue.find((course) => course.featured === 1)!;
      for (const line of featured.syllabus) expect(html).toContain(escaped(line));
      expect(html).not.toContain(loading);
    });

    it(`${url} carries the same courses for the browser to hydrate with, with the featured course's lists alone`, async () => {
      const { html } = await renderPage(url);
      const json = /<script id="embedded-queries" type="application\/json">(.*?)<\/script>/s.exec(
        html,
      )?.[1];
      // The other courses' syllabus and outcomes are not on the page: they come with the list the
      // page asks for once live, and would push its HTML past TCP's first round trip.
      const catalogue = seededCatalogue(language);
      const [embedded] = JSON.parse(json ?? '[{}]') as { data: typeof catalogue }[];
      expect(embedded).toEqual({
        queryKey: coursesKey(language),
        data: catalogue.map((course) =>
          course.featured === 1 ? course : { ...course, syllabus: [], outcomes: [] },
        ),
      });
      expect(embedded.data.filter((course) => course.syllabus.length > 0)).toHaveLength(1);
    });
  }

  it('carries nothing on a page without such data', async () => {
    const { html } = await renderPage('/about');
    expect(html).not.toContain('embedded-queries');
  });
});
