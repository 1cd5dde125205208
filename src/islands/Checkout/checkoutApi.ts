import { ApiError, apiRequest } from '../../lib/api.ts';
import { paymentModeSchema, placedOrderSchema, type CheckoutOrder, type PaymentMode, type PlacedOrder } from '../../lib/schemas/checkout.ts';

/** How the server takes payment now; undefined when it cannot be read (the order call then decides). */
export async function fetchPaymentMode(): Promise<PaymentMode | undefined> {
  try {
    const response = await apiRequest('GET', '/api/checkout/mode');
    return paymentModeSchema.parse(await response.json()).mode;
  } catch (error) {
    console.error('Checkout mode could not be read', error instanceof Error ? error.message : error);
    return undefined;
  }
}

export async function placeOrder(order: CheckoutOrder): Promise<PlacedOrder> {
  const response = await apiRequest('POST', '/api/checkout', order);
  return placedOrderSchema.parse(await response.json());
}

/** The server's words for a refusal it explains (4xx, 502, 503), else the island's general failure text. */
export function failureMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError && error.status !== 500) return error.serverMessage ?? fallback;
  return fallback;
}

/**
 * One idempotency key per order attempt: the same details reuse it, so a double click or a
 * retry after a lost answer places one order; changed details are a new order and get a new key.
 */
export function idempotencyKeyFor(previous: { key: string; details: string } | undefined, details: string): { key: string; details: string } {
  return previous && previous.details === details ? previous : { key: crypto.randomUUID(), details };
}
