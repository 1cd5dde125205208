import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type Stripe from 'stripe';
import type { Client } from '@libsql/client';
import { paymentSetup, providerFor } from '../../src/server/payments/setup.ts';
import { PaymentProviderError, type PaymentRequest } from '../../src/server/payments/provider.ts';
import { stripeProvider, type CheckoutSessionCreator } from '../../src/server/payments/stripe.ts';
import { testModeProvider } from '../../src/server/payments/testMode.ts';
import { emailHint } from '../../src/server/services/orders.ts';
import { useTempDatabase } from './helpers.ts';

/** A stand-in for `stripe.checkout.sessions.create`: records its calls, answers like Stripe, never touches the network. */
function fakeStripe(answer: () => Promise<Pick<Stripe.Checkout.Session, 'id' | 'url'>> = () => Promise.resolve({ id: 'cs_test_1', url: 'https://checkout.stripe.com/c/pay/cs_test_1' })) {
  const create = vi.fn((_params: Stripe.Checkout.SessionCreateParams, _options?: Stripe.RequestOptions) => answer());
  const client: CheckoutSessionCreator = { checkout: { sessions: { create } } };
  return { client, create };
}

const request: PaymentRequest = {
  orderId: '6a1c7a4e-3d9b-4f55-9a3e-1b2c3d4e5f60',
  productName: 'Digitale wellnessplanner van Emberwell',
  currency: 'EUR',
  amountMinor: 2900,
  email: 'sam@example.org',
  language: 'nl',
  successUrl: 'https://emberwell.example/nl/thank-you?order=6a1c7a4e-3d9b-4f55-9a3e-1b2c3d4e5f60',
  cancelUrl: 'https://emberwell.example/nl/checkout?cancelled=1',
};

describe('choosing the payment provider', () => {
  it('uses Stripe when both keys are set, on any deploy', () => {
    const setup = paymentSetup({ STRIPE_SECRET_KEY: 'sk_test_x', STRIPE_WEBHOOK_SECRET: 'whsec_x' }, 'production');
    expect(setup).toEqual({ mode: 'stripe', secretKey: 'sk_test_x' });
    // Constructing the client makes no request.
    if (setup.mode !== 'unavailable') expect(providerFor(setup).name).toBe('stripe');
  });

  it('runs the test mode without keys outside production', () => {
    expect(paymentSetup({}, undefined)).toEqual({ mode: 'test' });
    expect(paymentSetup({}, 'deploy-preview')).toEqual({ mode: 'test' });
    expect(providerFor({ mode: 'test' })).toBe(testModeProvider);
  });

  it('refuses the test mode on a production deploy, from the function context or CONTEXT', () => {
    expect(paymentSetup({}, 'production').mode).toBe('unavailable');
    expect(paymentSetup({ CONTEXT: 'production' }, undefined).mode).toBe('unavailable');
    expect(paymentSetup({ STRIPE_SECRET_KEY: ' ' }, 'production').mode).toBe('unavailable');
  });

  it('refuses half a Stripe setup: money taken could never be confirmed', () => {
    expect(paymentSetup({ STRIPE_SECRET_KEY: 'sk_test_x' }, undefined).mode).toBe('unavailable');
    expect(paymentSetup({ STRIPE_WEBHOOK_SECRET: 'whsec_x' }, undefined).mode).toBe('unavailable');
  });
});

describe('the Stripe provider', () => {
  it('creates a Checkout Session for the order at the server price, tax included, in the buyer language', async () => {
    const stripe = fakeStripe();
    const start = await stripeProvider(stripe.client).start(request);
    expect(start).toEqual({ kind: 'redirect', url: 'https://checkout.stripe.com/c/pay/cs_test_1', sessionId: 'cs_test_1' });
    const [params, options] = stripe.create.mock.calls[0] ?? [];
    expect(params).toMatchObject({
      mode: 'payment',
      client_reference_id: request.orderId,
      metadata: { orderId: request.orderId },
      customer_email: 'sam@example.org',
      locale: 'nl',
      success_url: request.successUrl,
      cancel_url: request.cancelUrl,
      line_items: [{ quantity: 1, price_data: { currency: 'eur', unit_amount: 2900, tax_behavior: 'inclusive', product_data: { name: request.productName } } }],
    });
    expect(options).toEqual({ idempotencyKey: `checkout-session-${request.orderId}` });
  });

  it('reports a failed or URL-less answer as a provider error', async () => {
    await expect(stripeProvider(fakeStripe(() => Promise.reject(new Error('network'))).client).start(request)).rejects.toBeInstanceOf(PaymentProviderError);
    await expect(stripeProvider(fakeStripe(() => Promise.resolve({ id: 'cs_1', url: null })).client).start(request)).rejects.toBeInstanceOf(PaymentProviderError);
  });
});

