import { expect, test } from './fixtures';

test.describe('home', () => {
  test('shows the hero headline, intro, caption and both buttons to the heroes', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(
      page.getByRole('heading', { level: 1, name: 'From the Arab World, A New Universe Rises' }),
    ).toBeVisible();
    await expect(page.getByText('the Sky Panther', { exact: true })).toBeVisible();
    const featured = page.getByRole('img', { name: /Fahd Al-Samaa soaring/ });
    // The web build adds the file's content hash (?v=...) for long caching.
    await expect(featured).toHaveAttribute('src', /^\/art\/home\/sky-panther\.svg(\?v=\w+)?$/);
    await expect(featured).toHaveJSProperty('complete', true);
    await expect(page.getByRole('link', { name: 'Meet the Heroes' })).toHaveAttribute(
      'href',
      '/characters',
    );
    await page.getByRole('link', { name: 'Explore the Universe' }).click();
    await expect(page).toHaveURL(/\/characters$/);
  });

  test('the sparkle opens the Sacred Moment, which Continue Journey and Close both close', async ({
    page,
  }) => {
    await page.goto('/');
    const sparkle = page.getByRole('button', { name: 'Reveal a hidden moment' });
    await sparkle.click();
    const dialog = page.getByRole('dialog', { name: 'Sacred Moment' });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText('Easter Egg Unlocked');
    await expect(dialog).toContainText('humility');
    await dialog.getByRole('button', { name: 'Continue Journey' }).click();
    await expect(dialog).toBeHidden();
    await expect(sparkle).toBeFocused();

    await sparkle.click();
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
    await expect(sparkle).toBeFocused();
  });
});

test('heroes: five cards, a dialog with Powers, Origin and Symbolism that closes', async ({
  page,
}) => {
  await page.goto('/characters');
  await expect(page.getByRole('heading', { level: 1, name: 'Meet the Guardians' })).toBeVisible();
  const cards = page.getByRole('button', { name: /View powers and origin/ });
  await expect(cards).toHaveCount(5);
  await page.getByRole('button', { name: /Falqan/ }).click();
  const dialog = page.getByRole('dialog', { name: /Falqan/ });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('img', { name: /Portrait of Falqan/ })).toBeVisible();
  for (const name of ['Powers', 'Origin', 'Symbolism']) {
    await expect(dialog.getByRole('heading', { name })).toBeVisible();
  }
  await expect(dialog).toContainText('pearl divers');
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();

  await page.getByRole('button', { name: /Asad AlUla/ }).click();
  await expect(page.getByRole('dialog', { name: /Asad AlUla/ })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toBeHidden();
});

