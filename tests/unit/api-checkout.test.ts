import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Context } from '@netlify/functions';
import type { Client } from '@libsql/client';
import Stripe from 'stripe';
import { call, fakeContext, postJson, useTempDatabase } from './helpers.ts';
import { checkoutSessionEvent, signedStripeRequest } from './stripeEvents.ts';

type Handler = (request: Request, context: Context) => Promise<Response>;
let db: Awaited<ReturnType<typeof useTempDatabase>>;
let checkout: Handler;
let checkoutMode: Handler;
let webhook: Handler;
let orderView: Handler;
let client: Client;
let stripeOrders: { placeStripeOrder: (key: string, country: 'netherlands' | 'uk') => Promise<string> };

const webhookSecret = 'whsec_test_emberwell';

beforeAll(async () => {
  db = await useTempDatabase();
  checkout = (await db.load<{ default: Handler }>('../../functions/checkout.mts')).default;
  checkoutMode = (await db.load<{ default: Handler }>('../../functions/checkout-mode.mts')).default;
  webhook = (await db.load<{ default: Handler }>('../../functions/checkout-webhook.mts')).default;
  orderView = (await db.load<{ default: Handler }>('../../functions/orders.mts')).default;
  client = await (await db.load<typeof import('../../src/server/db/client.ts')>('../../src/server/db/client.ts')).database();
  const orders = await db.load<typeof import('../../src/server/services/orders.ts')>('../../src/server/services/orders.ts');
  const { stripeProvider } = await db.load<typeof import('../../src/server/payments/stripe.ts')>('../../src/server/payments/stripe.ts');
  // A Stripe order without the network: the session comes from a fake `checkout.sessions.create`.
  stripeOrders = {
    async placeStripeOrder(key, country) {
      const fake = { checkout: { sessions: { create: () => Promise.resolve({ id: `cs_test_${key}`, url: `https://checkout.stripe.com/c/pay/cs_test_${key}` }) } } };
      const placed = await orders.placeOrder(
        client,
        { product: 'planner', name: 'Sam', email: 'sam@example.org', country, acceptedTerms: true, idempotencyKey: key },
        { language: 'en', provider: stripeProvider(fake), origin: 'https://emberwell.example' },
      );
      if (placed.kind !== 'placed') throw new Error('not placed');
      return placed.orderId;
    },
  };
});
afterAll(() => db.cleanup());
// These tests place far more orders for one buyer than an hour allows; the per-address
// limit has its own tests (rate-limits.test.ts), so each test here starts with fresh counters.
beforeEach(async () => {
  await client.execute('DELETE FROM rate_limit_counters');
});

/** Every test states the payment keys it runs with; nothing leaks in from the machine. */
function useKeys(keys: { secretKey?: string; webhookSecret?: string; context?: string } = {}) {
  vi.stubEnv('STRIPE_SECRET_KEY', keys.secretKey ?? '');
  vi.stubEnv('STRIPE_WEBHOOK_SECRET', keys.webhookSecret ?? '');
  vi.stubEnv('CONTEXT', keys.context ?? '');
}

const validOrder = () => ({
  product: 'planner',
  name: 'Sam Jansen',
  email: 'Sam@Example.org',
  country: 'netherlands',
  acceptedTerms: true,
  idempotencyKey: randomUUID(),
  language: 'nl',
});

