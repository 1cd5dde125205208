import { expect, test } from './fixtures.ts';
import { storedRows, uniqueEmail } from './db.ts';
import { hydrated } from './islands.ts';

/** Exactly this text, where Intl may write no-break spaces (`€ 29`) instead of spaces. */
const spaced = (text: string) => new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\$]/g, '\\$&').replace(/ /g, '[\\s\\u00a0\\u202f]')}$`);

test('an English visitor buys the planner in test mode and lands on the thank-you page with the order paid', async ({ page }) => {
  const email = uniqueEmail('checkout-en');
  await page.goto('/checkout');
  await expect(page.locator('.breadcrumbs, nav[aria-label="Breadcrumb"]').first()).toContainText('Secure Checkout');
  await expect(page.getByText('Test mode: no real payment')).toBeVisible();
  await hydrated(page, 'form');
  const form = page.locator('main form');
  // The default region pays in US dollars, tax included.
  await expect(page.getByTestId('order-total')).toHaveText('US$29');
  await expect(page.getByText('Price includes all taxes')).toBeVisible();

  await form.getByLabel('Name').fill('Alex Morgan');
  await form.getByRole('button', { name: /^Pay / }).click();
  await expect(form.getByText('Please enter a valid email address')).toBeVisible();
  await expect(form.getByText('Please accept the terms to continue')).toBeVisible();
  await expect(form.getByLabel('Name')).toHaveValue('Alex Morgan');

  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Country').selectOption('canada');
  await expect(page.getByTestId('order-total')).toHaveText('CA$39');
  await form.getByLabel(/I have read and accept the Terms of Service/).check();
  await form.getByRole('button', { name: 'Pay CA$39' }).click();

  await expect(page).toHaveURL(/\/thank-you\?order=[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { name: 'Payment received' })).toBeVisible();
  await expect(page.getByText('Test order: no real payment was taken.')).toBeVisible();
  await expect(page.getByText(/The download link for your planner goes to c•••@example\.org/)).toBeVisible();
  await expect(page.locator('.order-facts')).toContainText('CA$39');
  await expect(page.getByRole('heading', { name: 'What happens next' })).toBeVisible();
  const orderId = new URL(page.url()).searchParams.get('order') ?? '';
  expect(await storedRows('SELECT status, currency, amount_minor, country, language, name FROM orders WHERE id = ?', [orderId])).toEqual([
    { status: 'paid', currency: 'CAD', amount_minor: 3900, country: 'canada', language: 'en', name: 'Alex Morgan' },
  ]);
});

test('a Dutch visitor in the Netherlands buys in euros, with the country preselected, and sees the paid order in Dutch', async ({ page }) => {
  const email = uniqueEmail('checkout-nl');
  await page.goto('/nl/checkout?region=netherlands');
  await expect(page.getByText('Testmodus: geen echte betaling')).toBeVisible();
  await hydrated(page, 'form');
  const form = page.locator('main form');
  await expect(form.getByLabel('Land')).toHaveValue('netherlands');
  await expect(page.getByTestId('order-total')).toHaveText(spaced('€ 29'));
  await form.getByLabel('Naam').fill('Sanne de Vries');
  await form.getByLabel('E-mail').fill(email);
  await form.getByLabel(/Ik heb de gebruiksvoorwaarden gelezen/).check();
  await form.getByRole('button', { name: spaced('€ 29 betalen') }).click();

  await expect(page).toHaveURL(/\/nl\/thank-you\?order=[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { name: 'Betaling ontvangen' })).toBeVisible();
  await expect(page.getByText('Testbestelling: er is geen echte betaling gedaan.')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Hoe het nu verder gaat' })).toBeVisible();
  expect(await storedRows('SELECT status, currency, amount_minor, country, language FROM orders WHERE email = ?', [email])).toEqual([
    { status: 'paid', currency: 'EUR', amount_minor: 2900, country: 'netherlands', language: 'nl' },
  ]);
});

test('a double click places one order', async ({ page }) => {
  const email = uniqueEmail('checkout-double');
  await page.goto('/checkout?region=uk');
  await hydrated(page, 'form');
  const form = page.locator('main form');
  await form.getByLabel('Name').fill('Jo Bloggs');
  await form.getByLabel('Email').fill(email);
  await form.getByLabel(/I have read and accept/).check();
  await form.getByRole('button', { name: 'Pay £25' }).dblclick();
  await expect(page.getByRole('heading', { name: 'Payment received' })).toBeVisible();
  expect(await storedRows('SELECT currency, amount_minor FROM orders WHERE email = ?', [email])).toEqual([{ currency: 'GBP', amount_minor: 2500 }]);
});

test('a refused order keeps everything the visitor typed and says why', async ({ page }) => {
  await page.route('**/api/checkout', (route) =>
    route.fulfill({ status: 503, contentType: 'application/json', body: '{"error":"The checkout is not available right now. Please try again later or contact us."}' }),
  );
  await page.goto('/fr/checkout?region=france');
  await hydrated(page, 'form');
  const form = page.locator('main form');
  await form.getByLabel('Nom').fill('Camille Martin');
  await form.getByLabel('E-mail').fill('camille@example.org');
  await form.getByLabel(/J’ai lu et j’accepte/).check();
  await form.getByRole('button', { name: /^Payer/ }).click();
  await expect(form.getByRole('alert')).toContainText('Votre commande n’a pas pu être passée');
  await expect(form.getByLabel('Nom')).toHaveValue('Camille Martin');
  await expect(form.getByLabel('E-mail')).toHaveValue('camille@example.org');
  await expect(form.getByLabel('Pays')).toHaveValue('france');
  await expect(form.getByLabel(/J’ai lu et j’accepte/)).toBeChecked();
});

test('the thank-you page waits for a pending payment, and offers a retry when the order cannot be read', async ({ page }) => {
  const orderId = '3f2504e0-4f89-41d3-9a0c-0305e82c3301';
  const view = { id: orderId, product: 'planner', currency: 'EUR', amountMinor: 2900, emailHint: 'k•••@example.org', testMode: false, createdAt: '2026-11-23T10:00:00.000Z' };
  let calls = 0;
  await page.route(`**/api/orders/${orderId}`, (route) => {
    calls += 1;
    if (calls === 1) return route.fulfill({ status: 503, contentType: 'application/json', body: '{"error":"down"}' });
    const answer = calls === 2 ? { ...view, status: 'pending', paidAt: null } : { ...view, status: 'paid', paidAt: '2026-11-23T10:00:05.000Z' };
    return route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify(answer) });
  });
  await page.goto(`/de/thank-you?order=${orderId}`);
  await expect(page.getByText('Wir konnten Ihre Bestellung nicht laden.')).toBeVisible();
  await page.getByRole('button', { name: 'Erneut versuchen' }).click();
  await expect(page.getByRole('heading', { name: 'Ihre Zahlung wird bestätigt' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Zahlung erhalten' })).toBeVisible({ timeout: 10_000 });
  await expect(page.locator('.order-facts dd').last()).toHaveText(spaced('29 €'));
});

test('the thank-you page without an order says so and leads to the checkout', async ({ page }) => {
  await page.goto('/thank-you');
  await expect(page.getByText('We could not find this order.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Go to checkout' })).toHaveAttribute('href', '/checkout');
});

test.describe('every language and region', () => {
  const expectedTotals: Record<string, Record<string, string>> = {
    en: { default: 'US$29', germany: '€29', uk: '£25', canada: 'CA$39', australia: 'A$45', new_zealand: 'NZ$49', thailand: 'THB 990', india: '₹1,999' },
    de: { default: '29 $', netherlands: '29 €', uk: '25 £', india: '1.999 ₹' },
    fr: { default: '29 $US', france: '29 €', canada: '39 $CA' },
    nl: { default: 'US$ 29', netherlands: '€ 29', thailand: '฿ 990' },
  };
  for (const [language, totals] of Object.entries(expectedTotals)) {
    for (const [region, total] of Object.entries(totals)) {
      test(`/${language} checkout for ${region} shows ${total}`, async ({ request }) => {
        const prefix = language === 'en' ? '' : `/${language}`;
        const html = await (await request.get(`${prefix}/checkout${region === 'default' ? '' : `?region=${region}`}`)).text();
        const shown = /data-testid="order-total"[^>]*>([^<]+)</.exec(html)?.[1] ?? '';
        expect(shown.replace(/[\u00a0\u202f]/g, ' ')).toBe(total);
      });
    }
  }

  for (const [language, region, pay, paid] of [
    ['de', 'india', '1.999 ₹ bezahlen', 'Zahlung erhalten'],
    ['fr', 'canada', 'Payer 39 $CA', 'Paiement reçu'],
  ] as const) {
    test(`a purchase in ${language} from ${region} ends paid`, async ({ page }) => {
      const email = uniqueEmail(`checkout-${language}`);
      await page.goto(`/${language}/checkout?region=${region}`);
      await hydrated(page, 'form');
      const form = page.locator('main form');
      await form.locator('input[name="name"]').fill('Kim Lee');
      await form.locator('input[name="email"]').fill(email);
      await form.locator('input[name="acceptedTerms"]').check();
      await form.getByRole('button', { name: spaced(pay) }).click();
      await expect(page).toHaveURL(new RegExp(`/${language}/thank-you\\?order=`));
      await expect(page.getByRole('heading', { name: paid })).toBeVisible();
      expect(await storedRows('SELECT status, country, language FROM orders WHERE email = ?', [email])).toEqual([{ status: 'paid', country: region, language }]);
    });
  }
});
