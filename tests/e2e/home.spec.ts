import { expect, test } from './fixtures.ts';

test('before the launch the countdown shows days, hours and minutes and ticks', async ({ page }) => {
  // Half a minute before 21:30, so the real seconds a page load takes never change the minute shown.
  await page.clock.install({ time: new Date(2025, 11, 16, 21, 29, 30) });
  await page.goto('/');
  const countdown = page.getByRole('timer');
  await expect(countdown.locator('.countdown-value')).toHaveText(['1', '2', '30']);
  await page.clock.runFor(60_000);
  await expect(countdown.locator('.countdown-value')).toHaveText(['1', '2', '29']);
});

test('from launch day on the countdown says so, in the page language', async ({ page }) => {
  await page.clock.install({ time: new Date(2025, 11, 18, 0, 0, 1) });
  await page.goto('/nl');
  await expect(page.getByRole('timer')).toContainText('Lanceringsdag!');
});

test('the countdown box keeps its size while it hydrates', async ({ page }) => {
  await page.clock.install({ time: new Date(2025, 11, 1, 8, 0, 0) });
  await page.goto('/', { waitUntil: 'domcontentloaded' });
  const before = await page.getByRole('timer').boundingBox();
  await expect(page.getByRole('timer').locator('.countdown-value').first()).toHaveText('16');
  const after = await page.getByRole('timer').boundingBox();
  expect(after?.height).toBe(before?.height);
});

test('hero links jump to the quiz and the waitlist', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('link', { name: 'Take the 2-minute burnout quiz' }).click();
  await expect(page).toHaveURL(/#quiz$/);
  await expect(page.locator('#quiz')).toBeInViewport();
  await page.getByRole('link', { name: 'Join the planner waitlist' }).click();
  await expect(page.locator('#waitlist')).toBeInViewport();
});

test('figures follow the region and always show their source', async ({ page }) => {
  await page.goto('/?region=uk');
  await expect(page.locator('.stats-label')).toHaveText('Figures for United Kingdom');
  await expect(page.locator('.stat-source').first()).toContainText('Mental Health UK');
  await page.goto('/fr?region=usa');
  await expect(page.locator('.stats-label')).toHaveText('Chiffres mondiaux');
  await expect(page.locator('.stat-source').first()).toContainText('WHO');
});

test('mission and vision come from content items with regional images', async ({ page }) => {
  await page.goto('/de?region=germany');
  await expect(page.getByRole('heading', { name: 'Unsere Mission' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Unsere Vision' })).toBeVisible();
  const mission = page.locator('.mission-vision img').first();
  await expect(mission).toHaveAttribute('src', /^\/uploads\/europe\/germany\/mission\.png\?v=/);
  await expect(page.locator('.team-label')).toHaveText('Emberwell für Deutschland');
  for (const image of await page.locator('main img').all()) {
    await expect(image).toHaveAttribute('alt', /.+/);
    await expect(image).toHaveAttribute('width', /\d+/);
    await expect(image).toHaveAttribute('height', /\d+/);
  }
});

test('a regional image that fails to load falls back to the default one', async ({ page }) => {
  await page.route('**/uploads/europe/germany/mission.png*', (route) => route.fulfill({ status: 404, body: '' }));
  await page.goto('/?region=germany');
  const mission = page.locator('.mission-vision img').first();
  await mission.scrollIntoViewIfNeeded();
  await expect(mission).toHaveAttribute('src', /^\/uploads\/default\/mission\.png\?v=/);
  await expect.poll(() => mission.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
});
