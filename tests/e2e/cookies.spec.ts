import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { describeFocus, tabTo } from './keyboard.ts';

test.use({ freshVisitor: true });

const analyticsHosts = /googletagmanager\.com|google-analytics\.com|analytics\.google\.com/;

/** Stands in for Google's servers: counts gtag loads and every request to an analytics host. */
async function interceptAnalytics(page: Page): Promise<{ requests: string[] }> {
  const seen = { requests: [] as string[] };
  await page.context().route(analyticsHosts, (route) => {
    seen.requests.push(route.request().url());
    return route.fulfill({ status: 200, contentType: 'text/javascript', body: 'window.__gtagLoads = (window.__gtagLoads || 0) + 1;' });
  });
  return seen;
}

const dataLayer = (page: Page) => page.evaluate(() => (window.dataLayer ?? []).map((entry) => Array.from(entry as ArrayLike<unknown>)));

test('a first visit shows the banner with the spec text and buttons', async ({ page }) => {
  await page.goto('/');
  const banner = page.getByRole('region', { name: 'Cookie consent' });
  await expect(banner).toContainText('We use cookies to analyze website traffic and optimize your experience.');
  await expect(banner.getByRole('link', { name: 'View Privacy Policy' })).toHaveAttribute('href', '/privacy');
  await expect(banner.getByRole('link', { name: 'Manage Preferences' })).toHaveAttribute('href', '/cookies');
  for (const name of ['Decline', 'Accept Cookies', 'Close banner']) await expect(banner.getByRole('button', { name })).toBeVisible();
});

test('the banner is painted before its script arrives, with its buttons waiting until they work', async ({ page }) => {
  // Hold back every bundled script: what shows now is the server's HTML and the pre-paint check.
  await page.route('**/_astro/*.js', (route) => route.abort());
  await page.goto('/');
  const banner = page.getByRole('region', { name: 'Cookie consent' });
  await expect(banner).toBeVisible();
  await expect(banner.getByRole('button', { name: 'Accept Cookies' })).toBeDisabled();
  await expect(banner.getByRole('link', { name: 'View Privacy Policy' })).toBeVisible();
});

test('a visitor who decided never sees the banner, not even before the scripts arrive', async ({ page }) => {
  await page.addInitScript(() => {
    localStorage.setItem('cookie_consent', 'false');
    localStorage.setItem('cookie_consent_timestamp', String(Date.now()));
  });
  await page.route('**/_astro/*.js', (route) => route.abort());
  await page.goto('/');
  await expect(page.locator('.cookie-banner')).toBeAttached();
  await expect(page.locator('.cookie-banner')).toBeHidden();
});

test('the banner speaks the page language', async ({ page }) => {
  await page.goto('/de/blog');
  await expect(page.getByRole('region', { name: 'Cookie-Einwilligung' }).getByRole('button', { name: 'Cookies akzeptieren' })).toBeVisible();
});

test('Decline: the banner goes, and no analytics request is ever made, across reloads', async ({ page }) => {
  const seen = await interceptAnalytics(page);
  await page.goto('/');
  await page.getByRole('button', { name: 'Decline' }).click();
  await expect(page.getByRole('region', { name: 'Cookie consent' })).toHaveCount(0);
  expect(await page.evaluate(() => localStorage.getItem('cookie_consent'))).toBe('false');
  await page.reload();
  await page.goto('/blog');
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('region', { name: 'Cookie consent' })).toHaveCount(0);
  expect(seen.requests).toEqual([]);
});

test('Close banner counts as a decline', async ({ page }) => {
  await page.goto('/fr');
  await page.getByRole('button', { name: 'Fermer la bannière' }).click();
  expect(await page.evaluate(() => localStorage.getItem('cookie_consent'))).toBe('false');
});

