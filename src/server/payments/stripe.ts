import Stripe from 'stripe';
import { PaymentProviderError, type PaymentProvider, type PaymentRequest } from './provider.ts';

/**
 * The one Stripe call the checkout makes. A real `Stripe` client fits it; unit tests pass a
 * fake, so no test touches the network.
 */
export interface CheckoutSessionCreator {
  checkout: {
    sessions: {
      create(params: Stripe.Checkout.SessionCreateParams, options?: Stripe.RequestOptions): Promise<Pick<Stripe.Checkout.Session, 'id' | 'url'>>;
    };
  };
}

/**
 * A Stripe client for a secret key. Constructing it calls nothing; only `create` goes out.
 * One try within 8 s: a Netlify function has 10 s by default, and a buyer's retry reuses
 * the order's idempotency key, so it lands on the same session.
 */
export function createStripeClient(secretKey: string): Stripe {
  return new Stripe(secretKey, { maxNetworkRetries: 0, timeout: 8_000 });
}

/** The parameters of the Checkout Session for an order: one line, the catalogue's price, tax included. */
export function checkoutSessionParams(request: PaymentRequest): Stripe.Checkout.SessionCreateParams {
  return {
    mode: 'payment',
    // The order id comes back in every event about this session; the webhook finds the order by it.
    client_reference_id: request.orderId,
    metadata: { orderId: request.orderId },
    customer_email: request.email,
    locale: request.language,
    line_items: [
      {
        quantity: 1,
        price_data: {
          currency: request.currency.toLowerCase(),
          unit_amount: request.amountMinor,
          // Prices on the site are shown tax-inclusive; Stripe Tax, when switched on, must not add to them.
          tax_behavior: 'inclusive',
          product_data: { name: request.productName },
        },
      },
    ],
    success_url: request.successUrl,
    cancel_url: request.cancelUrl,
  };
}

/** Takes payment through Stripe Checkout: creates a session and sends the buyer to its hosted page. */
export function stripeProvider(stripe: CheckoutSessionCreator): PaymentProvider {
  return {
    name: 'stripe',
    async start(request) {
      let session: Pick<Stripe.Checkout.Session, 'id' | 'url'>;
      try {
        // Stripe's own idempotency: a retried start for the same order returns the same session.
        session = await stripe.checkout.sessions.create(checkoutSessionParams(request), { idempotencyKey: `checkout-session-${request.orderId}` });
      } catch (error) {
        throw new PaymentProviderError('Stripe did not create a Checkout Session', { cause: error });
      }
      if (!session.url) throw new PaymentProviderError('Stripe returned a Checkout Session without a URL');
      return { kind: 'redirect', url: session.url, sessionId: session.id };
    },
  };
}