describe('placing an order with Stripe', () => {
  type OrdersModule = typeof import('../../src/server/services/orders.ts');
  let db: Awaited<ReturnType<typeof useTempDatabase>>;
  let orders: OrdersModule;
  let client: Client;
  // Loaded with the service, so both share one PaymentProviderError class.
  let stripeProviderOf: typeof stripeProvider;

  beforeAll(async () => {
    db = await useTempDatabase();
    orders = await db.load<OrdersModule>('../../src/server/services/orders.ts');
    client = await (await db.load<typeof import('../../src/server/db/client.ts')>('../../src/server/db/client.ts')).database();
    stripeProviderOf = (await db.load<typeof import('../../src/server/payments/stripe.ts')>('../../src/server/payments/stripe.ts')).stripeProvider;
  });
  afterAll(() => db.cleanup());

  const order = {
    product: 'planner',
    name: 'Sam Jansen',
    email: 'Sam@Example.org',
    country: 'netherlands' as const,
    acceptedTerms: true as const,
    idempotencyKey: '7b2d8c3f-1e4a-4b6c-8d9e-0f1a2b3c4d5e',
  };

  it('stores a pending order, sends the buyer to Stripe and answers a repeat with the same session', async () => {
    const stripe = fakeStripe();
    const options = { language: 'nl' as const, provider: stripeProviderOf(stripe.client), origin: 'https://emberwell.example' };
    const first = await orders.placeOrder(client, order, options);
    expect(first).toMatchObject({ kind: 'placed', redirectUrl: 'https://checkout.stripe.com/c/pay/cs_test_1', isNew: true });
    const again = await orders.placeOrder(client, order, options);
    expect(again).toEqual({ ...first, isNew: false });
    expect(stripe.create).toHaveBeenCalledTimes(1);
    const rows = await db.query('SELECT status, currency, amount_minor, provider, provider_session_id, email FROM orders');
    expect(rows).toEqual([{ status: 'pending', currency: 'EUR', amount_minor: 2900, provider: 'stripe', provider_session_id: 'cs_test_1', email: 'sam@example.org' }]);
    const [params] = stripe.create.mock.calls[0] ?? [];
    if (first.kind !== 'placed') throw new Error('not placed');
    expect(params?.success_url).toBe(`https://emberwell.example/nl/thank-you?order=${first.orderId}`);
  });

  it('keeps the order pending when Stripe fails, and the same key succeeds on retry', async () => {
    const key = { ...order, idempotencyKey: '8c3e9d40-2f5b-4c7d-9e0f-1a2b3c4d5e6f' };
    const failing = fakeStripe(() => Promise.reject(new Error('timeout')));
    const base = { language: 'en' as const, origin: 'https://emberwell.example' };
    expect(await orders.placeOrder(client, key, { ...base, provider: stripeProviderOf(failing.client) })).toEqual({ kind: 'provider-failed' });
    const working = fakeStripe(() => Promise.resolve({ id: 'cs_test_2', url: 'https://checkout.stripe.com/c/pay/cs_test_2' }));
    expect(await orders.placeOrder(client, key, { ...base, provider: stripeProviderOf(working.client) })).toMatchObject({ kind: 'placed', redirectUrl: 'https://checkout.stripe.com/c/pay/cs_test_2', isNew: false });
    expect(await db.query('SELECT COUNT(*) AS n FROM orders WHERE idempotency_key = ?', [key.idempotencyKey])).toEqual([{ n: 1 }]);
  });
});

describe('the email hint', () => {
  it('keeps the first letter and the domain only', () => {
    expect(emailHint('maria@example.org')).toBe('m•••@example.org');
    expect(emailHint('odd')).toBe('•••');
  });
});
