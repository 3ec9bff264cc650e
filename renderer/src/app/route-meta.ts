// Relative, not `@shared`: the build's prerender script (renderer/scripts, Node) reads these types.
import { COMIC_CONTENT } from '../../../shared/content/comic-pages';
import {
  COMICS,
  DUBAI_GUARDIANS_COVER,
  DUBAI_GUARDIANS_EPISODE,
  DUBAI_GUARDIANS_ID,
} from '../../../shared/content/comics';
import { meta as ar } from '../lib/i18n/namespaces/meta.ar';
import { meta as en } from '../lib/i18n/namespaces/meta.en';
import { arabicPath, type Language } from '../lib/language';

/** What the head of a page says about it, and what the prerender step needs to write it. */
export interface RouteMeta {
  /** The address, without a trailing slash (`/` for home). */
  path: string;
  title: string;
  description: string;
  /** Text the page's prerendered HTML must contain (its main heading), checked by the tests. */
  heading: string;
  /**
   * The image that paints the largest area when the page opens: preloaded from the page's HTML
   * with high priority, so the browser fetches it before any script runs.
   */
  lcpImage?: string;
  /** Pages about the visitor: prerendered signed out, kept out of search results. */
  noindex?: boolean;
  /**
   * Signed-in only: a visitor without a session is sent to sign in by the app, so the page has no
   * signed-out version of its own (see renderer/perf/prerender.ts).
   */
  membersOnly?: boolean;
}

export const SITE_NAME = en.site;

type PageKey = Exclude<keyof typeof en, 'site'>;
const HEADS = { en, ar };

/** A page's title (its name, then the site's, apart from the home page's) and description. */
const head = (page: PageKey, language: Language = 'en') => ({
  title:
    page === 'home'
      ? HEADS[language].home.title
      : `${HEADS[language][page].title} | ${HEADS[language].site}`,
  description: HEADS[language][page].description,
});
/** The public address of the site: canonical links and share tags are absolute. */
export const SITE_ORIGIN = 'https://abtal-universe.com';

/** A comic's first page as an edition shows it: the Arabic edition's is lettered in Arabic. */
const FIRST_PAGE = (comicId: string, edition: 'en' | 'ar' = 'en') => {
  const page = COMIC_CONTENT[comicId]?.[0]?.pages[0];
  return edition === 'ar' ? (page?.imageAr ?? page?.image) : page?.image;
};

/**
 * The one list of public routes: the prerender step writes an HTML file for each entry, and the
 * client sets the title from it on every navigation. Another edition (Arabic under `/ar`) adds its
 * own entries to this list.
 */
export const PUBLIC_ROUTES: RouteMeta[] = [
  {
    path: '/',
    ...head('home'),
    heading: 'A New Universe Rises',
    lcpImage: '/art/home/sky-panther.svg',
  },
  {
    path: '/about',
    ...head('about'),
    heading: 'The Story Behind the Universe',
  },
  {
    path: '/phase1',
    ...head('phase1'),
    heading: 'Phase 1: The Foundation',
  },
  {
    path: '/characters',
    ...head('characters'),
    heading: 'Meet the Guardians',
  },
  {
    path: '/comics',
    ...head('comics'),
    heading: 'Digital Comics',
  },
  {
    path: '/comics/dubai-guardians',
    ...head('dubaiGuardians'),
    heading: 'Guardians of Dubai',
    lcpImage: DUBAI_GUARDIANS_COVER,
  },
  ...COMICS.map((comic): RouteMeta => ({
    path: `/comics/reader/${comic.id}`,
    title: `${comic.title} | ${en.site}`,
    description: comic.description,
    // The reader shows its first page once decoded in the browser; a comic that is not out yet
    // says so at once.
    heading: comic.available ? 'Loading comic...' : 'Comic not found or not available',
    lcpImage: FIRST_PAGE(comic.id),
  })),
  // Episode 001 of Guardians of Dubai, bundled like the comics above (its words as the episodes
  // table has them).
  {
    path: `/comics/reader/${DUBAI_GUARDIANS_ID}`,
    title: `${DUBAI_GUARDIANS_EPISODE.title} | ${en.site}`,
    description: DUBAI_GUARDIANS_EPISODE.description,
    heading: 'Loading comic...',
    lcpImage: FIRST_PAGE(DUBAI_GUARDIANS_ID),
  },
  {
    path: '/lore',
    ...head('lore'),
    heading: 'Universe Timeline',
  },
  {
    path: '/academy',
    ...head('academy'),
    heading: 'Abtal Academy',
  },
  {
    path: '/community',
    ...head('community'),
    heading: 'Community Zone',
  },
  {
    path: '/merch',
    ...head('merch'),
    heading: 'The Abtal Store',
  },
  {
    path: '/partnerships',
    ...head('partnerships'),
    heading: 'Partner with Abtal',
  },
  {
    path: '/auth/login',
    ...head('login'),
    heading: 'Welcome Back',
    noindex: true,
  },
  {
    path: '/auth/register',
    ...head('register'),
    heading: 'Join Abtal Universe',
    noindex: true,
  },
  {
    path: '/auth/forgot-password',
    ...head('forgotPassword'),
    heading: 'Reset your password',
    noindex: true,
  },
  {
    path: '/auth/reset-password',
    ...head('resetPassword'),
    heading: 'Choose a new password',
    noindex: true,
  },
  {
    path: '/auth/verify-email',
    ...head('verifyEmail'),
    heading: 'Confirm your email',
    noindex: true,
  },
  {
    path: '/profile',
    ...head('profile'),
    heading: 'aria-label="Loading your session"',
    noindex: true,
    membersOnly: true,
  },
  {
    path: '/subscription',
    ...head('subscription'),
    heading: 'aria-label="Loading your session"',
  },
];

