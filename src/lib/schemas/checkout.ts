import { z } from 'zod';
import { emailAddress, language, personName } from './fields.ts';
import { productIds } from '../checkout/catalogue.ts';
import { checkoutCountries } from '../checkout/countries.ts';
import { currencies } from '../regions.ts';

/**
 * POST /api/checkout: the checkout form. No price travels with it: the server takes the
 * price from the catalogue for the product and the country's currency.
 */
export const checkoutOrderSchema = z.strictObject({
  product: z.enum(productIds, { error: 'validation.invalid' }),
  name: personName('validation.nameRequired'),
  email: emailAddress,
  country: z.enum(checkoutCountries, { error: 'validation.countryRequired' }),
  acceptedTerms: z.literal(true, { error: 'validation.termsRequired' }),
  /** Made once per checkout form by the browser, so a double click or a retry places one order. */
  idempotencyKey: z.uuid({ error: 'validation.invalid' }),
  language: language.optional(),
});
export type CheckoutOrder = z.infer<typeof checkoutOrderSchema>;

/** The answer to a placed order: where the buyer goes next (the payment page, or the thank-you page in test mode). */
export const placedOrderSchema = z.strictObject({
  orderId: z.uuid(),
  redirectUrl: z.string().min(1),
});
export type PlacedOrder = z.infer<typeof placedOrderSchema>;

export const orderStatuses = ['pending', 'paid', 'failed'] as const;
export type OrderStatus = (typeof orderStatuses)[number];

/** GET /api/orders/{id}: what the buyer may see of an order. No name, no full email address. */
export const buyerOrderViewSchema = z.strictObject({
  id: z.uuid(),
  status: z.enum(orderStatuses),
  product: z.string(),
  currency: z.enum(currencies),
  amountMinor: z.number().int().positive(),
  /** `m•••@example.org`: enough for the buyer to recognise the address the download link goes to. */
  emailHint: z.string(),
  testMode: z.boolean(),
  createdAt: z.string(),
  paidAt: z.string().nullable(),
});
export type BuyerOrderView = z.infer<typeof buyerOrderViewSchema>;

/** How the checkout takes payments right now: GET /api/checkout/mode. */
export const paymentModes = ['stripe', 'test', 'unavailable'] as const;
export type PaymentMode = (typeof paymentModes)[number];
export const paymentModeSchema = z.strictObject({ mode: z.enum(paymentModes) });
