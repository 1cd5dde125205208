import type { Currency } from '../../lib/regions.ts';
import type { Locale } from '../../lib/locales.ts';

/** What a provider needs to take payment for one stored, pending order. */
export interface PaymentRequest {
  orderId: string;
  productName: string;
  currency: Currency;
  amountMinor: number;
  email: string;
  language: Locale;
  /** Absolute URLs the provider's payment page returns to. */
  successUrl: string;
  cancelUrl: string;
}

/**
 * How a payment starts: the test provider completes it at once; Stripe hands back the URL
 * of its hosted payment page and the session id its webhook events will name.
 */
export type PaymentStart =
  | { kind: 'completed' }
  | { kind: 'redirect'; url: string; sessionId: string };

/** One small interface for every way of taking payment, so the order service knows none of them. */
export interface PaymentProvider {
  readonly name: 'test' | 'stripe';
  start(request: PaymentRequest): Promise<PaymentStart>;
}

/** The provider could not be reached or refused the request; the order stays pending and can be retried. */
export class PaymentProviderError extends Error {
  override name = 'PaymentProviderError';
}
