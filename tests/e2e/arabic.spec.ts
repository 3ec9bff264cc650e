import AxeBuilder from '@axe-core/playwright';
import { registerViaApi } from './support';
import { expect, test, type Page, waitingForTheApp } from './fixtures';

/**
 * The Arabic edition, route by route, in one browser page per walk (fast): lang/dir,
 * no English left on screen, no serious accessibility problem, no sideways scrolling, and the
 * language switch leading to the same page in English.
 */

/** Each Arabic route with the heading that shows it has rendered. */
const ROUTES: [path: string, heading: string][] = [
  ['/ar', 'من العالم العربي، ينهض كونٌ جديد'],
  ['/ar/phase1', 'المرحلة الأولى: التأسيس'],
  ['/ar/characters', 'تعرّف إلى الحرّاس'],
  ['/ar/comics', 'القصص المصورة الرقمية'],
  ['/ar/comics/dubai-guardians', 'حرّاس دبي'],
  ['/ar/lore', 'الخط الزمني للكون'],
  ['/ar/community', 'ساحة المجتمع'],
  ['/ar/merch', 'متجر أبطال'],
  ['/ar/auth/login', 'مرحبًا بعودتك'],
  ['/ar/auth/register', 'انضمّ إلى أبطال'],
  ['/ar/subscription', 'يلزم تسجيل الدخول'],
  ['/ar/about', 'الحكاية وراء الكون'],
  ['/ar/academy', 'أكاديمية أبطال'],
  ['/ar/partnerships', 'كن شريكًا لأبطال'],
  ['/ar/no/such/page', 'الصفحة غير موجودة'],
];

/**
 * Latin text allowed inside Arabic pages: numbers and symbols are stripped before the check;
 * these names are kept in their Latin form on purpose.
 */
const ALLOWED_LATIN = ['F8', 'you@example.com', '720p', '1080p', '4K'];

/**
 * Every visible text and accessible label of the page in Latin letters, apart from the allowed
 * names and what the page marks as another language (`lang="en"`) or as isolated user content
 * (`<bdi>`, `dir="auto"`).
 */
function latinTexts(page: Page, allowed: string[]): Promise<string[]> {
  return page.evaluate((allowedLatin) => {
    const found: string[] = [];
    const exempt = (element: Element | null) =>
      !element ||
      element.closest('script, style, noscript, template, bdi, [dir="auto"], [lang="en"]') !== null;
    const latin = (text: string) => {
      let rest = text;
      for (const word of allowedLatin) rest = rest.split(word).join('');
      return /[A-Za-z]/.test(rest);
    };
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      const text = node.textContent?.trim() ?? '';
      if (!text || exempt(parent) || !parent?.checkVisibility({ visibilityProperty: true })) {
        continue;
      }
      if (latin(text)) found.push(text);
    }
    for (const element of document.body.querySelectorAll(
      '[aria-label], [alt], [title], [placeholder]',
    )) {
      if (exempt(element)) continue;
      for (const name of ['aria-label', 'alt', 'title', 'placeholder']) {
        const value = element.getAttribute(name);
        if (value && latin(value)) found.push(`${name}="${value}"`);
      }
    }
    return found;
  }, allowed);
}

/** Axe's serious and critical WCAG 2.1 A/AA findings. */
async function seriousViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({
      rule: violation.id,
      targets: violation.nodes.slice(0, 3).map((node) => node.target.join(' ')),
    }));
}

async function checkPage(page: Page, path: string, heading: string, axe: boolean) {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  await page.waitForLoadState('networkidle');
  const html = page.locator('html');
  await expect(html).toHaveAttribute('lang', 'ar');
  await expect(html).toHaveAttribute('dir', 'rtl');
  expect(await latinTexts(page, ALLOWED_LATIN), `English left on ${path}`).toEqual([]);
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow, `horizontal overflow on ${path}`).toBeLessThanOrEqual(0);
  if (axe) expect(await seriousViolations(page), `axe on ${path}`).toEqual([]);
}