/** The heading each Arabic page renders (the English ones are beside their routes above). */
const ARABIC_HEADINGS: Record<string, string> = {
  '/': 'ينهض كونٌ جديد',
  '/about': 'الحكاية وراء الكون',
  '/phase1': 'المرحلة الأولى: التأسيس',
  '/characters': 'تعرّف إلى الحرّاس',
  '/comics/dubai-guardians': 'حرّاس دبي',
  '/partnerships': 'كن شريكًا لأبطال',
  '/auth/login': 'مرحبًا بعودتك',
  '/auth/register': 'انضمّ إلى',
  '/comics': 'القصص المصورة الرقمية',
  '/lore': 'الخط الزمني للكون',
  '/academy': 'أكاديمية أبطال',
  '/community': 'ساحة المجتمع',
  '/merch': 'متجر أبطال',
  '/auth/forgot-password': 'إعادة تعيين كلمة المرور',
  '/auth/reset-password': 'اختر كلمة مرور جديدة',
  '/auth/verify-email': 'أكّد بريدك الإلكتروني',
};

/** Each route's page in the head texts (routes of one comic take their words from its data). */
const PAGE_OF: Record<string, PageKey> = {
  '/': 'home',
  '/about': 'about',
  '/phase1': 'phase1',
  '/characters': 'characters',
  '/comics': 'comics',
  '/comics/dubai-guardians': 'dubaiGuardians',
  '/lore': 'lore',
  '/academy': 'academy',
  '/community': 'community',
  '/merch': 'merch',
  '/partnerships': 'partnerships',
  '/auth/login': 'login',
  '/auth/register': 'register',
  '/auth/forgot-password': 'forgotPassword',
  '/auth/reset-password': 'resetPassword',
  '/auth/verify-email': 'verifyEmail',
  '/profile': 'profile',
  '/subscription': 'subscription',
};

/** A comic's (or the bundled episode's) head in Arabic, from its data. */
function arabicComicHead(path: string) {
  if (path === `/comics/reader/${DUBAI_GUARDIANS_ID}`) return DUBAI_GUARDIANS_EPISODE.ar;
  return COMICS.find((item) => path === `/comics/reader/${item.id}`)?.ar;
}

/** The Arabic edition under /ar: every English route again, with its Arabic head and heading. */
PUBLIC_ROUTES.push(
  ...PUBLIC_ROUTES.map((route): RouteMeta => {
    const readerOf = /^\/comics\/reader\/(.+)$/.exec(route.path)?.[1];
    const page = PAGE_OF[route.path];
    const comic = arabicComicHead(route.path);
    const words = page
      ? head(page, 'ar')
      : comic && { title: `${comic.title} | ${ar.site}`, description: comic.description };
    return {
      ...route,
      path: arabicPath(route.path),
      title: words?.title ?? route.title,
      description: words?.description ?? route.description,
      heading: ARABIC_HEADINGS[route.path] ?? '',
      // The reader preloads the page it shows: the English page would only compete with it.
      ...(readerOf && { lcpImage: FIRST_PAGE(readerOf, 'ar') }),
    };
  }),
);

/** The page for an address that does not exist (status 404). */
export const NOT_FOUND_META: RouteMeta = {
  path: '/404',
  ...head('notFound'),
  heading: 'Page Not Found',
  noindex: true,
};

/** The Arabic edition's words for the same page. */
const NOT_FOUND_META_AR: RouteMeta = { ...NOT_FOUND_META, ...head('notFound', 'ar') };

/**
 * Addresses under these prefixes that are not in the list (a server episode in the reader) are
 * client routes: they get the app shell, not the 404 page.
 */
export const CLIENT_ROUTE_PREFIXES = ['/comics/reader/', '/ar/comics/reader/'];

/**
 * Pages of the app that are never prerendered nor listed (the development mailbox, whose API a
 * production server does not have): the 404 document starts the app, which then draws them.
 */
export const UNLISTED_ROUTES = [
  '/dev/mailbox',
  '/ar/dev/mailbox',
  // The pages the links of list mails open (kept out of search engines and the prerender).
  '/email/confirm',
  '/ar/email/confirm',
  '/email/unsubscribe',
  '/ar/email/unsubscribe',
  // The test provider's checkout and the page a checkout returns to.
  '/billing/test-checkout/:id',
  '/ar/billing/test-checkout/:id',
  '/billing/return',
  '/ar/billing/return',
  // The operations console (ADMIN accounts), with its sections below it.
  '/admin/*',
  '/ar/admin/*',
  // The partner portal (partner accounts; the invitation mail links to /partner/join).
  '/partner/*',
  '/ar/partner/*',
];

/** The meta of an address: its entry, or its edition's comics page's for a client route. */
export function routeMeta(pathname: string): RouteMeta {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const found = PUBLIC_ROUTES.find((route) => route.path === path);
  if (found) return found;
  // A server episode's reader says it is the comics until the page names the episode.
  if (CLIENT_ROUTE_PREFIXES.some((prefix) => path.startsWith(prefix))) {
    const comics = path.startsWith('/ar/') ? '/ar/comics' : '/comics';
    return { ...PUBLIC_ROUTES.find((route) => route.path === comics)!, path, heading: '' };
  }
  return path === '/ar' || path.startsWith('/ar/') ? NOT_FOUND_META_AR : NOT_FOUND_META;
}

/** The share image (Open Graph, Twitter) the prerender step draws for a route. */
export function shareImagePath(path: string): string {
  const slug = path === '/' ? 'home' : path.slice(1).replace(/[^a-z0-9]+/gi, '-');
  return `/share/${slug}.png`;
}
