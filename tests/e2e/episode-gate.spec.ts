import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from './fixtures';
import { loginViaUi, logoutViaApi, registerViaApi } from './support';

const EDITIONS = {
  en: {
    prefix: '',
    early: 'Guardians of Dubai: Episode 002',
    later: 'Guardians of Dubai: Episode 003',
    series: (n: string) => `Guardians of Dubai · Episode ${n}`,
    required: 'Subscription Required',
    need: 'You need SILVER tier or higher to access this content.',
    current: 'Current tier: FREE',
    earlyWindows: /^SILVER and above since .+; FREE from .+$/,
    laterWindows: /^SILVER and above from .+; FREE from .+$/,
    plans: 'See membership plans',
    back: 'Back to Comics',
    signIn: 'Sign in to be reminded when it unlocks',
    locked: 'Locked',
  },
  ar: {
    prefix: '/ar',
    early: 'حرّاس دبي: الحلقة 002',
    later: 'حرّاس دبي: الحلقة 003',
    series: (n: string) => `حرّاس دبي · الحلقة ${n}`,
    required: 'الاشتراك مطلوب',
    need: 'تحتاج إلى فئة الفضية أو أعلى للوصول إلى هذا المحتوى.',
    current: 'فئتك الحالية: المجانية',
    earlyWindows: /^.+ وما فوقها منذ .+؛ .+ ابتداءً من .+$/,
    laterWindows: /^.+ وما فوقها ابتداءً من .+؛ .+ ابتداءً من .+$/,
    plans: 'اطّلع على خطط العضوية',
    back: 'العودة إلى القصص',
    signIn: 'سجّل الدخول لنذكّرك حين تُتاح',
    locked: 'مقفلة',
  },
} as const;

const SIZES = {
  laptop: { width: 1366, height: 900 },
  phone: { width: 390, height: 844 },
} as const;

async function expectNoSeriousViolations(page: Page) {
  await page.waitForLoadState('networkidle');
  const { violations } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => ({ rule: v.id, targets: v.nodes.map((n) => n.target) }))).toEqual([]);
}

for (const edition of ['en', 'ar'] as const) {
  const text = EDITIONS[edition];
  for (const [size, viewport] of Object.entries(SIZES)) {
    test.describe(`a locked episode (${edition}, ${size})`, () => {
      test.use({ viewport });

      test('is a page of the site with its cover, who reads it when and the ways on', async ({
        page,
      }) => {
        // Early access: SILVER and above read it now, FREE and visitors later.
        await page.goto(`${text.prefix}/comics/reader/dubai-guardians-002`);
        const gate = page.getByTestId('episode-gate');
        await expect(gate.getByRole('heading', { level: 1 })).toHaveText(text.early);
        await expect(page).toHaveTitle(new RegExp(`^${text.early} \\|`));
        await expect(page.getByRole('banner')).toBeVisible();
        await expect(page.getByRole('contentinfo')).toBeVisible();
        await expect(gate.getByText(text.series('002'))).toBeVisible();
        const cover = page.getByTestId('episode-gate-cover');
        await expect(cover).toHaveAttribute('src', '/api/episodes/dubai-guardians-002/cover');
        await expect(cover).toHaveCSS('opacity', '0.4');
        await expect(gate.getByText(text.locked, { exact: true })).toBeVisible();
        await expect(gate.getByRole('heading', { name: text.required })).toBeVisible();
        await expect(gate.getByText(text.need)).toBeVisible();
        await expect(gate.getByText(text.current)).toBeVisible();
        await expect(page.getByTestId('episode-gate-windows')).toHaveText(text.earlyWindows);
        await expect(page.getByTestId('episode-unlock')).toBeVisible();
        await expect(gate.getByRole('link', { name: text.signIn })).toHaveAttribute(
          'href',
          `${text.prefix}/auth/login?next=${encodeURIComponent(`${text.prefix}/comics/reader/dubai-guardians-002`)}`,
        );
        await expect(gate.getByRole('link', { name: text.plans })).toHaveAttribute(
          'href',
          `${text.prefix}/subscription`,
        );
        await expect(gate.getByRole('link', { name: text.back })).toHaveAttribute(
          'href',
          `${text.prefix}/comics`,
        );
        await expectNoSeriousViolations(page);

        // Not out yet for anyone: the same layout, without the tier gate's words.
        await page.goto(`${text.prefix}/comics/reader/dubai-guardians-003`);
        await expect(gate.getByRole('heading', { level: 1 })).toHaveText(text.later);
        await expect(page).toHaveTitle(new RegExp(`^${text.later} \\|`));
        await expect(gate.getByText(text.series('003'))).toBeVisible();
        await expect(page.getByTestId('episode-gate-windows')).toHaveText(text.laterWindows);
        await expect(gate.getByRole('heading', { name: text.required })).toHaveCount(0);
        await expect(page.getByRole('banner')).toBeVisible();

        // Back to Comics leaves the gate; the comics page has its usual frame.
        await gate.getByRole('link', { name: text.back }).click();
        await expect(page).toHaveURL(new RegExp(`${text.prefix}/comics$`));
        await expect(page.getByRole('banner')).toBeVisible();
      });
    });
  }
}

test.describe('the gate for a member', () => {
  test.use({ viewport: SIZES.laptop, timezoneId: 'Asia/Dubai' });

  test('tells the times in the visitor’s time zone and offers Remind me', async ({ page }) => {
    await registerViaApi(page);
    await page.goto('/comics/reader/dubai-guardians-003');
    const windows = page.getByTestId('episode-gate-windows');
    await expect(windows).toHaveText(/^SILVER and above from .+ GMT\+4; FREE from .+ GMT\+4$/);
    const episodes = (await (await page.request.get('/api/episodes')).json()) as {
      slug: string;
      releaseAt: string;
    }[];
    const releaseAt = new Date(episodes.find((e) => e.slug === 'dubai-guardians-003')!.releaseAt);
    const day = releaseAt.toLocaleDateString('en-US', {
      timeZone: 'Asia/Dubai',
      weekday: 'long',
      month: 'long',
      day: 'numeric',
    });
    await expect(windows).toContainText(`SILVER and above from ${day}`);

    const remind = page.getByRole('button', { name: 'Remind me' });
    await remind.click();
    await expect(page.getByRole('button', { name: 'Reminder set' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(page.getByRole('link', { name: /Sign in to be reminded/ })).toHaveCount(0);
  });

  test('a visitor signs in from the gate and comes back to it, with Remind me', async ({
    page,
  }) => {
    const { email, password } = await registerViaApi(page);
    await logoutViaApi(page);
    await page.goto('/comics/reader/dubai-guardians-003');
    await page.getByRole('link', { name: 'Sign in to be reminded when it unlocks' }).click();
    await expect(page).toHaveURL(/\/auth\/login/);
    await loginViaUi(page, email, password);
    await expect(page).toHaveURL(/\/comics\/reader\/dubai-guardians-003$/);
    await expect(page.getByRole('button', { name: 'Remind me' })).toBeVisible();
  });
});
