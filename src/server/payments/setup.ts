import type { PaymentProvider } from './provider.ts';
import { createStripeClient, stripeProvider } from './stripe.ts';
import { testModeProvider } from './testMode.ts';

export type PaymentSetup =
  | { mode: 'stripe'; secretKey: string }
  | { mode: 'test' }
  | { mode: 'unavailable'; reason: string };

/**
 * Is this a production deploy? Netlify tells functions through `context.deploy.context`;
 * its `CONTEXT` variable exists only during the build, but is honoured when set (other
 * hosts, tests).
 */
export function isProduction(env: Record<string, string | undefined>, deployContext: string | undefined): boolean {
  return deployContext === 'production' || env['CONTEXT'] === 'production';
}

/**
 * How the checkout takes payment: Stripe when both its keys are set; the test mode when
 * neither is and the deploy is not production; otherwise no checkout at all, because a
 * live shop must never hand out free orders, nor take money it cannot confirm.
 */
export function paymentSetup(env: Record<string, string | undefined>, deployContext: string | undefined): PaymentSetup {
  const secretKey = env['STRIPE_SECRET_KEY']?.trim();
  const webhookSecret = env['STRIPE_WEBHOOK_SECRET']?.trim();
  if (secretKey && webhookSecret) return { mode: 'stripe', secretKey };
  if (secretKey || webhookSecret) {
    // Payments taken without a webhook secret would never be confirmed; the reverse takes none.
    return { mode: 'unavailable', reason: 'set both STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET, or neither for the test mode' };
  }
  if (isProduction(env, deployContext)) return { mode: 'unavailable', reason: 'the test mode does not run on a production deploy; set the Stripe keys' };
  return { mode: 'test' };
}

/** The provider of a working setup. The Stripe client is made only here, only when its key is set. */
export function providerFor(setup: Exclude<PaymentSetup, { mode: 'unavailable' }>): PaymentProvider {
  return setup.mode === 'stripe' ? stripeProvider(createStripeClient(setup.secretKey)) : testModeProvider;
}
