import { randomUUID } from 'node:crypto';
import type { Client, Row } from '@libsql/client';
import { priceFor, productById } from '../../lib/checkout/catalogue.ts';
import { currencyForCountry } from '../../lib/checkout/countries.ts';
import { isLocale, localizedPath, type Locale } from '../../lib/locales.ts';
import type { BuyerOrderView, CheckoutOrder, OrderStatus } from '../../lib/schemas/checkout.ts';
import { PaymentProviderError, type PaymentProvider, type PaymentStart } from '../payments/provider.ts';
import { countRequest } from '../rateLimits.ts';

export type PlaceOrderOutcome =
  | { kind: 'placed'; orderId: string; redirectUrl: string; isNew: boolean }
  /** The idempotency key already placed an order with other details. */
  | { kind: 'key-reused' }
  /** The payment provider failed; the order stays pending and the same key may retry. */
  | { kind: 'provider-failed' }
  /** The address placed more new orders than its limit allows; nothing was stored. */
  | { kind: 'rate-limited'; retryAfterSeconds: number };

const now = "strftime('%Y-%m-%dT%H:%M:%fZ', 'now')";

/** The buyer's thank-you page for an order, in the language the order was placed in. */
export function thankYouPath(language: Locale, orderId: string): string {
  return `${localizedPath(language, 'thank-you')}?order=${encodeURIComponent(orderId)}`;
}

/**
 * Places an order: stores it as pending at the catalogue's price for the country's
 * currency, then starts the payment. The same idempotency key always answers with the same
 * order, so a double click or a retried request never places a second one; only a new key
 * counts towards the address's limit, so a retry is never turned away.
 */
export async function placeOrder(
  client: Client,
  order: CheckoutOrder,
  options: { language: Locale; provider: PaymentProvider; origin: string },
): Promise<PlaceOrderOutcome> {
  const product = productById(order.product);
  if (!product) throw new Error(`Unknown product ${order.product}: the schema should have refused it`);
  const { currency, amountMinor } = priceFor(product, currencyForCountry(order.country));
  const email = order.email.toLowerCase();
  const known = await client.execute({ sql: 'SELECT 1 FROM orders WHERE idempotency_key = ?', args: [order.idempotencyKey] });
  if (known.rows.length === 0) {
    const verdict = await countRequest(client, '/api/checkout', email);
    if (!verdict.allowed) return { kind: 'rate-limited', retryAfterSeconds: verdict.retryAfterSeconds };
  }
  const inserted = await client.execute({
    sql: `INSERT INTO orders (id, idempotency_key, product, currency, amount_minor, email, name, country, language, terms_accepted, provider)
          VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, 1, ?)
          ON CONFLICT (idempotency_key) DO NOTHING`,
    args: [randomUUID(), order.idempotencyKey, product.id, currency, amountMinor, email, order.name, order.country, options.language, options.provider.name],
  });
  const stored = (await client.execute({ sql: 'SELECT * FROM orders WHERE idempotency_key = ?', args: [order.idempotencyKey] })).rows[0];
  if (!stored) throw new Error('An order just stored could not be read back');
  const same = text(stored, 'product') === product.id && text(stored, 'email') === email && text(stored, 'name') === order.name && text(stored, 'country') === order.country;
  if (!same) return { kind: 'key-reused' };

  const orderId = text(stored, 'id');
  const language = storedLanguage(stored);
  const placed = (redirectUrl: string): PlaceOrderOutcome => ({ kind: 'placed', orderId, redirectUrl, isNew: inserted.rowsAffected === 1 });
  if (text(stored, 'status') !== 'pending') return placed(thankYouPath(language, orderId));
  const paymentUrl = stored['payment_url'];
  if (typeof paymentUrl === 'string' && paymentUrl !== '') return placed(paymentUrl);

  let start: PaymentStart;
  try {
    start = await options.provider.start({
      orderId,
      productName: product.name[language],
      currency,
      amountMinor: Number(stored['amount_minor']),
      email,
      language,
      successUrl: `${options.origin}${thankYouPath(language, orderId)}`,
      cancelUrl: `${options.origin}${localizedPath(language, 'checkout')}?cancelled=1`,
    });
  } catch (error) {
    if (error instanceof PaymentProviderError) return { kind: 'provider-failed' };
    throw error;
  }
  if (start.kind === 'completed') {
    await client.execute({
      sql: `UPDATE orders SET status = 'paid', provider = ?, paid_at = ${now}, updated_at = ${now} WHERE id = ? AND status = 'pending'`,
      args: [options.provider.name, orderId],
    });
    return placed(thankYouPath(language, orderId));
  }
  await client.execute({
    sql: `UPDATE orders SET provider = ?, provider_session_id = ?, payment_url = ?, updated_at = ${now} WHERE id = ?`,
    args: [options.provider.name, start.sessionId, start.url, orderId],
  });
  return placed(start.url);
}

/** `maria@example.org` → `m•••@example.org`: the buyer recognises the address, a stranger with the link learns little. */
export function emailHint(email: string): string {
  const at = email.lastIndexOf('@');
  if (at < 1) return '•••';
  return `${email.slice(0, 1)}•••${email.slice(at)}`;
}

/** What the buyer's thank-you page may show of an order, or undefined when there is none with that id. */
export async function orderForBuyer(client: Client, orderId: string): Promise<BuyerOrderView | undefined> {
  const row = (
    await client.execute({
      sql: 'SELECT id, status, product, currency, amount_minor, email, provider, created_at, paid_at FROM orders WHERE id = ?',
      args: [orderId],
    })
  ).rows[0];
  if (!row) return undefined;
  const paidAt = row['paid_at'];
  return {
    id: text(row, 'id'),
    status: text(row, 'status') as OrderStatus,
    product: text(row, 'product'),
    currency: text(row, 'currency') as BuyerOrderView['currency'],
    amountMinor: Number(row['amount_minor']),
    emailHint: emailHint(text(row, 'email')),
    testMode: text(row, 'provider') === 'test',
    createdAt: text(row, 'created_at'),
    paidAt: typeof paidAt === 'string' ? paidAt : null,
  };
}


function text(row: Row, column: string): string {
  return String(row[column] ?? '');
}

function storedLanguage(row: Row): Locale {
  const language = row['language'];
  return isLocale(language) ? language : 'en';
}
