import { expect, test } from './fixtures.ts';

test.describe('regions and languages at the visible URL', () => {
  test('?region=germany shows the German region variant at the same URL', async ({ page }) => {
    await page.goto('/?region=germany');
    await expect(page).toHaveURL(/\/\?region=germany$/);
    await expect(page.locator('footer .flag')).toHaveText('🇩🇪');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  });

  test('/de/blog?region=australia is the Australian variant in German', async ({ page }) => {
    await page.goto('/de/blog?region=australia');
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    await expect(page.locator('footer .flag')).toHaveText('🇦🇺');
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/de\/blog$/);
  });

  test('without ?region= the CDN country decides', async ({ page, context, baseURL }) => {
    // nf_country is how Netlify (and its local emulation) lets a visitor's country be set by hand.
    await context.addCookies([{ name: 'nf_country', value: 'NL', url: baseURL ?? '' }]);
    await page.goto('/blog');
    await expect(page.locator('footer .flag')).toHaveText('🇳🇱');
  });

  test('an unknown ?region= value falls back instead of failing', async ({ page, context, baseURL }) => {
    await context.addCookies([{ name: 'nf_country', value: 'ES', url: baseURL ?? '' }]);
    const response = await page.goto('/blog?region=atlantis');
    expect(response?.status()).toBe(200);
    await expect(page.locator('footer .flag')).toHaveText('🌍');
  });

  test('?lang=fr shows French, also from another language and with a region', async ({ page }) => {
    await page.goto('/blog?lang=fr');
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    await page.goto('/de/contact?lang=nl&region=uk');
    await expect(page.locator('html')).toHaveAttribute('lang', 'nl');
    await expect(page.locator('footer .flag')).toHaveText('🇬🇧');
  });
});

test.describe('public layout', () => {
  test('header links lead to the six pages of the language', async ({ page }) => {
    await page.goto('/fr/about');
    const nav = page.getByRole('navigation', { name: 'Navigation principale' });
    const hrefs = await nav.getByRole('link').evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    expect(hrefs).toEqual(['/fr', '/fr/blog', '/fr/burnout-prevention-guide', '/fr/burnout-checker', '/fr/contact', '/fr/signup']);
    await nav.getByRole('link').nth(1).click();
    await expect(page).toHaveURL(/\/fr\/blog$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  });

  test('footer has the legal links, the region flag and the shop in a new tab', async ({ page }) => {
    await page.goto('/nl/blog');
    const footer = page.locator('footer');
    const hrefs = await footer.getByRole('link').evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    expect(hrefs.slice(0, 4)).toEqual(['/nl/blog', '/nl/terms', '/nl/privacy', '/nl/cookies']);
    const shop = footer.locator('a[target="_blank"]');
    await expect(shop).toHaveAttribute('rel', /noopener/);
    await expect(footer.locator('.flag')).not.toBeEmpty();
  });

  test('the language switcher opens the same page in another language', async ({ page }) => {
    await page.goto('/burnout-prevention-guide');
    await page.locator('.language-switcher a[hreflang="de"]').click();
    await expect(page).toHaveURL(/\/de\/burnout-prevention-guide$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    await expect(page.locator('.language-switcher a[aria-current="page"]')).toHaveAttribute('hreflang', 'de');
  });

  test('breadcrumbs show the path with the special labels; home has none', async ({ page }) => {
    await page.goto('/checkout');
    const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
    await expect(crumbs.getByRole('listitem')).toHaveText(['Home', 'Secure Checkout']);
    await expect(crumbs.getByText('Secure Checkout')).not.toHaveAttribute('href', /.*/);
    await crumbs.getByRole('link', { name: 'Home' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toHaveCount(0);
  });

  test('the skip link is the first stop for the keyboard and moves focus to the main content', async ({ page }) => {
    await page.goto('/de/about');
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Zum Hauptinhalt springen' });
    await expect(skip).toBeFocused();
    await expect(skip).toBeVisible();
    await page.keyboard.press('Enter');
    await expect(page.locator('main')).toBeFocused();
  });

  test('pages carry their metadata and alternates in the static HTML', async ({ request }) => {
    const html = await (await request.get('/de/blog')).text();
    expect(html).toContain('<meta name="theme-color" content="#FF9B42">');
    expect(html).toMatch(/<meta name="robots" content="index, follow, max-snippet:-1/);
    for (const lang of ['en', 'de', 'fr', 'nl', 'x-default']) expect(html).toContain(`hreflang="${lang}"`);
    expect(html).toContain('http-equiv="content-security-policy"');
    expect(html).not.toMatch(/\son[a-z]+="/);
  });
});
