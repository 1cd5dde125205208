import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { hydrated } from './islands.ts';

interface FocusStop {
  name: string;
  /** What draws the focus indicator: the control itself or the label wrapped round it. */
  indicator: 'outline' | 'box-shadow' | 'none';
  inViewport: boolean;
  /** Another element (the floating chat launcher, the cookie banner) covers the middle of it. */
  covered: boolean;
}

/** Describes the focused element and whether a focus indicator is drawn for it. */
async function focusStop(page: Page): Promise<FocusStop> {
  return page.evaluate(() => {
    const active = document.activeElement;
    if (!(active instanceof HTMLElement) || active === document.body) return { name: '<body>', indicator: 'none', inViewport: false, covered: false };
    const drawsIndicator = (element: Element): FocusStop['indicator'] => {
      const style = getComputedStyle(element);
      if (style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 2) return 'outline';
      if (style.boxShadow !== 'none') return 'box-shadow';
      return 'none';
    };
    // A radio answer shows its ring on the answer card around it.
    const own = drawsIndicator(active);
    const wrapper = active.closest('label');
    const indicator = own === 'none' && wrapper ? drawsIndicator(wrapper) : own;
    const box = active.getBoundingClientRect();
    const inViewport = box.width > 0 && box.height > 0 && box.bottom > 0 && box.top < window.innerHeight;
    const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    const covered = hit !== null && !active.contains(hit) && !hit.contains(active) && !(wrapper?.contains(hit) ?? false);
    const labelled = active instanceof HTMLInputElement || active instanceof HTMLSelectElement || active instanceof HTMLTextAreaElement ? active.labels?.[0] : undefined;
    const label = active.getAttribute('aria-label') ?? (labelled?.textContent || active.textContent || '').trim().replace(/\s+/g, ' ');
    return { name: `${active.tagName.toLowerCase()} "${label.slice(0, 50)}"`, indicator, inViewport, covered };
  });
}

async function tabThroughHomePage(page: Page, path: string, launcherName: string): Promise<FocusStop[]> {
  // The assistant may be switched off by another journey; this one needs it on.
  await page.route('**/api/chatbot/status', (route) => route.fulfill({ status: 200, contentType: 'application/json', body: '{"enabled":true}' }));
  // Without smooth scrolling the page has reached each control by the time it is measured.
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto(path);
  await hydrated(page, '.chat-widget');
  // The quiz and the waitlist wake up when scrolled into view; wake them first, so every
  // control is in the tab order (the waitlist's button is enabled once its island runs).
  for (const section of ['#quiz', '#waitlist']) await page.locator(section).scrollIntoViewIfNeeded();
  await hydrated(page, '.quiz');
  await expect(page.locator('#waitlist button[type="submit"]')).toBeEnabled();
  await page.evaluate(() => window.scrollTo(0, 0));
  const stops: FocusStop[] = [];
  for (let presses = 0; presses < 150; presses += 1) {
    await page.keyboard.press('Tab');
    const stop = await focusStop(page);
    stops.push(stop);
    if (stop.name === `button "${launcherName}"`) return stops;
  }
  throw new Error(`The chat launcher was not reached: ${stops.map((stop) => stop.name).join(' → ')}`);
}

test('every control of the home page shows a visible focus ring, in view and not hidden, when reached with Tab', async ({ page }) => {
  const stops = await tabThroughHomePage(page, '/', 'Open the chat assistant');
  const names = stops.map((stop) => stop.name);
  for (const expected of [
    'a "Skip to main content"',
    'a "Emberwell"',
    'a "Blog"',
    'a "Join the waitlist"',
    'a "Take the 2-minute burnout quiz"',
    'a "Join the planner waitlist"',
    'input "Never"',
    'input "First name"',
    'input "Email"',
    'select "Country',
    'button "Join the waitlist"',
    'button "Open the chat assistant"',
  ]) {
    expect(names.some((name) => name.startsWith(expected)), `${expected} in ${names.join(' → ')}`).toBe(true);
  }
  expect(stops.filter((stop) => stop.indicator === 'none').map((stop) => stop.name)).toEqual([]);
  expect(stops.filter((stop) => !stop.inViewport).map((stop) => stop.name)).toEqual([]);
  expect(stops.filter((stop) => stop.covered).map((stop) => stop.name)).toEqual([]);
});

test('on a phone-sized German home page every control reached with Tab shows its focus ring clear of the chat launcher', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const stops = await tabThroughHomePage(page, '/de', 'Chat-Assistenten öffnen');
  expect(stops.length).toBeGreaterThan(20);
  expect(stops.filter((stop) => stop.indicator === 'none').map((stop) => stop.name)).toEqual([]);
  expect(stops.filter((stop) => !stop.inViewport).map((stop) => stop.name)).toEqual([]);
  expect(stops.filter((stop) => stop.covered).map((stop) => stop.name)).toEqual([]);
});