test('comics: the filter starts on All Stories and Coming Soon is disabled', async ({ page }) => {
  await page.goto('/comics');
  const grid = page.getByTestId('comic-grid');
  const cards = grid.getByRole('article');
  await expect(page.getByRole('button', { name: 'All Stories' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(cards).toHaveCount(6);
  await expect(grid.getByRole('button', { name: 'Coming Soon' })).toBeDisabled();

  await page.getByRole('button', { name: 'Origins' }).click();
  await expect(page.getByRole('button', { name: 'Origins' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(page.getByRole('button', { name: 'All Stories' })).toHaveAttribute(
    'aria-pressed',
    'false',
  );
  await expect(cards).toHaveCount(3);
  await expect(grid.getByRole('heading')).toHaveText([
    'Origins: The Awakening',
    'Jalal: The Desert Fire',
    'Nazra: Guardian of Earth',
  ]);

  await page.getByRole('button', { name: 'Adventures' }).click();
  await expect(cards).toHaveCount(2);
  await expect(grid.getByRole('button', { name: 'Coming Soon' })).toBeDisabled();
  await expect(grid.getByText('NFT ACCESS')).toBeVisible();

  await page.getByRole('button', { name: 'Crossover' }).click();
  await expect(grid.getByRole('heading')).toHaveText(['Unity: The Five Become One']);
  await expect(grid.getByRole('link', { name: /Read Now/ })).toHaveAttribute(
    'href',
    '/comics/reader/unity-crossover',
  );
});

test('comics: the Guardians of Dubai feature and its links', async ({ page }) => {
  await page.goto('/comics');
  for (const text of ['7 Pages', '2 min read', 'Featured', 'EP 001', 'Saqr Dubai', 'Al-Noor']) {
    await expect(page.getByText(text, { exact: true }).first()).toBeVisible();
  }
  for (const name of ['Interactive Floor', 'AR Experience', 'LED Lighting', 'QR Comics']) {
    await expect(page.getByRole('heading', { name })).toBeVisible();
  }
  for (const name of [/platform walls/, /station entrance/, /train wrapped/]) {
    await expect(page.getByRole('img', { name })).toBeVisible();
  }
  await expect(page.getByText('The Sky is Ours', { exact: true })).toBeVisible();
  await expect(page.getByText('السماء لنا', { exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Meet the Heroes' })).toHaveAttribute(
    'href',
    '/characters',
  );

  await page.getByRole('link', { name: 'Read Episode Now' }).click();
  await expect(page).toHaveURL(/\/comics\/dubai-guardians$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Guardians of Dubai' })).toBeVisible();
  await expect(page.getByText('7 Pages')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Read Episode Now' })).toHaveAttribute(
    'href',
    '/comics/reader/dubai-guardians',
  );
});

test('lore: three eras alternate left and right', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/lore');
  const eras = page.locator('li[data-side]');
  await expect(eras).toHaveCount(3);
  await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveText([
    'The Ancient Age',
    'The Age of Silence',
    'The Rising',
  ]);
  // Left era: the text sits left of the artwork; right era: the other way round.
  for (const [index, side] of ['left', 'right', 'left'].entries()) {
    const era = eras.nth(index);
    await expect(era).toHaveAttribute('data-side', side);
    const text = await era.getByRole('heading').boundingBox();
    const image = await era.getByRole('img').boundingBox();
    expect(text && image).toBeTruthy();
    if (side === 'left') expect(text!.x).toBeLessThan(image!.x);
    else expect(text!.x).toBeGreaterThan(image!.x);
  }
});

test('phase 1: three numbered guardians, the awakening and the closing links', async ({ page }) => {
  await page.goto('/phase1');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Phase 1: The Foundation' }),
  ).toBeVisible();
  const cards = page.getByRole('article');
  await expect(cards).toHaveCount(3);
  await expect(cards.getByRole('heading')).toHaveText(['Asad AlUla', 'Fahd Al-Samaa', 'Jalal']);
  for (const [index, [order, role]] of [
    ['1st', 'Heritage Anchor'],
    ['2nd', 'Future Bridge'],
    ['3rd', 'Ancient Spirit'],
  ].entries()) {
    await expect(cards.nth(index)).toContainText(order);
    await expect(cards.nth(index)).toContainText(role);
    await expect(cards.nth(index).getByRole('listitem')).toHaveCount(3);
    await expect(cards.nth(index)).toContainText('...');
  }
  await expect(page.getByRole('heading', { name: 'The Awakening' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 3, name: /^Step \d/ })).toHaveCount(3);
  await expect(page.getByRole('link', { name: 'Read Their Stories' })).toHaveAttribute(
    'href',
    '/comics',
  );
  await cards
    .nth(1)
    .getByRole('link', { name: /View Full Profile/ })
    .click();
  await expect(page).toHaveURL(/\/characters$/);
  await page.goBack();
  await page.getByRole('link', { name: 'View All Heroes' }).click();
  await expect(page).toHaveURL(/\/characters$/);
});

test('about: influences, founder, vision, platform features, design and mission', async ({
  page,
}) => {
  await page.goto('/about');
  for (const name of ['UAE Mars Mission', 'Saudi Vision 2030', "Lebanon's Legacy"]) {
    await expect(page.getByRole('heading', { name })).toBeVisible();
  }
  for (const name of ['Lebanon', 'UAE', 'Saudi Arabia']) {
    await expect(page.getByRole('heading', { name, exact: true })).toBeVisible();
  }
  await expect(page.getByRole('img', { name: /founder/ })).toBeVisible();
  const external = page.getByRole('link', { name: /opens in a new tab/ });
  await expect(external).toHaveAttribute('target', '_blank');
  await expect(external).toHaveAttribute('rel', /noopener/);
  const features = page.locator('section[aria-labelledby="about-platform"] li');
  await expect(features).toHaveCount(6);
  for (const name of ['Dark theme', 'Gold', 'Pearl purple', 'Royal blue']) {
    await expect(page.getByRole('heading', { name, exact: true })).toBeVisible();
  }
  await expect(page.getByText(/Arabic calligraphy blended with comic fonts/)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Our Mission' })).toBeVisible();
});
