import { expect, test } from './fixtures.ts';
import { storedRows, uniqueEmail } from './db.ts';
import { tabTo } from './keyboard.ts';

test('joining the waitlist from the home page: Joining..., the success panel and the toast', async ({ page }) => {
  const email = uniqueEmail('waitlist');
  await page.goto('/#waitlist');
  const form = page.locator('#waitlist form');
  await form.getByLabel('First name').fill('Noor');
  await form.getByLabel('Email', { exact: true }).fill(email);
  await form.getByLabel('Country').selectOption('canada');
  await form.getByRole('button', { name: 'Join the waitlist' }).click();
  await expect(form.getByText('You must opt in to receive updates')).toBeVisible();
  await form.getByLabel(/email me about the planner launch/).check();

  // Hold the answer back a moment so the submitting state can be seen.
  await page.route('**/api/email-signup', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 300));
    await route.continue();
  });
  await form.getByRole('button', { name: 'Join the waitlist' }).click();
  await expect(page.getByRole('button', { name: 'Joining...' })).toBeDisabled();
  await expect(page.getByRole('heading', { name: "You're on the list!" })).toBeVisible();
  await expect(page.getByText('Welcome to the waitlist! 🎉')).toBeVisible();
  await expect(page.getByText("You'll be the first to know when we launch new features.")).toBeVisible();
  expect(await storedRows('SELECT first_name, country, language FROM waitlist_signups WHERE email = ?', [email])).toEqual([
    { first_name: 'Noor', country: 'canada', language: 'en' },
  ]);
});

test('a failed signup shows the error toast and keeps what was typed', async ({ page }) => {
  await page.route('**/api/email-signup', (route) => route.abort('connectionrefused'));
  await page.goto('/fr#waitlist');
  const form = page.locator('#waitlist form');
  await form.getByLabel('Prénom').fill('Claire');
  await form.getByLabel('E-mail', { exact: true }).fill('claire@example.org');
  await form.getByLabel('Pays').selectOption('france');
  await form.getByLabel(/prévenez-moi/).check();
  await form.getByRole('button', { name: "Rejoindre la liste d'attente" }).click();
  await expect(page.getByText("L'inscription a échoué")).toBeVisible();
  await expect(page.getByText('Veuillez réessayer dans un instant')).toBeVisible();
  await expect(form.getByLabel('Prénom')).toHaveValue('Claire');
  await expect(form.getByLabel('E-mail', { exact: true })).toHaveValue('claire@example.org');
  await expect(form.getByLabel(/prévenez-moi/)).toBeChecked();
});

test('the server message is shown when the server refuses', async ({ page }) => {
  await page.route('**/api/email-signup', (route) => route.fulfill({ status: 503, contentType: 'application/json', body: '{"error":"The service is temporarily unavailable."}' }));
  await page.goto('/#waitlist');
  const form = page.locator('#waitlist form');
  await form.getByLabel('First name').fill('Kai');
  await form.getByLabel('Email', { exact: true }).fill('kai@example.org');
  await form.getByLabel(/email me about the planner launch/).check();
  await form.getByRole('button', { name: 'Join the waitlist' }).click();
  await expect(page.getByText('Signup failed')).toBeVisible();
  await expect(page.getByText('The service is temporarily unavailable.')).toBeVisible();
});

test('the country is preselected from the browser time zone', async ({ browser }) => {
  const context = await browser.newContext({ timezoneId: 'Europe/Amsterdam' });
  const page = await context.newPage();
  await page.goto('/nl/signup');
  await expect(page.getByLabel('Land')).toHaveValue('netherlands');
  await context.close();
});

test('the honeypot is invisible and out of the keyboard path', async ({ page }) => {
  await page.goto('/signup');
  const honeypot = page.locator('input[name="website"]');
  await expect(honeypot).toHaveAttribute('tabindex', '-1');
  await expect(page.locator('.honeypot')).toHaveAttribute('aria-hidden', 'true');
  await expect(honeypot).not.toBeInViewport();
});