test('Accept: gtag loads exactly once, consent is granted and a page view is sent', async ({ page }) => {
  const seen = await interceptAnalytics(page);
  await page.goto('/');
  await page.getByRole('button', { name: 'Accept Cookies' }).click();
  await expect(page.getByRole('region', { name: 'Cookie consent' })).toHaveCount(0);
  await expect.poll(() => page.evaluate(() => (window as Window & { __gtagLoads?: number }).__gtagLoads)).toBe(1);
  const layer = await dataLayer(page);
  expect(layer).toContainEqual(['consent', 'default', expect.objectContaining({ analytics_storage: 'denied' })]);
  expect(layer).toContainEqual(['consent', 'update', { analytics_storage: 'granted' }]);
  expect(layer).toContainEqual(['config', expect.stringMatching(/^G-/), expect.objectContaining({ anonymize_ip: true })]);
  expect(await page.evaluate(() => localStorage.getItem('ga_client_id'))).toMatch(/^[0-9a-f-]{36}$/);
  expect(seen.requests.filter((url) => url.includes('/gtag/js'))).toHaveLength(1);
  // On the next page analytics starts again from the stored decision, still once per page.
  await page.goto('/blog');
  await expect.poll(() => page.evaluate(() => (window as Window & { __gtagLoads?: number }).__gtagLoads)).toBe(1);
});

const storedDecision = (page: Page) =>
  page.evaluate(() => ({ consent: localStorage.getItem('cookie_consent'), decidedAt: Number(localStorage.getItem('cookie_consent_timestamp')) }));

test('by keyboard in German: the banner comes right after the skip link, Enter accepts, focus goes back where it was', async ({ page }) => {
  await page.goto('/de');
  const banner = page.getByRole('region', { name: 'Cookie-Einwilligung' });
  const skipLink = page.getByRole('link', { name: 'Zum Hauptinhalt springen' });
  await expect(banner).toBeVisible();
  // The banner is painted at once; its buttons join the keyboard order once the island is ready.
  await expect(banner.getByRole('button', { name: 'Cookies akzeptieren' })).toBeEnabled();
  await page.keyboard.press('Tab');
  await expect(skipLink).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(banner.getByRole('link', { name: 'Datenschutzerklärung ansehen' })).toBeFocused();
  await tabTo(page, banner.getByRole('button', { name: 'Cookies akzeptieren' }), { maxPresses: 3 });
  await page.keyboard.press('Enter');
  await expect(banner).toHaveCount(0);
  expect(await storedDecision(page)).toEqual({ consent: 'true', decidedAt: expect.any(Number) });
  await expect(skipLink, `focus is on ${await describeFocus(page)}`).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('banner').getByRole('link', { name: 'Emberwell' })).toBeFocused();
});

test('by keyboard: Enter on Decline stores the refusal and keeps focus on the page', async ({ page }) => {
  await page.goto('/blog');
  const banner = page.getByRole('region', { name: 'Cookie consent' });
  await expect(banner.getByRole('button', { name: 'Decline' })).toBeEnabled();
  await tabTo(page, banner.getByRole('button', { name: 'Decline' }), { maxPresses: 5 });
  await page.keyboard.press('Enter');
  await expect(banner).toHaveCount(0);
  expect((await storedDecision(page)).consent).toBe('false');
  expect(await describeFocus(page)).not.toBe('<body>');
  await expect(page.getByRole('link', { name: 'Skip to main content' })).toBeFocused();
});

test('by keyboard in French: Close banner is the last control of the banner and counts as a decline', async ({ page }) => {
  await page.goto('/fr/about');
  const banner = page.getByRole('region', { name: 'Consentement aux cookies' });
  await expect(banner.getByRole('button', { name: 'Fermer la bannière' })).toBeEnabled();
  await tabTo(page, banner.getByRole('button', { name: 'Fermer la bannière' }), { maxPresses: 7 });
  await page.keyboard.press('Enter');
  await expect(banner).toHaveCount(0);
  expect((await storedDecision(page)).consent).toBe('false');
  await expect(page.getByRole('link', { name: 'Aller au contenu principal' })).toBeFocused();
});

