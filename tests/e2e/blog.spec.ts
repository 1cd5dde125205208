import { expect, test } from './fixtures.ts';
import { storedRows, uniqueEmail } from './db.ts';

test('a reader browses the blog: paginates, opens a post, switches its language and finds a topic', async ({ page }) => {
  await page.goto('/blog');
  const cards = page.locator('.post-grid .post-card');
  await expect(cards).toHaveCount(6);
  await page.getByRole('navigation', { name: 'Article pages' }).getByRole('link', { name: 'Older articles' }).click();
  await expect(page).toHaveURL(/\/blog\/page\/2$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Page 2 of 2');
  await expect(cards).toHaveCount(2);

  await cards.first().getByRole('link').click();
  await expect(page).toHaveURL(/\/blog\/[a-z-]+$/);
  const article = page.locator('article.post');
  await expect(article.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(article.getByText(/\d+ min read/)).toBeVisible();
  // The table of contents jumps to its sections.
  const toc = page.getByRole('navigation', { name: 'On this page' });
  const firstSection = toc.getByRole('link').first();
  const sectionName = await firstSection.textContent();
  await firstSection.click();
  await expect(page.getByRole('heading', { level: 2, name: sectionName ?? '' })).toBeInViewport();
  await expect(page.getByRole('heading', { name: 'Related articles' })).toBeVisible();
  const structured = await page.locator('script[type="application/ld+json"]').first().textContent();
  expect(JSON.parse(structured ?? '{}')).toMatchObject({ '@type': 'BlogPosting', inLanguage: 'en-GB' });

  await page.locator('.translations').getByRole('link', { name: 'Deutsch' }).click();
  await expect(page).toHaveURL(/\/de\/blog\/[a-z-]+$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await expect(page.locator('.post-header').getByText(/Min\. Lesezeit/)).toBeVisible();
  // The header's language switcher knows the translated addresses too.
  await page.locator('.language-switcher a[hreflang="fr"]').click();
  await expect(page).toHaveURL(/\/fr\/blog\/[a-z-]+$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
});

test('tag pages list the posts of a topic', async ({ page }) => {
  await page.goto('/nl/blog');
  await page.getByRole('navigation', { name: 'Onderwerpen' }).getByRole('link', { name: 'Slaap' }).click();
  await expect(page).toHaveURL(/\/nl\/blog\/tag\/sleep$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Slaap');
  await expect(page.locator('.post-grid .post-card').first()).toBeVisible();
});

test('search finds a word in the posts of the page language and opens the result', async ({ page }) => {
  await page.goto('/de/blog');
  await page.getByRole('searchbox').fill('Homeoffice');
  await page.getByRole('searchbox').press('Enter');
  const results = page.locator('.search-results li');
  await expect(results.first()).toBeVisible();
  await expect(page).toHaveURL(/\?q=Homeoffice$/);
  const first = results.first().getByRole('link');
  await expect(first).toHaveAttribute('href', /^\/de\//);
  await expect(results.first().locator('mark').first()).toHaveText(/homeoffice/i);
  await first.click();
  await expect(page).toHaveURL(/\/de\/(blog\/)?[a-z-]+$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');

  await page.goto('/de/blog?q=qqzxwvkj');
  await expect(page.getByText('qqzxwvkj')).toBeVisible();
  await expect(page.locator('.search-results li')).toHaveCount(0);
});

test('each feed lists the posts of its language', async ({ request }) => {
  const feed = await (await request.get('/nl/rss.xml')).text();
  expect(feed).toContain('<language>nl-NL</language>');
  expect(feed.match(/<item>/g)?.length).toBeGreaterThanOrEqual(8);
  expect(feed).toMatch(/<link>[^<]+\/nl\/blog\/[a-z-]+<\/link>/);
});

test('a visitor sends the contact form and sees the confirmation; a bad field keeps the text', async ({ page }) => {
  const email = uniqueEmail('contact');
  await page.goto('/fr/contact');
  const form = page.locator('main form');
  await form.getByLabel('Message', { exact: true }).fill('Bonjour, une question sur le planner.');
  await form.getByRole('button').click();
  await expect(page.getByText('Le nom est obligatoire')).toBeVisible();
  await expect(form.getByLabel('Message', { exact: true })).toHaveValue('Bonjour, une question sur le planner.');
  await form.getByLabel('Nom').fill('Camille');
  await form.getByLabel('E-mail').fill(email);
  await form.getByLabel('Sujet').selectOption('general');
  await form.getByRole('button').click();
  await expect(page.getByRole('heading', { name: /merci/i })).toBeFocused();
  await expect(page.getByText(email)).toBeVisible();
  expect(await storedRows('SELECT name, topic, language FROM contact_messages WHERE email = ?', [email])).toEqual([{ name: 'Camille', topic: 'general', language: 'fr' }]);
});

test('a failed send keeps everything the visitor typed and says so', async ({ page }) => {
  await page.route('**/api/contact', (route) => route.fulfill({ status: 503, contentType: 'application/json', body: '{"error":"down"}' }));
  await page.goto('/contact');
  const form = page.locator('main form');
  await form.getByLabel('Name').fill('Alex');
  await form.getByLabel('Email').fill('alex@example.org');
  await form.getByLabel('Topic').selectOption('feedback');
  await form.getByLabel('Message', { exact: true }).fill('The quiz was very clear, thank you.');
  await form.getByRole('button', { name: 'Send message' }).click();
  await expect(page.getByRole('alert')).toContainText('Your message could not be sent');
  await expect(form.getByLabel('Message', { exact: true })).toHaveValue('The quiz was very clear, thank you.');
  await expect(form.getByLabel('Name')).toHaveValue('Alex');
});
