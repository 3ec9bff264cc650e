// Relative, not `@shared`: the build's prerender script (renderer/scripts, Node) reads these types.
import { COMIC_CONTENT } from '../../../shared/content/comic-pages';
import {
  COMICS,
  DUBAI_GUARDIANS_COVER,
  DUBAI_GUARDIANS_EPISODE,
  DUBAI_GUARDIANS_ID,
} from '../../../shared/content/comics';
import { arabicPath } from '../lib/language';

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

export const SITE_NAME = 'Abtal Universe';
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
    title: 'Abtal Universe: a new Arab superhero universe',
    description:
      'Five guardians from the Arab world: read their digital comics, follow the timeline, learn the craft in the academy and join the community.',
    heading: 'A New Universe Rises',
    lcpImage: '/art/home/sky-panther.svg',
  },
  {
    path: '/about',
    title: 'About | Abtal Universe',
    description:
      'The story behind Abtal Universe: hero lore, interactive comics, a timeline, a community zone, an academy and a store.',
    heading: 'The Story Behind the Universe',
  },
  {
    path: '/phase1',
    title: 'Phase 1: The Foundation | Abtal Universe',
    description:
      'Three guardians wake first: the memory of the land, the bridge to the stars and the spirit of the ancient flame.',
    heading: 'Phase 1: The Foundation',
  },
  {
    path: '/characters',
    title: 'Meet the Guardians | Abtal Universe',
    description:
      'Five guardians woke under the great alignment, each carrying an element of the land and a piece of its heritage.',
    heading: 'Meet the Guardians',
  },
  {
    path: '/comics',
    title: 'Digital Comics | Abtal Universe',
    description:
      'Origins, adventures and crossovers of the guardians, drawn for the screen and free to read.',
    heading: 'Digital Comics',
  },
  {
    path: '/comics/dubai-guardians',
    title: 'Guardians of Dubai | Abtal Universe',
    description: 'The guardians come to the Dubai Metro: the episode, its stations and its art.',
    heading: 'Guardians of Dubai',
    lcpImage: DUBAI_GUARDIANS_COVER,
  },
  ...COMICS.map((comic): RouteMeta => ({
    path: `/comics/reader/${comic.id}`,
    title: `${comic.title} | Abtal Universe`,
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
    title: `${DUBAI_GUARDIANS_EPISODE.title} | Abtal Universe`,
    description: DUBAI_GUARDIANS_EPISODE.description,
    heading: 'Loading comic...',
    lcpImage: FIRST_PAGE(DUBAI_GUARDIANS_ID),
  },
  {
    path: '/lore',
    title: 'Universe Timeline | Abtal Universe',
    description:
      'From the caravans of the ancient age to the great alignment of today: the three eras of the universe.',
    heading: 'Universe Timeline',
  },
  {
    path: '/academy',
    title: 'Abtal Academy | Abtal Universe',
    description:
      'Learn the craft behind the universe: production, storytelling, technology and leadership, taught in cohorts of 8-12 weeks.',
    heading: 'Abtal Academy',
  },
  {
    path: '/community',
    title: 'Community Zone | Abtal Universe',
    description:
      'Imagine new heroes, vote on the next story and stay close to every launch of Abtal Universe.',
    heading: 'Community Zone',
  },
  {
    path: '/merch',
    title: 'The Abtal Store | Abtal Universe',
    description:
      'Apparel, collectibles, art prints and digital editions from the universe. The store opens soon.',
    heading: 'The Abtal Store',
  },
  {
    path: '/partnerships',
    title: 'Partner with Abtal | Abtal Universe',
    description:
      'Put your brand inside a universe the region is proud of: stories, stations, stores and screens.',
    heading: 'Partner with Abtal',
  },
  {
    path: '/auth/login',
    title: 'Sign in | Abtal Universe',
    description: 'Sign in to Abtal Universe to keep your reading progress and your membership.',
    heading: 'Welcome Back',
    noindex: true,
  },
  {
    path: '/auth/register',
    title: 'Sign up | Abtal Universe',
    description: 'Join Abtal Universe: save your reading progress and choose your membership tier.',
    heading: 'Join Abtal Universe',
    noindex: true,
  },
  {
    path: '/auth/forgot-password',
    title: 'Reset your password | Abtal Universe',
    description: 'Forgot your Abtal Universe password? Get a link by mail to choose a new one.',
    heading: 'Reset your password',
    noindex: true,
  },
  {
    path: '/auth/reset-password',
    title: 'Choose a new password | Abtal Universe',
    description: 'Choose a new password for your Abtal Universe account.',
    heading: 'Choose a new password',
    noindex: true,
  },
  {
    path: '/auth/verify-email',
    title: 'Confirm your email | Abtal Universe',
    description: 'Confirm the email address of your Abtal Universe account.',
    heading: 'Confirm your email',
    noindex: true,
  },
  {
    path: '/profile',
    title: 'My Profile | Abtal Universe',
    description: 'Your Abtal Universe profile and membership.',
    heading: 'aria-label="Loading your session"',
    noindex: true,
    membersOnly: true,
  },
  {
    path: '/subscription',
    title: 'Membership Plans | Abtal Universe',
    description:
      'Unlock more of the universe: earlier comics, sharper streams and exclusive drops. Plans from FREE to PLATINUM.',
    heading: 'aria-label="Loading your session"',
  },
];

/** The Arabic edition's words for each English route's head (the heading as the page renders it). */
const ARABIC: Record<string, Pick<RouteMeta, 'title' | 'description' | 'heading'>> = {
  '/': {
    title: 'أبطال: كونٌ عربي جديد من الأبطال الخارقين',
    description:
      'خمسة حرّاس من العالم العربي: اقرأ قصصهم المصورة، وتابع الخط الزمني، وتعلّم الحرفة في الأكاديمية، وانضم إلى المجتمع.',
    heading: 'ينهض كونٌ جديد',
  },
  '/about': {
    title: 'من نحن | أبطال',
    description:
      'الحكاية وراء كون أبطال: الأساطير، والقصص المصورة التفاعلية، والخط الزمني، والمجتمع، والأكاديمية، والمتجر.',
    heading: 'الحكاية وراء الكون',
  },
  '/phase1': {
    title: 'المرحلة الأولى: التأسيس | أبطال',
    description: 'ثلاثة حرّاس يستيقظون أولًا: ذاكرة الأرض، وجسر النجوم، وروح اللهب القديم.',
    heading: 'المرحلة الأولى: التأسيس',
  },
  '/characters': {
    title: 'تعرّف إلى الحرّاس | أبطال',
    description:
      'استيقظ خمسة حرّاس تحت الاصطفاف العظيم، يحمل كلٌّ منهم عنصرًا من عناصر الأرض وجزءًا من تراثها.',
    heading: 'تعرّف إلى الحرّاس',
  },
  '/comics/dubai-guardians': {
    title: 'حرّاس دبي | أبطال',
    description: 'الحرّاس في مترو دبي: الحلقة ومحطاتها ورسومها.',
    heading: 'حرّاس دبي',
  },
  '/partnerships': {
    title: 'كن شريكًا لأبطال | أبطال',
    description:
      'ضع علامتك التجارية داخل كونٍ تفخر به المنطقة: في القصص والمحطات والمتاجر والشاشات.',
    heading: 'كن شريكًا لأبطال',
  },
  '/auth/login': {
    title: 'تسجيل الدخول | أبطال',
    description: 'سجّل الدخول إلى أبطال لتحتفظ بتقدّم قراءتك وعضويتك.',
    heading: 'مرحبًا بعودتك',
  },
  '/auth/register': {
    title: 'إنشاء حساب | أبطال',
    description: 'انضم إلى أبطال: احفظ تقدّم قراءتك واختر باقة عضويتك.',
    heading: 'انضمّ إلى',
  },
  '/auth/forgot-password': {
    title: 'إعادة تعيين كلمة المرور | أبطال',
    description: 'نسيت كلمة مرور أبطال؟ احصل على رابط بالبريد لاختيار كلمة مرور جديدة.',
    heading: 'إعادة تعيين كلمة المرور',
  },
  '/auth/reset-password': {
    title: 'اختر كلمة مرور جديدة | أبطال',
    description: 'اختر كلمة مرور جديدة لحسابك في أبطال.',
    heading: 'اختر كلمة مرور جديدة',
  },
  '/auth/verify-email': {
    title: 'أكّد بريدك الإلكتروني | أبطال',
    description: 'أكّد البريد الإلكتروني لحسابك في أبطال.',
    heading: 'أكّد بريدك الإلكتروني',
  },
  '/comics': {
    title: 'القصص المصورة الرقمية | أبطال',
    description: 'حكايات الأصول والمغامرات واللقاءات الكبرى للحرّاس، مرسومة للشاشة ومجانية للقراءة.',
    heading: 'القصص المصورة الرقمية',
  },
  '/lore': {
    title: 'الخط الزمني للكون | أبطال',
    description: 'من قوافل العصر القديم إلى الاصطفاف العظيم في يومنا: عصور الكون الثلاثة.',
    heading: 'الخط الزمني للكون',
  },
  '/academy': {
    title: 'أكاديمية أبطال | أبطال',
    description:
      'تعلّم الحرفة وراء الكون: الإنتاج، والسرد، والتقنية، والقيادة، في دفعات من 8 إلى 12 أسبوعًا.',
    heading: 'أكاديمية أبطال',
  },
  '/community': {
    title: 'ساحة المجتمع | أبطال',
    description: 'تخيّل أبطالًا جددًا، وصوّت على القصة القادمة، وكن قريبًا من كل إطلاق في كون أبطال.',
    heading: 'ساحة المجتمع',
  },
  [`/comics/reader/${DUBAI_GUARDIANS_ID}`]: {
    title: 'حرّاس دبي: الحلقة 001 | أبطال',
    description: 'صقر دبي والنور يحرسان المدينة بينما تزحف من الخليج عاصفةٌ من الضوء. السماء لنا.',
    heading: '',
  },
  '/merch': {
    title: 'متجر أبطال | أبطال',
    description: 'ملابس ومقتنيات ولوحات فنية وإصدارات رقمية من الكون. يفتح المتجر قريبًا.',
    heading: 'متجر أبطال',
  },
  '/profile': {
    title: 'ملفي الشخصي | أبطال',
    description: 'ملفك الشخصي وعضويتك في كون أبطال.',
    heading: '',
  },
  '/subscription': {
    title: 'خطط العضوية | أبطال',
    description:
      'اكتشف المزيد من الكون: قصص مصورة أبكر، وبث أوضح، وإصدارات حصرية. خطط من المجانية إلى البلاتينية.',
    heading: '',
  },
};

/**
 * The Arabic edition under /ar: every English route again, with its Arabic head where it is
 * written above and the Arabic title of the page otherwise (the heading the page renders).
 */
PUBLIC_ROUTES.push(
  ...PUBLIC_ROUTES.map((route): RouteMeta => {
    const comic = COMICS.find((item) => route.path === `/comics/reader/${item.id}`);
    const readerOf = /^\/comics\/reader\/(.+)$/.exec(route.path)?.[1];
    const words =
      ARABIC[route.path] ??
      (comic?.ar && {
        title: `${comic.ar.title} | أبطال`,
        description: comic.ar.description,
        heading: '',
      });
    return {
      ...route,
      path: arabicPath(route.path),
      title: words?.title ?? route.title.replace(/\| Abtal Universe$/, '| أبطال'),
      description: words?.description ?? route.description,
      heading: words?.heading ?? '',
      // The reader preloads the page it shows: the English page would only compete with it.
      ...(readerOf && { lcpImage: FIRST_PAGE(readerOf, 'ar') }),
    };
  }),
);

/** The page for an address that does not exist (status 404). */
export const NOT_FOUND_META: RouteMeta = {
  path: '/404',
  title: 'Page Not Found | Abtal Universe',
  description: 'This page does not exist in the Abtal Universe.',
  heading: 'Page Not Found',
  noindex: true,
};

/**
 * Addresses under these prefixes that are not in the list (a server episode in the reader) are
 * client routes: they get the app shell, not the 404 page.
 */
export const CLIENT_ROUTE_PREFIXES = ['/comics/reader/', '/ar/comics/reader/'];

/**
 * Pages of the app that are never prerendered nor listed (the development mailbox, whose API a
 * production server does not have): the 404 document starts the app, which then draws them.
 */
export const UNLISTED_ROUTES = ['/dev/mailbox', '/ar/dev/mailbox'];

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
  return NOT_FOUND_META;
}

/** The share image (Open Graph, Twitter) the prerender step draws for a route. */
export function shareImagePath(path: string): string {
  const slug = path === '/' ? 'home' : path.slice(1).replace(/[^a-z0-9]+/gi, '-');
  return `/share/${slug}.png`;
}
