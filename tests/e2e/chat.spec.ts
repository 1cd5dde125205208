import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { createClient } from '@libsql/client';
import { storedRows, uniqueEmail } from './db.ts';
import { hydrated } from './islands.ts';
import { tabTo } from './keyboard.ts';

// The last test switches the assistant off for the whole site, so this file runs in order.
// Replies wait for the typing delay, and the first one also for the functions to be bundled
// on a cold machine, so each test gets a minute.
test.describe.configure({ mode: 'serial', timeout: 60_000 });

async function openChat(page: Page, path: string) {
  await page.goto(path);
  await hydrated(page, '.chat-widget');
  const launcher = page.locator('.chat-launcher');
  await launcher.click();
  return page.getByRole('dialog');
}

async function ask(page: Page, text: string) {
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('textbox').fill(text);
  await dialog.getByRole('textbox').press('Enter');
}

async function setChatbot(enabled: boolean) {
  const client = createClient({ url: 'file:.data/e2e.db', timeout: 5000 });
  await client.execute({ sql: "INSERT INTO settings (key, value) VALUES ('chatbot_enabled', ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value", args: [String(enabled)] });
  client.close();
}

test('asking in English: typing indicator, then the reply, then a suggestion', async ({ page }) => {
  const dialog = await openChat(page, '/about');
  await expect(dialog.getByText('Automated help, not a therapist')).toBeVisible();
  await expect(dialog.getByText('Hi! Ask me about burnout, stress or recovery')).toBeVisible();
  await ask(page, 'What is burnout?');
  await expect(dialog.getByRole('status')).toContainText('The assistant is typing');
  await expect(dialog.getByText(/ICD-11, code QD85/)).toBeVisible();
  await expect(dialog.getByText(/automated assistant: a computer program, not a person and not a therapist/)).toBeVisible();
  await expect(dialog.getByRole('status')).toHaveCount(0);
  await expect(dialog.getByRole('link', { name: 'Burnout prevention guide' })).toHaveAttribute('href', '/burnout-prevention-guide');
  await dialog.getByRole('button', { name: 'What are the signs of burnout?' }).click();
  await expect(dialog.getByText(/Common signs are feeling drained/)).toBeVisible();
});

test('asking in French gets French answers; empty messages are not sent', async ({ page }) => {
  const dialog = await openChat(page, '/fr/blog');
  await expect(dialog.getByRole('button', { name: 'Envoyer' })).toBeDisabled();
  await ask(page, '   ');
  await expect(dialog.locator('.chat-user')).toHaveCount(0);
  await ask(page, 'Comment prévenir le burn-out ?');
  await expect(dialog.getByText(/La prévention marche mieux par petites étapes/)).toBeVisible();
  await expect(dialog.getByText(/l'assistant automatique d'Emberwell/).first()).toBeVisible();
});

test('crisis language gets the regional crisis line at once', async ({ page }) => {
  const dialog = await openChat(page, '/de?region=germany');
  await ask(page, 'Ich will nicht mehr leben');
  await expect(dialog.getByText(/TelefonSeelsorge: 0800 111 0 111/)).toBeVisible();
});