describe('POST /api/checkout in test mode', () => {
  beforeEach(() => useKeys());

  it('places a valid order at the catalogue price, marks it paid and sends the buyer to the thank-you page', async () => {
    const order = validOrder();
    const { status, body } = await call(checkout, '/api/checkout', postJson(order));
    expect(status).toBe(201);
    expect(body['orderId']).toMatch(/^[0-9a-f-]{36}$/);
    expect(body['redirectUrl']).toBe(`/nl/thank-you?order=${String(body['orderId'])}`);
    const rows = await db.query('SELECT status, product, currency, amount_minor, email, name, country, language, provider, paid_at FROM orders WHERE id = ?', [String(body['orderId'])]);
    expect(rows).toEqual([
      expect.objectContaining({ status: 'paid', product: 'planner', currency: 'EUR', amount_minor: 2900, email: 'sam@example.org', name: 'Sam Jansen', country: 'netherlands', language: 'nl', provider: 'test' }),
    ]);
    expect(String(rows[0]?.['paid_at'])).toMatch(/^\d{4}-\d{2}-\d{2}T/);
  });

  it('charges the currency of the chosen country', async () => {
    const { body } = await call(checkout, '/api/checkout', postJson({ ...validOrder(), country: 'india', language: 'en' }));
    expect(await db.query('SELECT currency, amount_minor FROM orders WHERE id = ?', [String(body['orderId'])])).toEqual([{ currency: 'INR', amount_minor: 199900 }]);
    expect(body['redirectUrl']).toBe(`/thank-you?order=${String(body['orderId'])}`);
  });

  it('places one order for the same idempotency key twice', async () => {
    const order = validOrder();
    const first = await call(checkout, '/api/checkout', postJson(order));
    const second = await call(checkout, '/api/checkout', postJson(order));
    expect(first.status).toBe(201);
    expect(second.status).toBe(200);
    expect(second.body).toEqual(first.body);
    expect(await db.query('SELECT COUNT(*) AS n FROM orders WHERE idempotency_key = ?', [order.idempotencyKey])).toEqual([{ n: 1 }]);
  });

  it('answers a double click sent at the same moment with one order', async () => {
    const order = validOrder();
    const answers = await Promise.all([call(checkout, '/api/checkout', postJson(order)), call(checkout, '/api/checkout', postJson(order))]);
    expect(answers.map((answer) => answer.body['orderId'])).toEqual([answers[0]?.body['orderId'], answers[0]?.body['orderId']]);
    expect(await db.query('SELECT COUNT(*) AS n FROM orders WHERE idempotency_key = ?', [order.idempotencyKey])).toEqual([{ n: 1 }]);
  });

  it('refuses a reused key with other details and keeps the first order', async () => {
    const order = validOrder();
    await call(checkout, '/api/checkout', postJson(order));
    const reused = await call(checkout, '/api/checkout', postJson({ ...order, email: 'other@example.org', language: 'en' }));
    expect(reused.status).toBe(409);
    expect(reused.body['error']).toMatch(/reload the page/);
    expect(await db.query('SELECT email FROM orders WHERE idempotency_key = ?', [order.idempotencyKey])).toEqual([{ email: 'sam@example.org' }]);
  });

  it.each([
    ['product', { product: 'free-lunch' }, 'Please check this field'],
    ['name', { name: '  ' }, 'Name is required'],
    ['name', { name: 'x'.repeat(101) }, 'This is too long'],
    ['email', { email: 'not-an-email' }, 'Please enter a valid email address'],
    ['country', { country: 'atlantis' }, 'Please select your country'],
    ['country', { country: undefined }, 'Please select your country'],
    ['acceptedTerms', { acceptedTerms: false }, 'Please accept the terms to continue'],
    ['idempotencyKey', { idempotencyKey: 'twice' }, 'Please check this field'],
  ])('refuses a bad %s with its message and stores nothing', async (field, change, message) => {
    const order = { ...validOrder(), language: 'en', ...change };
    const { status, body } = await call(checkout, '/api/checkout', postJson(order));
    expect(status).toBe(400);
    expect(body['fields']).toMatchObject({ [field]: message });
    if (typeof order.idempotencyKey === 'string') expect(await db.query('SELECT id FROM orders WHERE idempotency_key = ?', [order.idempotencyKey])).toEqual([]);
  });

  it('refuses a price from the browser, answers in the visitor language and only to POST', async () => {
    expect((await call(checkout, '/api/checkout', postJson({ ...validOrder(), amountMinor: 1 }))).status).toBe(400);
    const dutch = await call(checkout, '/api/checkout', postJson({ ...validOrder(), acceptedTerms: false }));
    expect(dutch.body['fields']).toMatchObject({ acceptedTerms: 'Accepteer de voorwaarden om verder te gaan' });
    expect((await call(checkout, '/api/checkout')).status).toBe(405);
  });

  it('says the checkout runs in test mode', async () => {
    expect((await call(checkoutMode, '/api/checkout/mode')).body).toEqual({ mode: 'test' });
  });
});