test.describe('the Arabic edition', () => {
  // A browser preferring Arabic; each test in its own context, so none depends on another's steps.
  test.use({ locale: 'ar-AE' });

  test('every route on a desktop screen (1366x900), with axe', async ({ page }) => {
    test.setTimeout(180_000);
    await page.setViewportSize({ width: 1366, height: 900 });
    for (const [path, heading] of ROUTES) await checkPage(page, path, heading, true);
  });

  test('every route on a phone (390x844)', async ({ page }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width: 390, height: 844 });
    for (const [path, heading] of ROUTES) await checkPage(page, path, heading, false);
  });

  test('the switch in the header and the drawer keeps the page, both ways', async ({ page }) => {
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.goto('/ar/comics?category=origins');
    await page.getByTestId('language-switch').click();
    await expect(page).toHaveURL(/\/comics\?category=origins$/);
    await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
    await expect(page.getByRole('heading', { level: 1, name: 'Digital Comics' })).toBeVisible();
    await page.getByRole('link', { name: 'العربية', exact: true }).click();
    await expect(page).toHaveURL(/\/ar\/comics\?category=origins$/);
    await expect(
      page.getByRole('heading', { level: 1, name: 'القصص المصورة الرقمية' }),
    ).toBeVisible();

    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/ar/lore');
    await page.getByRole('button', { name: 'فتح القائمة' }).click();
    const drawer = page.getByRole('dialog', { name: 'القائمة' });
    await drawer.getByRole('link', { name: 'English' }).click();
    await expect(page).toHaveURL(/\/lore$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Universe Timeline' })).toBeVisible();
  });

  test('links stay in Arabic, and every page names its English counterpart', async ({ page }) => {
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.goto('/ar/characters');
    await page
      .getByRole('navigation', { name: 'الرئيسي' })
      .getByRole('link', { name: 'القصص المصورة' })
      .click();
    await expect(page).toHaveURL(/\/ar\/comics$/);
    await expect(page.locator('link[rel="alternate"][hreflang="en"]')).toHaveAttribute(
      'href',
      'https://abtal-universe.com/comics',
    );
    await expect(page.locator('link[rel="alternate"][hreflang="ar"]')).toHaveAttribute(
      'href',
      'https://abtal-universe.com/ar/comics',
    );
  });

  test('forms show Arabic validation messages for each rule, and Arabic toasts', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.goto('/ar/auth/register');
    await page.getByRole('button', { name: 'إنشاء الحساب' }).click();
    await expect(page.getByText('البريد الإلكتروني مطلوب')).toBeVisible();
    await expect(page.getByText('كلمة المرور مطلوبة')).toBeVisible();
    await page.getByLabel('البريد الإلكتروني').fill('not-an-address');
    await page.getByLabel('كلمة المرور', { exact: true }).fill('abc');
    await page.getByLabel('تأكيد كلمة المرور', { exact: true }).fill('abc');
    await page.getByRole('button', { name: 'إنشاء الحساب' }).click();
    await expect(page.getByText('يُرجى إدخال بريد إلكتروني صالح')).toBeVisible();
    await expect(page.getByTestId('toast')).toContainText('كلمة المرور قصيرة جدًا');

    await page.goto('/ar/community');
    await page.getByRole('button', { name: 'أنشئ البطل' }).click();
    await expect(page.getByText('يجب ألا يقل اسم البطل عن حرفين')).toBeVisible();
    await expect(page.getByText('يُرجى اختيار عنصر')).toBeVisible();
    await expect(page.getByText('يجب ألا تقل قصة الأصل عن 10 أحرف')).toBeVisible();
    await page.getByRole('button', { name: 'أرسل صوتك' }).click();
    await expect(page.getByTestId('toast')).toContainText('يُرجى اختيار أحد الخيارات');

    // A refusal from the server (wrong password) is shown in Arabic too.
    await page.goto('/ar/auth/login');
    await page.getByLabel('البريد الإلكتروني').fill('nobody@example.com');
    await page.getByLabel('كلمة المرور', { exact: true }).fill('wrong-password');
    await page.getByRole('button', { name: 'تسجيل الدخول' }).last().click();
    await expect(page.getByTestId('form-error')).toHaveText(
      'البريد الإلكتروني أو كلمة المرور غير صحيحة',
    );
    await expect(page.getByTestId('toast')).toContainText('تعذّر تسجيل الدخول');
  });

  test('signing in from an Arabic page returns to the Arabic page', async ({ page }) => {
    const { email, password } = await registerViaApi(page);
    await page.request.post('/api/auth/logout');
    await page.goto('/ar/profile');
    await expect(page).toHaveURL(/\/ar\/auth\/login(\?next=%2Far%2Fprofile)?$/);
    await page.getByLabel('البريد الإلكتروني').fill(email);
    await page.getByLabel('كلمة المرور', { exact: true }).fill(password);
    await page.getByRole('button', { name: 'تسجيل الدخول' }).last().click();
    await expect(page).toHaveURL(/\/ar\/profile$/);
    await expect(page.getByRole('heading', { level: 1, name: 'ملفي الشخصي' })).toBeVisible();
    // The member's own e-mail and the name made from it (in the account menu's label) are theirs.
    expect(await latinTexts(page, [...ALLOWED_LATIN, email, email.split('@')[0]])).toEqual([]);
    await page.goto('/ar/subscription');
    await expect(page.getByRole('heading', { level: 1, name: 'خطط العضوية' })).toBeVisible();
    await expect(page.getByText('المجانية').first()).toBeVisible();
    expect(await latinTexts(page, [...ALLOWED_LATIN, email.split('@')[0]])).toEqual([]);
    expect(await seriousViolations(page)).toEqual([]);
    await page.request.post('/api/auth/logout');
  });

  test('a first visit preferring Arabic is offered the Arabic edition, not sent there', async ({
    browser,
  }) => {
    const fresh = await browser.newContext({ locale: 'ar-AE' });
    const visitor = waitingForTheApp(await fresh.newPage());
    await visitor.goto('/lore');
    const offer = visitor.getByTestId('arabic-offer');
    await expect(offer).toBeVisible();
    await expect(visitor).toHaveURL(/\/lore$/);
    await offer.getByRole('link', { name: 'اقرأ بالعربية' }).click();
    await expect(visitor).toHaveURL(/\/ar\/lore$/);
    // The choice is remembered: the English address now opens the Arabic page.
    await visitor.goto('/comics');
    await expect(visitor).toHaveURL(/\/ar\/comics$/);
    await fresh.close();
  });
});
