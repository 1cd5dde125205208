import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { storedRows, uniqueEmail } from './db.ts';
import { hydrated } from './islands.ts';

/**
 * Issue 9, "Faults": while the API answers 503 (database unreachable or locked), every island
 * shows its error state, keeps what the visitor typed and lets them send again once the
 * service is back. The 503 is the API's own answer (src/server/http.ts).
 */

// Chat replies wait for the typing delay, and a cold machine bundles each function on first use.
test.describe.configure({ timeout: 60_000 });

const unavailable = 'The service is temporarily unavailable. Please try again in a moment.';

async function answerWith503(page: Page, path: string): Promise<void> {
  await page.route(`**${path}`, (route) => route.fulfill({ status: 503, contentType: 'application/json', headers: { 'Retry-After': '30' }, body: JSON.stringify({ error: unavailable }) }));
}

test('the waitlist form shows "Signup failed" with the message, keeps every field and joins once the service is back', async ({ page }) => {
  const email = uniqueEmail('faults-waitlist');
  await answerWith503(page, '/api/email-signup');
  await page.goto('/#waitlist');
  const form = page.locator('#waitlist form');
  await form.getByLabel('First name').fill('Robin');
  await form.getByLabel('Email', { exact: true }).fill(email);
  await form.getByLabel('Country').selectOption('netherlands');
  await form.getByLabel(/email me about the planner launch/).check();
  const join = form.getByRole('button', { name: 'Join the waitlist' });
  await join.click();

  await expect(page.getByText('Signup failed')).toBeVisible();
  await expect(page.getByText(unavailable)).toBeVisible();
  await expect(form.getByLabel('First name')).toHaveValue('Robin');
  await expect(form.getByLabel('Email', { exact: true })).toHaveValue(email);
  await expect(form.getByLabel('Country')).toHaveValue('netherlands');
  await expect(form.getByLabel(/email me about the planner launch/)).toBeChecked();
  await expect(join).toBeEnabled();

  await page.unroute('**/api/email-signup');
  await join.click();
  await expect(page.getByRole('heading', { name: "You're on the list!" })).toBeVisible();
  expect(await storedRows('SELECT first_name, country FROM waitlist_signups WHERE email = ?', [email])).toEqual([{ first_name: 'Robin', country: 'netherlands' }]);
});

test('the quiz still shows the result when saving it fails (spec §8: only logged), and keeps the gate details for the next try', async ({ page }) => {
  await answerWith503(page, '/api/burnout-quiz-results');
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await page.goto('/burnout-checker');
  await hydrated(page, '.quiz');
  const quiz = page.locator('.quiz');
  const answerAll = async () => {
    for (const [index, answer] of ['Always', 'Often', 'Often', 'Rarely', 'Never'].entries()) {
      await quiz.getByLabel(answer, { exact: true }).check();
      await quiz.getByRole('button', { name: index === 4 ? 'Get Results' : 'Next' }).click();
    }
  };
  await answerAll();
  await quiz.getByLabel('Name').fill('Sam');
  await quiz.getByLabel('Email', { exact: true }).fill('sam.faults@example.org');
  await quiz.getByLabel('Country').selectOption('uk');
  await quiz.getByLabel(/Store my answers/).check();
  await quiz.getByRole('button', { name: 'Show my results' }).click();

  await expect(quiz.getByRole('heading', { name: 'Your burnout check result' })).toBeVisible();
  await expect(quiz.getByTestId('quiz-score')).toHaveText('64%');
  await expect(page.getByRole('alert')).toHaveCount(0);
  expect(errors.some((text) => text.includes('Quiz result could not be saved'))).toBe(true);
  expect(errors.join('\n')).not.toContain('sam.faults@example.org');

  await quiz.getByRole('button', { name: 'Take the quiz again' }).click();
  await answerAll();
  await expect(quiz.getByLabel('Name')).toHaveValue('Sam');
  await expect(quiz.getByLabel('Email', { exact: true })).toHaveValue('sam.faults@example.org');
  await expect(quiz.getByLabel('Country')).toHaveValue('uk');
});