describe('POST /api/checkout on a production deploy without keys', () => {
  beforeEach(() => useKeys());

  it('refuses to run the test mode, by the function context or by CONTEXT', async () => {
    const order = validOrder();
    const production = await call(checkout, '/api/checkout', { ...postJson(order), context: fakeContext({ deployContext: 'production' }) });
    expect(production.status).toBe(503);
    expect(production.body['error']).toMatch(/Afrekenen is op dit moment niet mogelijk/);
    useKeys({ context: 'production' });
    expect((await call(checkout, '/api/checkout', postJson({ ...order, language: 'en' }))).body['error']).toMatch(/checkout is not available/);
    expect(await db.query('SELECT id FROM orders WHERE idempotency_key = ?', [order.idempotencyKey])).toEqual([]);
    expect((await call(checkoutMode, '/api/checkout/mode')).body).toEqual({ mode: 'unavailable' });
  });

  it('still runs on a deploy preview', async () => {
    const preview = await call(checkout, '/api/checkout', { ...postJson(validOrder()), context: fakeContext({ deployContext: 'deploy-preview' }) });
    expect(preview.status).toBe(201);
  });
});

describe('GET /api/orders/{id}', () => {
  beforeEach(() => useKeys());

  it('answers only what the buyer may see', async () => {
    const { body: placed } = await call(checkout, '/api/checkout', postJson({ ...validOrder(), email: 'maria@example.org' }));
    const id = String(placed['orderId']);
    const { status, body } = await call(orderView, `/api/orders/${id}`, { context: fakeContext({ params: { id } }) });
    expect(status).toBe(200);
    expect(body).toEqual({
      id,
      status: 'paid',
      product: 'planner',
      currency: 'EUR',
      amountMinor: 2900,
      emailHint: 'm•••@example.org',
      testMode: true,
      createdAt: expect.stringMatching(/^\d{4}-/) as unknown,
      paidAt: expect.stringMatching(/^\d{4}-/) as unknown,
    });
    expect(JSON.stringify(body)).not.toMatch(/Sam Jansen|maria@/);
  });

  it('answers 404 for unknown or malformed ids, and only to GET', async () => {
    const unknown = randomUUID();
    expect((await call(orderView, `/api/orders/${unknown}`, { context: fakeContext({ params: { id: unknown } }) })).status).toBe(404);
    expect((await call(orderView, '/api/orders/1', { context: fakeContext({ params: { id: '1' } }) })).status).toBe(404);
    expect((await call(orderView, `/api/orders/${unknown}`, { method: 'POST', context: fakeContext({ params: { id: unknown } }) })).status).toBe(405);
  });
});

