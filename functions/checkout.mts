import type { Config, Context } from '@netlify/functions';
import { checkoutOrderSchema } from '../src/lib/schemas/checkout.ts';
import { dictionary } from '../src/i18n/index.ts';
import { withDatabase } from '../src/server/db/client.ts';
import { json, readJsonObject, respond } from '../src/server/http.ts';
import { tooManyRequests } from '../src/server/rateLimits.ts';
import { paymentSetup, providerFor } from '../src/server/payments/setup.ts';
import { placeOrder } from '../src/server/services/orders.ts';
import { parseWith, replyLanguage } from '../src/server/validation.ts';

/**
 * POST /api/checkout: places a pending order at the catalogue's price and answers
 * `{ orderId, redirectUrl }`: Stripe's payment page, or the thank-you page in test mode.
 * A repeated idempotency key answers with the order it placed first.
 */
export default (request: Request, context: Context) =>
  respond(request, ['POST'], async () => {
    const body = await readJsonObject(request);
    const language = replyLanguage(request, body);
    const order = parseWith(checkoutOrderSchema, body, language);
    const words = dictionary(language);
    const payments = paymentSetup(process.env, context.deploy?.context);
    if (payments.mode === 'unavailable') {
      console.error(`[checkout] unavailable: ${payments.reason}`);
      return json(503, { error: words['checkout.unavailable'] }, { 'Retry-After': '300' });
    }
    const outcome = await withDatabase((client) => placeOrder(client, order, { language, provider: providerFor(payments), origin: new URL(request.url).origin }));
    switch (outcome.kind) {
      case 'placed':
        return json(outcome.isNew ? 201 : 200, { orderId: outcome.orderId, redirectUrl: outcome.redirectUrl });
      case 'key-reused':
        return json(409, { error: words['checkout.keyReused'] });
      case 'provider-failed':
        return json(502, { error: words['checkout.providerFailed'] });
      case 'rate-limited':
        return tooManyRequests(language, outcome.retryAfterSeconds);
    }
  });

export const config: Config = { path: '/api/checkout', rateLimit: { windowLimit: 20, windowSize: 60, aggregateBy: ['ip', 'domain'] } };
