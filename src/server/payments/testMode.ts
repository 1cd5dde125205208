import type { PaymentProvider } from './provider.ts';

/**
 * The embedded default when no Stripe key is set: it takes no money and completes every
 * order at once, so the whole purchase works offline. The checkout labels it "Test mode",
 * and `paymentSetup` never selects it on a production deploy.
 */
export const testModeProvider: PaymentProvider = {
  name: 'test',
  start: () => Promise.resolve({ kind: 'completed' }),
};