test('a decision made without the keyboard leaves no focus ring behind: focus rests on the main content', async ({ page }) => {
  await page.goto('/nl');
  const banner = page.getByRole('region', { name: 'Cookietoestemming' });
  await banner.getByRole('button', { name: 'Weigeren' }).click();
  await expect(banner).toHaveCount(0);
  await expect(page.locator('main')).toBeFocused();
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
});

test('a decision older than 365 days is dropped and the banner comes back', async ({ page }) => {
  await page.addInitScript(() => {
    localStorage.setItem('cookie_consent', 'true');
    localStorage.setItem('cookie_consent_timestamp', String(Date.now() - 366 * 24 * 60 * 60 * 1000));
  });
  await page.goto('/about');
  const banner = page.getByRole('region', { name: 'Cookie consent' });
  await expect(banner).toBeVisible();
  // The buttons turn usable once the island has read (and dropped) the stored decision.
  await expect(banner.getByRole('button', { name: 'Decline' })).toBeEnabled();
  expect(await page.evaluate(() => localStorage.getItem('cookie_consent'))).toBeNull();
});

test('the cookie page lets a visitor change the decision at any time', async ({ page }) => {
  await page.goto('/nl/cookies');
  const preferences = page.getByRole('region', { name: 'Jouw cookiekeuze' });
  await expect(preferences).toContainText('nog geen keuze gemaakt');
  await preferences.getByRole('button', { name: 'Cookies accepteren' }).click();
  await expect(preferences).toContainText('analytische cookies geaccepteerd');
  await expect(page.getByRole('region', { name: 'Cookietoestemming' })).toHaveCount(0);
  await preferences.getByRole('button', { name: 'Weigeren' }).click();
  await expect(preferences).toContainText('analytische cookies geweigerd');
  expect(await page.evaluate(() => localStorage.getItem('cookie_consent'))).toBe('false');
});

test('with consent, quiz answers and the waitlist signup are reported as events', async ({ page }) => {
  await interceptAnalytics(page);
  // Keeps a copy of what is pushed to the data layer, so events sent just before leaving a page can be read after.
  await page.addInitScript(() => {
    const layer: unknown[] = [];
    const keep = layer.push.bind(layer);
    layer.push = (...entries: unknown[]) => {
      const saved = JSON.parse(sessionStorage.getItem('test-data-layer') ?? '[]') as unknown[];
      sessionStorage.setItem('test-data-layer', JSON.stringify([...saved, ...entries.map((entry) => Array.from(entry as ArrayLike<unknown>))]));
      return keep(...entries);
    };
    window.dataLayer = layer;
  });
  await page.goto('/burnout-quiz');
  await page.getByRole('button', { name: 'Accept Cookies' }).click();
  await page.locator('.quiz').getByLabel('Often', { exact: true }).check();
  await expect.poll(async () => (await dataLayer(page)).filter((entry) => entry[0] === 'event' && entry[1] === 'quiz_interaction')).toEqual([
    ['event', 'quiz_interaction', { event_category: 'burnout_assessment', quiz_step: 'answer', question_number: 1, answer_value: 4 }],
  ]);
  await page.goto('/signup');
  await page.getByLabel('First name').fill('Ari');
  await page.getByLabel('Email', { exact: true }).fill(`ari-${Date.now()}@example.org`);
  await page.getByLabel('Country').selectOption('uk');
  await page.getByLabel(/email me about the planner launch/).check();
  await page.getByRole('button', { name: 'Join the waitlist' }).click();
  await expect(page).toHaveURL(/thank-you-signup$/);
  const recorded = await page.evaluate(() => JSON.parse(sessionStorage.getItem('test-data-layer') ?? '[]') as unknown[][]);
  expect(recorded.find((entry) => entry[0] === 'event' && entry[1] === 'conversion')).toEqual([
    'event', 'conversion', expect.objectContaining({ event_category: 'engagement', currency: 'USD', conversion_type: 'waitlist_signup' }),
  ]);
});
