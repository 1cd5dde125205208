import { expect, test } from './fixtures.ts';
import { storedRows, uniqueEmail } from './db.ts';
import { AccountError, createAdmin } from '../../src/server/auth/accounts.ts';
import { openDatabase } from '../../src/server/db/client.ts';

/**
 * Staff journeys. This file runs as its own Playwright project after every other one
 * (playwright.config.ts): it switches the chat assistant off for the whole site.
 */
const admin = { username: 'e2e-admin', password: 'a long e2e password' };

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  const client = await openDatabase({ url: 'file:.data/e2e.db' });
  try {
    await createAdmin(client, admin.username, admin.password);
  } catch (error) {
    if (!(error instanceof AccountError)) throw error;
  } finally {
    client.close();
  }
});

async function signIn(page: import('@playwright/test').Page, path = '/admin/login') {
  await page.goto(path);
  await page.getByLabel('Username').fill(admin.username);
  await page.getByLabel('Password').fill(admin.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByText(`Signed in as ${admin.username}`)).toBeVisible();
}

test('/admin without a session leads to the sign-in page, and a wrong password says so', async ({ page }) => {
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/admin\/login$/);
  await page.getByLabel('Username').fill(admin.username);
  await page.getByLabel('Password').fill('not the password');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('alert')).toContainText('Sign-in failed');
  await expect(page.getByLabel('Password')).toBeFocused();
});

test('a signup made moments before on the public site shows in the dashboard, searchable', async ({ page, browser }) => {
  const email = uniqueEmail('admin-sees');
  const visitor = await browser.newPage();
  await visitor.addInitScript(() => localStorage.setItem('cookie_consent', 'false'));
  await visitor.goto('/#waitlist');
  const form = visitor.locator('#waitlist form');
  await form.getByLabel('First name').fill('Visible <b>Visitor</b>');
  await form.getByLabel('Email', { exact: true }).fill(email);
  await form.getByLabel('Country').selectOption('germany');
  await form.getByRole('checkbox').check();
  await form.getByRole('button', { name: 'Join the waitlist' }).click();
  await expect(visitor.getByText("You're on the list!").first()).toBeVisible();
  await visitor.close();

  await signIn(page, '/admin-login');
  await expect(page.getByRole('heading', { name: 'Overview' })).toBeVisible();
  const table = page.locator('.admin-table');
  await table.getByLabel('Search waitlist signups').fill(email);
  await table.getByRole('button', { name: 'Search' }).click();
  await expect(table.getByRole('cell', { name: email })).toBeVisible();
  // Visitor text is shown as text: the tags appear literally, nothing is bold.
  await expect(table.getByRole('cell', { name: 'Visible <b>Visitor</b>' })).toBeVisible();
  await expect(table.locator('b')).toHaveCount(0);
});

test('an admin opens a chat transcript and exports a table as CSV', async ({ page, request }) => {
  const sessionId = `e2e-${Date.now()}`;
  const hostile = `I feel tired at work <img src=x onerror="window.__hostile=1"><script>window.__hostile=2</script>`;
  for (const [order, userMessage, botResponse] of [[1, hostile, 'I am an automated assistant.'], [2, 'Thanks', 'Take care.']] as const) {
    const response = await request.post('/api/chatbot/transcript', { data: { sessionId, userMessage, botResponse, messageOrder: order, language: 'en' } });
    expect(response.ok()).toBe(true);
  }
  await signIn(page);
  await page.getByRole('button', { name: 'Chat sessions' }).click();
  const table = page.locator('.admin-table');
  await table.getByLabel('Search chat sessions').fill(sessionId);
  await table.getByRole('button', { name: 'Search' }).click();
  await table.getByRole('button', { name: 'Open transcript' }).click();
  const dialog = page.getByRole('dialog', { name: 'Chat transcript' });
  // A hostile message is shown as the text it is: no image element, no script ran.
  await expect(dialog.getByText(hostile)).toBeVisible();
  await expect(dialog.locator('img, script')).toHaveCount(0);
  expect(await page.evaluate(() => (window as Window & { __hostile?: number }).__hostile)).toBeUndefined();
  await expect(dialog.getByText('Take care.')).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();

  const downloading = page.waitForEvent('download');
  await table.getByRole('link', { name: 'Export CSV' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^emberwell-chat-sessions-\d{4}-\d{2}-\d{2}\.csv$/);
  const { readFile } = await import('node:fs/promises');
  const csv = await readFile((await download.path()) ?? '', 'utf8');
  expect(csv).toContain('session_id,started_at,last_message_at,messages,email,name,language');
  expect(csv).toContain(sessionId);
});

test('switching the chatbot off removes the widget from the public site', async ({ page, browser }) => {
  await signIn(page);
  const chatSwitch = page.getByRole('switch', { name: 'Chat assistant on the public site' });
  await expect(chatSwitch).toHaveAttribute('aria-checked', 'true');
  await chatSwitch.click();
  await expect(chatSwitch).toHaveAttribute('aria-checked', 'false');
  const visitor = await browser.newPage();
  try {
    const status = visitor.waitForResponse('**/api/chatbot/status');
    await visitor.goto('/');
    expect(await (await status).json()).toEqual({ enabled: false });
    await expect(visitor.locator('.chat-launcher')).toHaveCount(0);
  } finally {
    await visitor.close();
    await chatSwitch.click();
    await expect(chatSwitch).toHaveAttribute('aria-checked', 'true');
  }
});

test('erasing an address removes its rows after a typed confirmation', async ({ page, request }) => {
  const email = uniqueEmail('erase');
  await request.post('/api/email-signup', { data: { firstName: 'Erin', email, country: 'uk', optedIn: true } });
  expect(await storedRows('SELECT id FROM waitlist_signups WHERE email = ?', [email])).toHaveLength(1);
  await signIn(page);
  await page.getByLabel('Email address').fill(email);
  await page.getByLabel('Type it again to confirm').fill(email);
  await page.getByRole('button', { name: 'Erase everything for this address' }).click();
  await expect(page.getByRole('status')).toContainText('waitlist_signups: 1');
  expect(await storedRows('SELECT id FROM waitlist_signups WHERE email = ?', [email])).toHaveLength(0);
});

test('signing out ends the session: /admin then leads to the sign-in page', async ({ page }) => {
  await signIn(page);
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/admin\/login$/);
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/admin\/login$/);
  expect((await page.request.get('/api/admin/check-auth')).status()).toBe(401);
});
