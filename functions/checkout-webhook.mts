import type { Config } from '@netlify/functions';
import { withDatabase } from '../src/server/db/client.ts';
import { json, respond } from '../src/server/http.ts';
import { readWebhookBody, verifyStripeEvent } from '../src/server/payments/webhook.ts';
import { applyStripeEvent } from '../src/server/services/paymentEvents.ts';

/**
 * POST /api/checkout/webhook: Stripe's events about Checkout Sessions. Only a payload
 * signed with STRIPE_WEBHOOK_SECRET is read; each event changes an order at most once, and
 * a replay is answered 200 so Stripe stops resending it.
 */
export default (request: Request) =>
  respond(request, ['POST'], async () => {
    const secret = process.env['STRIPE_WEBHOOK_SECRET']?.trim();
    if (!secret) return json(503, { error: 'Stripe webhooks are not configured' });
    const payload = await readWebhookBody(request);
    const event = verifyStripeEvent(payload, request.headers.get('stripe-signature'), secret);
    if (!event) return json(400, { error: 'Invalid Stripe signature' });
    const outcome = await withDatabase((client) => applyStripeEvent(client, event));
    return json(200, { received: true, outcome });
  });

export const config: Config = { path: '/api/checkout/webhook' };