test('the contact form says the message could not be sent, keeps everything and sends once the service is back', async ({ page }) => {
  const email = uniqueEmail('faults-contact');
  await answerWith503(page, '/api/contact');
  await page.goto('/contact');
  const form = page.locator('main form');
  await form.getByLabel('Name').fill('Alex');
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Topic').selectOption('feedback');
  await form.getByLabel('Message', { exact: true }).fill('Written while the database was down.');
  const send = form.getByRole('button', { name: 'Send message' });
  await send.click();

  await expect(form.getByRole('alert')).toContainText('Your message could not be sent');
  await expect(form.getByRole('alert')).toContainText('Everything you typed is still here.');
  await expect(form.getByLabel('Name')).toHaveValue('Alex');
  await expect(form.getByLabel('Email')).toHaveValue(email);
  await expect(form.getByLabel('Topic')).toHaveValue('feedback');
  await expect(form.getByLabel('Message', { exact: true })).toHaveValue('Written while the database was down.');
  await expect(send).toBeEnabled();

  await page.unroute('**/api/contact');
  await send.click();
  await expect(page.getByRole('heading', { name: 'Thank you, your message has arrived' })).toBeVisible();
  expect(await storedRows('SELECT message FROM contact_messages WHERE email = ?', [email])).toEqual([{ message: 'Written while the database was down.' }]);
});

test('the checkout says the order could not be placed, keeps the details and places it once the service is back', async ({ page }) => {
  const email = uniqueEmail('faults-checkout');
  await answerWith503(page, '/api/checkout');
  await page.goto('/checkout?region=uk');
  const form = page.locator('main form');
  await form.getByLabel('Name').fill('Jo Bloggs');
  await form.getByLabel('Email').fill(email);
  await form.getByLabel(/I have read and accept/).check();
  const pay = form.getByRole('button', { name: 'Pay £25' });
  await pay.click();

  await expect(form.getByRole('alert')).toContainText('Your order could not be placed');
  await expect(form.getByRole('alert')).toContainText(unavailable);
  await expect(form.getByLabel('Name')).toHaveValue('Jo Bloggs');
  await expect(form.getByLabel('Email')).toHaveValue(email);
  await expect(form.getByLabel('Country')).toHaveValue('uk');
  await expect(form.getByLabel(/I have read and accept/)).toBeChecked();
  await expect(pay).toBeEnabled();

  await page.unroute('**/api/checkout');
  await pay.click();
  await expect(page.getByRole('heading', { name: 'Payment received' })).toBeVisible();
  expect(await storedRows('SELECT COUNT(*) AS n FROM orders WHERE email = ?', [email])).toEqual([{ n: 1 }]);
});

test('the chat answers with the failure reply and puts the question back in the box to send again', async ({ page }) => {
  await answerWith503(page, '/api/chatbot/message');
  await page.goto('/about');
  await hydrated(page, '.chat-widget');
  await page.locator('.chat-launcher').click();
  const dialog = page.getByRole('dialog');
  const box = dialog.getByRole('textbox');
  await box.fill('What is burnout?');
  await box.press('Enter');

  await expect(dialog.getByText("I'm sorry, I'm having trouble responding right now. Please try again in a moment.")).toBeVisible();
  await expect(dialog).toContainText('What is burnout?');
  await expect(box).toHaveValue('What is burnout?');
  await expect(dialog.getByRole('button', { name: 'Send' })).toBeEnabled();

  await page.unroute('**/api/chatbot/message');
  await box.press('Enter');
  await expect(dialog.getByText(/ICD-11, code QD85/)).toBeVisible();
  await expect(box).toHaveValue('');
});

test('the chat feedback form says it could not be sent, keeps the text and email, and sends once the service is back', async ({ page }) => {
  const text = `Feedback while the database was down ${Date.now()}`;
  await page.goto('/about');
  await hydrated(page, '.chat-widget');
  await page.locator('.chat-launcher').click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('textbox').fill('I have feedback');
  await dialog.getByRole('textbox').press('Enter');
  await expect(dialog.getByRole('heading', { name: 'Share your feedback' })).toBeVisible();

  await answerWith503(page, '/api/chatbot/feedback');
  await dialog.getByRole('textbox', { name: 'Your feedback' }).fill(text);
  await dialog.getByLabel('Email (optional)').fill('feedback.faults@example.org');
  const sendFeedback = dialog.getByRole('button', { name: 'Send feedback' });
  await sendFeedback.click();

  await expect(dialog.getByRole('alert')).toHaveText("I'm sorry, I'm having trouble responding right now. Please try again in a moment.");
  await expect(dialog.getByRole('textbox', { name: 'Your feedback' })).toHaveValue(text);
  await expect(dialog.getByLabel('Email (optional)')).toHaveValue('feedback.faults@example.org');
  await expect(sendFeedback).toBeEnabled();

  await page.unroute('**/api/chatbot/feedback');
  await sendFeedback.click();
  await expect(dialog.getByText('Thank you for your feedback. It helps us improve.')).toBeVisible();
  expect(await storedRows('SELECT email FROM chat_feedback WHERE feedback_text = ?', [text])).toEqual([{ email: 'feedback.faults@example.org' }]);
});
