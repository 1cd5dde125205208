import { expect, test } from './fixtures.ts';
import { storageKeys } from '../../src/lib/storageKeys.ts';

test('aliases of one guide have their own heading, title and description', async ({ page }) => {
  const seen = new Set<string>();
  for (const path of ['/burnout-assessment', '/quiz', '/professional-burnout-recovery', '/burnout-symptoms-checklist']) {
    await page.goto(path);
    const heading = await page.getByRole('heading', { level: 1 }).textContent();
    const title = await page.title();
    const description = await page.locator('meta[name="description"]').getAttribute('content');
    seen.add(`${heading}|${title}|${description}`);
    // The assessment embeds the quiz above its text.
    await expect(page.locator('.quiz').getByText('Question 1 of 5')).toBeVisible();
  }
  expect(seen.size).toBe(4);
});

test('the stress tools aliases open with their own paragraph and share the toolbox', async ({ page }) => {
  await page.goto('/de/mindfulness-exercises');
  const intro = await page.locator('.page-intro .lead').textContent();
  const body = await page.locator('.prose').textContent();
  await page.goto('/de/corporate-wellness-programs');
  expect(await page.locator('.page-intro .lead').textContent()).not.toBe(intro);
  expect(await page.locator('.prose').textContent()).toBe(body);
});

test('the cookie policy lists every storage key and lets the visitor change the decision', async ({ page }) => {
  await page.goto('/nl/cookies');
  const table = page.getByRole('table');
  for (const key of Object.values(storageKeys)) await expect(table.getByText(key, { exact: true })).toBeVisible();
  await expect(table.getByText('_ga, _ga_<id>', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: /accepteren|accepteer/i }).first()).toBeVisible();
});

test('legal pages name the operator or say in the page language that the details follow', async ({ page }) => {
  await page.goto('/de/privacy');
  const notice = page.locator('.operator');
  await expect(notice.getByRole('heading')).toHaveText('Wer diese Website betreibt');
  await expect(notice).not.toContainText('operator');
});

test('the private journal keeps entries in this browser only, across reloads, until deleted', async ({ page }) => {
  const requests: string[] = [];
  page.on('request', (request) => {
    if (request.method() !== 'GET') requests.push(request.url());
  });
  await page.goto('/mental-wellness-journal');
  const journal = page.locator('.journal');
  await journal.getByLabel('Write your entry').fill('Today the walk at lunch helped.\nTomorrow: no meetings before ten.');
  await journal.getByRole('button', { name: 'Save entry' }).click();
  await expect(journal.getByRole('status')).toHaveText('Entry saved in this browser.');
  await expect(journal.getByLabel('Write your entry')).toHaveValue('');
  await page.reload();
  // The journal wakes when it scrolls into view, as a reader would reach it.
  await journal.scrollIntoViewIfNeeded();
  await expect(journal.locator('.journal-text')).toHaveText('Today the walk at lunch helped.\nTomorrow: no meetings before ten.');
  expect(requests.filter((url) => !url.includes('/api/chatbot/'))).toEqual([]);
  page.once('dialog', (dialog) => void dialog.accept());
  await journal.getByRole('button', { name: 'Delete entry' }).click();
  await expect(journal.getByText('No entries yet.')).toBeVisible();
  expect(await page.evaluate((key) => localStorage.getItem(key), storageKeys.wellnessJournal)).toBe('[]');
});