test('the signup page journey ends on its thank-you page', async ({ page }) => {
  const email = uniqueEmail('signup');
  await page.goto('/de/signup');
  await page.getByLabel('Vorname').fill('Lena');
  await page.getByLabel('E-Mail', { exact: true }).fill(email);
  await page.getByLabel('Land').selectOption('germany');
  await page.getByLabel(/informieren Sie mich/).check();
  await page.getByRole('button', { name: 'Auf die Warteliste' }).click();
  await expect(page).toHaveURL(/\/de\/thank-you-signup$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sie stehen auf der Liste!');
  expect(await storedRows('SELECT language FROM waitlist_signups WHERE email = ?', [email])).toEqual([{ language: 'de' }]);
});

test('joining from the home page with the keyboard alone: hero link, every field, Space on the opt-in, Enter to submit', async ({ page }) => {
  // Waking the form loads its script on arrival; on a busy shared machine that can take a while.
  test.setTimeout(60_000);
  const email = uniqueEmail('waitlist-keys');
  await page.goto('/');
  await tabTo(page, page.getByRole('link', { name: 'Join the planner waitlist' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/#waitlist$/);
  const form = page.locator('#waitlist form');
  // Following the anchor moves the keyboard's starting point to the waitlist section, and the
  // focused field is scrolled into view even if the smooth scroll was cut short.
  await page.keyboard.press('Tab');
  await expect(form.getByLabel('First name')).toBeFocused();
  // The form wakes up once it is in view; its button is enabled from then on.
  await expect(form.getByRole('button', { name: 'Join the waitlist' })).toBeEnabled({ timeout: 30_000 });
  await page.keyboard.type('Sam');
  await page.keyboard.press('Tab');
  await expect(form.getByLabel('Email', { exact: true })).toBeFocused();
  await page.keyboard.type(email);
  await page.keyboard.press('Tab');
  const country = form.getByLabel('Country');
  await expect(country).toBeFocused();
  await page.keyboard.type('Cana');
  await expect(country).toHaveValue('canada');
  await page.keyboard.press('Tab');
  const optIn = form.getByLabel(/email me about the planner launch/);
  await expect(optIn).toBeFocused();
  await page.keyboard.press('Space');
  await expect(optIn).toBeChecked();
  await page.keyboard.press('Tab');
  await expect(form.getByRole('button', { name: 'Join the waitlist' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: "You're on the list!" })).toBeFocused();
  expect(await storedRows('SELECT first_name, country, language FROM waitlist_signups WHERE email = ?', [email])).toEqual([
    { first_name: 'Sam', country: 'canada', language: 'en' },
  ]);
});

test('in German a keyboard visitor is led to the first missing field, fixes it and submits with Enter from the email field', async ({ page }) => {
  const email = uniqueEmail('waitlist-keys-de');
  await page.goto('/de#waitlist');
  await expect(page.locator('#waitlist').getByRole('button', { name: 'Auf die Warteliste' })).toBeEnabled();
  const form = page.locator('#waitlist form');
  await tabTo(page, form.getByLabel('E-Mail', { exact: true }));
  await page.keyboard.type(email);
  await page.keyboard.press('Tab');
  await page.keyboard.type('Deu');
  await expect(form.getByLabel('Land')).toHaveValue('germany');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Space');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  await expect(form.getByText('Bitte korrigieren Sie die markierten Felder')).toBeVisible();
  await expect(form.getByLabel('Vorname')).toBeFocused();
  await page.keyboard.type('Lena');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Sie stehen auf der Liste!' })).toBeFocused();
  expect(await storedRows('SELECT first_name, country, language FROM waitlist_signups WHERE email = ?', [email])).toEqual([
    { first_name: 'Lena', country: 'germany', language: 'de' },
  ]);
});