test('email capture asks for the email, then the name, and keeps them with the session', async ({ page }) => {
  const email = uniqueEmail('chat');
  const dialog = await openChat(page, '/');
  await ask(page, 'Put me on the planner waitlist');
  await expect(dialog.getByText(/what's your email address/)).toBeVisible();
  await ask(page, 'not sure');
  await expect(dialog.getByText(/couldn't find an email address/)).toBeVisible();
  await ask(page, `sure, it is ${email} thanks`);
  await expect(dialog.getByText("Thank you! And what's your first name?")).toBeVisible();
  await ask(page, 'Kim');
  await expect(dialog.getByText(/Thanks, Kim!/)).toBeVisible();
  await expect.poll(() => storedRows('SELECT user_name FROM chat_transcripts WHERE user_email = ?', [email])).toEqual([{ user_name: 'Kim' }]);
  await expect.poll(async () => (await storedRows("SELECT count(*) AS n FROM chat_events WHERE event_type = 'email_captured'"))[0]?.['n']).toBeGreaterThan(0);
});

test('the feedback action opens a form: text required, email optional', async ({ page }) => {
  const text = `Calm and clear ${Date.now()}`;
  const dialog = await openChat(page, '/nl');
  await ask(page, 'Ik heb feedback');
  await expect(dialog.getByRole('heading', { name: 'Feedback geven' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Feedback versturen' }).click();
  await expect(dialog.getByText('Schrijf je feedback')).toBeVisible();
  await dialog.getByLabel('Je feedback').fill(text);
  await dialog.getByRole('button', { name: 'Feedback versturen' }).click();
  await expect(dialog.getByText('Bedankt voor je feedback.')).toBeVisible();
  expect(await storedRows('SELECT language, email FROM chat_feedback WHERE feedback_text = ?', [text])).toEqual([{ language: 'nl', email: null }]);
});

test('the quiz action leads to the quiz', async ({ page }) => {
  const dialog = await openChat(page, '/contact');
  await ask(page, 'I want to take the quiz');
  await dialog.getByRole('link', { name: 'Go to the quiz' }).click();
  await expect(page).toHaveURL(/\/burnout-checker$/);
});

test('the badge shows until the widget is closed once; Escape closes and returns focus', async ({ page }) => {
  await page.goto('/workplace-wellness');
  await hydrated(page, '.chat-widget');
  const launcher = page.locator('.chat-launcher');
  await expect(launcher.locator('.chat-badge')).toHaveText(/1/);
  await launcher.click();
  await expect(page.getByRole('dialog').getByRole('textbox')).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(launcher).toBeFocused();
  await expect(launcher.locator('.chat-badge')).toHaveCount(0);
  await page.reload();
  await hydrated(page, '.chat-widget');
  await page.locator('.chat-launcher').click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await expect(page.locator('.chat-badge')).toHaveCount(0);
});

test('while open the widget sends a heartbeat every 30 seconds', async ({ page }) => {
  await page.clock.install();
  const events: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/api/chatbot/analytics')) events.push(String((request.postDataJSON() as { eventType?: string }).eventType));
  });
  await page.goto('/terms');
  await page.clock.runFor(2_000); // lets the idle-time island hydrate under the fake clock
  await hydrated(page, '.chat-widget');
  await page.locator('.chat-launcher').click();
  await expect.poll(() => events).toContain('widget_opened');
  expect(events).not.toContain('heartbeat');
  await page.clock.runFor(30_500);
  await expect.poll(() => events.filter((event) => event === 'heartbeat').length).toBe(1);
  await page.keyboard.press('Escape');
  await page.clock.runFor(61_000);
  expect(events.filter((event) => event === 'heartbeat').length).toBe(1);
});

test('a failing reply gets the apology in the page language', async ({ page }) => {
  await page.route('**/api/chatbot/message', (route) => route.abort('connectionrefused'));
  const dialog = await openChat(page, '/de/about');
  await ask(page, 'Hallo');
  await expect(dialog.getByText('Es tut mir leid, ich kann gerade nicht antworten. Bitte versuchen Sie es gleich noch einmal.')).toBeVisible();
});

test('if the status cannot be read the assistant still shows', async ({ page }) => {
  await page.route('**/api/chatbot/status', (route) => route.fulfill({ status: 503, contentType: 'application/json', body: '{"error":"unavailable"}' }));
  await page.goto('/privacy');
  await hydrated(page, '.chat-widget');
  await expect(page.locator('.chat-launcher')).toBeVisible();
});

test('the whole chat with the keyboard alone: open, ask, take a suggestion, give feedback, close', async ({ page }) => {
  const feedback = `Kind words by keyboard ${Date.now()}`;
  await page.goto('/about');
  await hydrated(page, '.chat-widget');
  const launcher = page.getByRole('button', { name: 'Open the chat assistant' });
  await tabTo(page, launcher);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Emberwell assistant' });
  const input = dialog.getByRole('textbox', { name: 'Type your message' });
  await expect(input).toBeFocused();

  await page.keyboard.type('What is burnout?');
  await page.keyboard.press('Enter');
  await expect(dialog.getByText(/ICD-11, code QD85/)).toBeVisible();
  await expect(input).toBeFocused();

  // The suggestions sit just before the message box.
  await tabTo(page, dialog.getByRole('button', { name: 'What are the signs of burnout?' }), { backwards: true, maxPresses: 6 });
  await page.keyboard.press('Space');
  await expect(dialog.getByText(/Common signs are feeling drained/)).toBeVisible();
  await expect(input, 'the used suggestion disappears; focus goes back to the message box').toBeFocused();

  await page.keyboard.type('I have some feedback');
  await page.keyboard.press('Enter');
  await expect(dialog.getByRole('heading', { name: 'Share your feedback' })).toBeVisible();
  await expect(dialog.getByRole('textbox', { name: 'Your feedback' })).toBeFocused();
  await page.keyboard.type(feedback);
  await tabTo(page, dialog.getByRole('button', { name: 'Send feedback' }), { maxPresses: 4 });
  await page.keyboard.press('Enter');
  await expect(dialog.getByText('Thank you for your feedback. It helps us improve.')).toBeVisible();
  await expect(input).toBeFocused();
  await expect.poll(() => storedRows('SELECT language FROM chat_feedback WHERE feedback_text = ?', [feedback])).toEqual([{ language: 'en' }]);

  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(launcher).toBeFocused();
  await expect(launcher).toHaveAttribute('aria-expanded', 'false');
});

test('in German the launcher opens with Space, a reply is read and the close button returns focus', async ({ page }) => {
  await page.goto('/de/blog');
  await hydrated(page, '.chat-widget');
  const launcher = page.getByRole('button', { name: 'Chat-Assistenten öffnen' });
  // From the top of the page, Shift+Tab wraps round to the last control: the launcher.
  await tabTo(page, launcher, { backwards: true, maxPresses: 3 });
  await page.keyboard.press('Space');
  const dialog = page.getByRole('dialog', { name: 'Emberwell-Assistent' });
  await expect(dialog.getByRole('textbox', { name: 'Nachricht eingeben' })).toBeFocused();
  await page.keyboard.type('Was ist Burnout?');
  await page.keyboard.press('Enter');
  await expect(dialog.getByText(/ICD-11/)).toBeVisible();
  await tabTo(page, dialog.getByRole('button', { name: 'Chat schließen' }), { backwards: true, maxPresses: 12 });
  await page.keyboard.press('Enter');
  await expect(dialog).toHaveCount(0);
  await expect(launcher).toBeFocused();
});

test('with the chatbot switched off the widget is absent', async ({ page }) => {
  await setChatbot(false);
  try {
    // The widget retries a failed read, so wait for the answer that decides.
    const status = page.waitForResponse((response) => response.url().endsWith('/api/chatbot/status') && response.ok());
    await page.goto('/');
    const answer = await status;
    expect(await answer.json(), `status ${answer.status()}`).toEqual({ enabled: false });
    await page.waitForTimeout(300);
    await expect(page.locator('.chat-launcher')).toHaveCount(0);
  } finally {
    await setChatbot(true);
  }
});
