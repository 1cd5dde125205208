import { expect, test } from './fixtures.ts';

test('the body carries keyboard-navigation while the keyboard is used, not after a click', async ({ page }) => {
  await page.goto('/about');
  await page.waitForLoadState('networkidle');
  await expect(page.locator('body')).not.toHaveClass(/keyboard-navigation/);
  await page.keyboard.press('Tab');
  await expect(page.locator('body')).toHaveClass(/keyboard-navigation/);
  await page.mouse.click(5, 300);
  await expect(page.locator('body')).not.toHaveClass(/keyboard-navigation/);
});

test('a picked language is remembered and English pages lead back to it', async ({ page }) => {
  await page.goto('/blog');
  await page.waitForLoadState('networkidle');
  await page.locator('.language-switcher a[hreflang="fr"]').click();
  await expect(page).toHaveURL(/\/fr\/blog$/);
  expect(await page.evaluate(() => localStorage.getItem('preferred-language'))).toBe('fr');
  await page.goto('/about?region=uk');
  await expect(page).toHaveURL(/\/fr\/about\?region=uk$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  // ?lang= always wins, and picking English again ends the redirect.
  await page.goto('/contact?lang=en');
  await expect(page).toHaveURL(/\/contact\?lang=en$/);
  await page.locator('.language-switcher a[hreflang="en"]').click();
  await page.goto('/');
  await expect(page).toHaveURL(/\/$/);
});

test('first-time visitors and crawlers get the page they asked for', async ({ page }) => {
  await page.goto('/blog', { waitUntil: 'networkidle' });
  await expect(page).toHaveURL(/\/blog$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
});

test('the inline language script is allowed by the CSP and nothing else inline is', async ({ page }) => {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (message.text().includes('Content Security Policy')) violations.push(message.text());
  });
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  expect(violations).toEqual([]);
});

test('an island that fails to render shows the crash screen with a Reload Page button', async ({ page }) => {
  // Corrupt the quiz's server-rendered props: one label is missing, so rendering throws.
  await page.route('**/de/burnout-quiz', async (route) => {
    const response = await route.fetch();
    const html = (await response.text()).replaceAll('quiz.progress', 'quiz.missing');
    await route.fulfill({ response, body: html });
  });
  await page.goto('/de/burnout-quiz');
  const crash = page.getByRole('alert').filter({ hasText: 'Etwas ist schiefgelaufen' });
  await expect(crash).toBeVisible();
  await expect(crash).toContainText('Fehler: ');
  await expect(crash.getByRole('button', { name: 'Seite neu laden' })).toBeVisible();
  await page.unroute('**/de/burnout-quiz');
  await crash.getByRole('button', { name: 'Seite neu laden' }).click();
  await expect(page.locator('.quiz').getByText('Frage 1 von 5')).toBeVisible();
});

test('opening a page at an anchor brings that section into view', async ({ page }) => {
  await page.goto('/de#waitlist');
  const section = page.locator('#waitlist');
  await expect(section).toBeInViewport();
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
});

test('a button with no text of its own gets its title as accessible name', async ({ page }) => {
  await page.route('**/about', async (route) => {
    const response = await route.fetch();
    const html = (await response.text()).replace('<main', '<button type="button" id="icon-only" title="Open the menu"></button><main');
    await route.fulfill({ response, body: html });
  });
  await page.goto('/about');
  await expect(page.getByRole('button', { name: 'Open the menu' })).toHaveAttribute('aria-label', 'Open the menu');
});
