import Stripe from 'stripe';
import { HttpError, json } from '../http.ts';

/** Stripe's event bodies are larger than the site's own payloads, but never near this. */
export const maxWebhookBytes = 512 * 1024;

/**
 * The raw body, exactly as Stripe signed it: parsing and re-serialising the JSON would
 * change the bytes and break the signature.
 */
export async function readWebhookBody(request: Request): Promise<string> {
  const declared = Number(request.headers.get('content-length') ?? 0);
  if (declared > maxWebhookBytes) throw new HttpError(json(413, { error: 'Request body too large' }));
  const payload = await request.text();
  if (new TextEncoder().encode(payload).byteLength > maxWebhookBytes) throw new HttpError(json(413, { error: 'Request body too large' }));
  return payload;
}

/**
 * The event, when the `Stripe-Signature` header proves Stripe sent this payload with our
 * webhook secret within the last five minutes; otherwise undefined. Needs no API key and
 * no network: the check is an HMAC with the secret.
 */
export function verifyStripeEvent(payload: string, signature: string | null, secret: string): Stripe.Event | undefined {
  if (!signature) return undefined;
  try {
    return Stripe.webhooks.constructEvent(payload, signature, secret);
  } catch {
    return undefined;
  }
}
