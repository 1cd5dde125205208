import Stripe from 'stripe';

/** A Checkout Session event for an order as Stripe sends it (paid, 29 EUR unless `session` says otherwise). */
export function checkoutSessionEvent(type: string, orderId: string, session: Record<string, unknown> = {}) {
  return {
    id: `evt_${crypto.randomUUID()}`,
    object: 'event',
    type,
    api_version: Stripe.API_VERSION,
    created: Math.floor(Date.now() / 1000),
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    data: {
      object: {
        id: `cs_test_${orderId}`,
        object: 'checkout.session',
        client_reference_id: orderId,
        metadata: { orderId },
        amount_total: 2900,
        currency: 'eur',
        payment_status: 'paid',
        ...session,
      },
    },
  };
}

/** The webhook request for an event, signed the way Stripe signs it (HMAC with the webhook secret); no network. */
export function signedStripeRequest(event: unknown, secret: string): RequestInit {
  const payload = JSON.stringify(event);
  const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret });
  return { method: 'POST', headers: { 'Content-Type': 'application/json', 'Stripe-Signature': signature }, body: payload };
}