describe('POST /api/checkout/webhook', () => {
  beforeEach(() => useKeys({ secretKey: 'sk_test_unused', webhookSecret }));

  const sessionEvent = checkoutSessionEvent;

  /** Sends an event signed the way Stripe signs it (HMAC with the webhook secret); no network. */
  function deliver(event: unknown, secret = webhookSecret) {
    return call(webhook, '/api/checkout/webhook', signedStripeRequest(event, secret));
  }

  const statusOf = async (orderId: string) => (await db.query('SELECT status FROM orders WHERE id = ?', [orderId]))[0]?.['status'];

  it('marks the order paid for a completed session with a valid signature', async () => {
    const orderId = await stripeOrders.placeStripeOrder(randomUUID(), 'netherlands');
    expect(await statusOf(orderId)).toBe('pending');
    const { status, body } = await deliver(sessionEvent('checkout.session.completed', orderId));
    expect(status).toBe(200);
    expect(body).toEqual({ received: true, outcome: 'paid' });
    const [row] = await db.query('SELECT status, paid_at FROM orders WHERE id = ?', [orderId]);
    expect(row?.['status']).toBe('paid');
    expect(String(row?.['paid_at'])).toMatch(/^\d{4}-/);
  });

  it('changes nothing when the same event is replayed', async () => {
    const orderId = await stripeOrders.placeStripeOrder(randomUUID(), 'netherlands');
    const event = sessionEvent('checkout.session.completed', orderId);
    await deliver(event);
    const before = await db.query('SELECT * FROM orders WHERE id = ?', [orderId]);
    const replay = await deliver(event);
    expect(replay.status).toBe(200);
    expect(replay.body['outcome']).toBe('replayed');
    expect(await db.query('SELECT * FROM orders WHERE id = ?', [orderId])).toEqual(before);
    expect(await db.query('SELECT COUNT(*) AS n FROM payment_events WHERE event_id = ?', [event.id])).toEqual([{ n: 1 }]);
  });

  it('never turns a paid order back: a later expiry leaves it paid', async () => {
    const orderId = await stripeOrders.placeStripeOrder(randomUUID(), 'netherlands');
    await deliver(sessionEvent('checkout.session.completed', orderId));
    expect((await deliver(sessionEvent('checkout.session.expired', orderId, { payment_status: 'unpaid' }))).body['outcome']).toBe('unchanged');
    expect(await statusOf(orderId)).toBe('paid');
  });

  it('refuses an invalid or missing signature and changes nothing', async () => {
    const orderId = await stripeOrders.placeStripeOrder(randomUUID(), 'netherlands');
    const forged = await deliver(sessionEvent('checkout.session.completed', orderId), 'whsec_someone_else');
    expect(forged.status).toBe(400);
    const event = sessionEvent('checkout.session.completed', orderId);
    const unsigned = await call(webhook, '/api/checkout/webhook', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(event) });
    expect(unsigned.status).toBe(400);
    // A valid signature over other bytes: the body was changed on the way.
    const signature = Stripe.webhooks.generateTestHeaderString({ payload: JSON.stringify(event), secret: webhookSecret });
    const tampered = await call(webhook, '/api/checkout/webhook', { method: 'POST', headers: { 'Stripe-Signature': signature }, body: JSON.stringify({ ...event, id: 'evt_other' }) });
    expect(tampered.status).toBe(400);
    expect(await statusOf(orderId)).toBe('pending');
  });

  it('waits for the money of a delayed payment, and records a failed one', async () => {
    const orderId = await stripeOrders.placeStripeOrder(randomUUID(), 'netherlands');
    expect((await deliver(sessionEvent('checkout.session.completed', orderId, { payment_status: 'unpaid' }))).body['outcome']).toBe('ignored');
    expect(await statusOf(orderId)).toBe('pending');
    expect((await deliver(sessionEvent('checkout.session.async_payment_failed', orderId, { payment_status: 'unpaid' }))).body['outcome']).toBe('failed');
    expect(await statusOf(orderId)).toBe('failed');
  });

  it('does not mark an order paid for another sum or currency', async () => {
    const orderId = await stripeOrders.placeStripeOrder(randomUUID(), 'uk');
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { body } = await deliver(sessionEvent('checkout.session.completed', orderId, { amount_total: 2900, currency: 'eur' }));
    errors.mockRestore();
    expect(body['outcome']).toBe('amount-mismatch');
    expect(await statusOf(orderId)).toBe('pending');
  });

  it('ignores events about other things and sessions of unknown orders', async () => {
    expect((await deliver({ ...sessionEvent('customer.created', randomUUID()), data: { object: { id: 'cus_1', object: 'customer' } } })).body['outcome']).toBe('ignored');
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect((await deliver(sessionEvent('checkout.session.completed', randomUUID()))).body['outcome']).toBe('unknown-order');
    errors.mockRestore();
  });

  it('is closed when no webhook secret is set', async () => {
    useKeys();
    expect((await deliver(sessionEvent('checkout.session.completed', randomUUID()))).status).toBe(503);
  });
});
