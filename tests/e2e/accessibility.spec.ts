import { readFileSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { locales, splitLocalePath } from '../../src/lib/locales.ts';

/**
 * axe (WCAG 2.0–2.2, levels A and AA) on every page of the sitemap in every language, plus
 * the pages the sitemap leaves out (not-found, admin sign-in) and the cookie banner.
 */
const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

function sitemapPaths(): string[] {
  const sitemap = readFileSync('dist/sitemap-0.xml', 'utf8');
  return [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1] ?? '/').pathname);
}

async function violationsOn(page: Page, path: string): Promise<string[]> {
  await page.goto(path, { waitUntil: 'networkidle' });
  const result = await new AxeBuilder({ page }).withTags(wcagTags).analyze();
  return result.violations.map((violation) => `${path}: ${violation.id} (${violation.nodes.map((node) => node.target.join(' ')).slice(0, 3).join(', ')})`);
}

for (const locale of locales) {
  test(`every ${locale} page of the sitemap has no axe violation`, async ({ page }) => {
    // About fifty pages, each loaded until the network is quiet.
    test.setTimeout(480_000);
    // The chat's status call is the one request every page makes to the API; its answer is
    // fixed here (assistant on, so the widget is checked too): this test is about the pages,
    // and a call to the local emulator costs up to a second per page.
    await page.route('**/api/chatbot/status', (route) => route.fulfill({ status: 200, contentType: 'application/json', body: '{"enabled":true}' }));
    const paths = sitemapPaths().filter((path) => splitLocalePath(path).locale === locale);
    expect(paths.length).toBeGreaterThan(40);
    const found: string[] = [];
    for (const path of paths) found.push(...(await violationsOn(page, path)));
    expect(found).toEqual([]);
  });
}

test('the not-found and admin sign-in pages have no axe violation', async ({ page }) => {
  const found: string[] = [];
  for (const path of ['/gibt-es-nicht', '/de/gibt-es-nicht', '/admin/login']) found.push(...(await violationsOn(page, path)));
  expect(found).toEqual([]);
});

test.describe('with the cookie banner showing', () => {
  test.use({ freshVisitor: true });
  test('the banner has no axe violation', async ({ page }) => {
    await page.goto('/fr');
    await expect(page.getByRole('region', { name: /cookies/i })).toBeVisible();
    const result = await new AxeBuilder({ page }).withTags(wcagTags).include('.cookie-banner').analyze();
    expect(result.violations.map((violation) => violation.id)).toEqual([]);
  });
});
