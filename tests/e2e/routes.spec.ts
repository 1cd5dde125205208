import { expect, test } from './fixtures.ts';
import { localizedPath, locales } from '../../src/lib/locales.ts';
import { publicRoutes } from '../../src/lib/routes.ts';
import { readBlogIndex } from '../../src/server/blogIndex.ts';
import { blogPostPath } from '../../src/lib/blog/posts.ts';

const htmlLang = (html: string) => /<html[^>]*\slang="([^"]+)"/.exec(html)?.[1];
const canonical = (html: string) => /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1];

test.describe('every public route in every language', () => {
  for (const locale of locales) {
    test(`answers 200 in ${locale} with its own lang and canonical`, async ({ request }) => {
      for (const route of publicRoutes) {
        const path = localizedPath(locale, route.path);
        const response = await request.get(path, { maxRedirects: 0 });
        expect(response.status(), path).toBe(200);
        const html = await response.text();
        expect(htmlLang(html), path).toBe(locale);
        expect(new URL(canonical(html) ?? 'http://invalid').pathname.replace(/^\/$/, '') || '/', path).toBe(path);
        expect(html, path).toMatch(/<h1[^>]*>[^<]+<\/h1>/);
      }
    });
  }
});

test.describe('unknown paths', () => {
  for (const [path, lang, heading] of [
    ['/this-page-does-not-exist', 'en', 'Oops! Page Not Found'],
    ['/de/gibt-es-nicht', 'de', 'Hoppla'],
    ['/fr/blog/nope/deeper', 'fr', 'Oups'],
    ['/nl/onbekend?region=germany', 'nl', 'Oeps'],
  ] as const) {
    test(`${path} shows the ${lang} not-found page with status 404`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      await expect(page.getByRole('heading', { level: 1 })).toContainText(heading);
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow');
    });
  }

  test('the English not-found page has the spec cards, buttons and help link', async ({ page }) => {
    await page.goto('/no-such-page');
    await expect(page).toHaveTitle('404 - Page Not Found | Emberwell');
    for (const card of ['Home Page', 'Burnout Quiz', 'Resources']) await expect(page.getByRole('heading', { name: card })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Go Home' })).toHaveAttribute('href', '/');
    await expect(page.getByRole('link', { name: 'Take Burnout Quiz' })).toHaveAttribute('href', '/burnout-checker');
    await expect(page.getByRole('link', { name: 'Browse Blog' })).toHaveAttribute('href', '/blog');
    await expect(page.getByText('Still need help?')).toBeVisible();
    await page.getByRole('link', { name: 'Contact our support team' }).click();
    await expect(page).toHaveURL(/\/contact$/);
  });
});

test('admin pages sit outside the public layout', async ({ page }) => {
  for (const path of ['/admin-login', '/admin/login', '/admin']) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('admin');
    await expect(page.locator('.site-header')).toHaveCount(0);
  }
});

test('sitemap and robots.txt list canonical URLs only', async ({ request }) => {
  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toContain('Sitemap:');
  const index = await (await request.get('/sitemap-index.xml')).text();
  const sitemapUrl = /<loc>([^<]+)<\/loc>/.exec(index)?.[1];
  expect(sitemapUrl).toBeTruthy();
  const sitemap = await (await request.get(new URL(sitemapUrl ?? '').pathname)).text();
  const urls = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1] ?? '');
  const paths = new Set(urls.map((url) => new URL(url).pathname));
  // Every route in every language and every post, and besides them only the blog's list and tag pages.
  for (const locale of locales) for (const route of publicRoutes) expect(paths, localizedPath(locale, route.path)).toContain(localizedPath(locale, route.path));
  for (const post of readBlogIndex()) expect(paths).toContain(blogPostPath(post.locale, post.slug));
  expect(urls.length).toBe(paths.size);
  const others = [...paths].filter((path) => !publicRoutes.some((route) => locales.some((locale) => localizedPath(locale, route.path) === path)) && !readBlogIndex().some((post) => blogPostPath(post.locale, post.slug) === path));
  for (const path of others) expect(path).toMatch(/^(\/(de|fr|nl))?\/blog\/(page\/\d+|tag\/[a-z-]+)$/);
  for (const url of urls) {
    expect(url).not.toMatch(/_regions|\/404|admin|\?/);
    if (new URL(url).pathname !== '/') expect(url).not.toMatch(/\/$/);
  }
  expect(sitemap).toContain('hreflang="de"');
});
