import type { Client } from '@libsql/client';
import type Stripe from 'stripe';

/** What a provider event did: the order's new status, nothing (a replay, or no longer pending), or why it was set aside. */
export type PaymentEventOutcome = 'paid' | 'failed' | 'unchanged' | 'replayed' | 'ignored' | 'unknown-order' | 'amount-mismatch';

type Transition = { to: 'paid' | 'failed'; session: Stripe.Checkout.Session } | undefined;

/**
 * The Checkout Session events that move an order. A completed session whose payment is
 * still on its way (bank debits) stays pending until the async result arrives; an expired
 * session was never paid.
 */
function transitionOf(event: Stripe.Event): Transition {
  switch (event.type) {
    case 'checkout.session.completed':
      return event.data.object.payment_status === 'unpaid' ? undefined : { to: 'paid', session: event.data.object };
    case 'checkout.session.async_payment_succeeded':
      return { to: 'paid', session: event.data.object };
    case 'checkout.session.async_payment_failed':
    case 'checkout.session.expired':
      return { to: 'failed', session: event.data.object };
    default:
      return undefined;
  }
}

/**
 * Applies a verified Stripe event exactly once. The event id is recorded in the same
 * transaction that changes the order, so a replayed or concurrently repeated delivery finds
 * it and changes nothing; and only a pending order changes, so a paid order stays paid.
 */
export async function applyStripeEvent(client: Client, event: Stripe.Event): Promise<PaymentEventOutcome> {
  const transition = transitionOf(event);
  if (!transition) return 'ignored';
  const { session } = transition;
  const orderId = session.client_reference_id ?? session.metadata?.['orderId'] ?? null;
  const tx = await client.transaction('write');
  try {
    const seen = await tx.execute({ sql: 'SELECT 1 FROM payment_events WHERE event_id = ?', args: [event.id] });
    if (seen.rows.length > 0) {
      await tx.rollback();
      return 'replayed';
    }
    const order = orderId === null ? undefined : (await tx.execute({ sql: 'SELECT status, currency, amount_minor FROM orders WHERE id = ?', args: [orderId] })).rows[0];
    let outcome: PaymentEventOutcome;
    if (!order) {
      outcome = 'unknown-order';
    } else if (transition.to === 'paid' && (session.amount_total !== Number(order['amount_minor']) || session.currency?.toUpperCase() !== order['currency'])) {
      // Never mark an order paid for a different sum than it was placed at; staff look at these by hand.
      outcome = 'amount-mismatch';
    } else {
      const changed = await tx.execute({
        sql: `UPDATE orders SET status = ?, provider_session_id = COALESCE(provider_session_id, ?),
                paid_at = CASE WHEN ? = 'paid' THEN strftime('%Y-%m-%dT%H:%M:%fZ', 'now') ELSE paid_at END,
                updated_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now')
              WHERE id = ? AND status = 'pending'`,
        args: [transition.to, session.id, transition.to, orderId],
      });
      outcome = changed.rowsAffected === 1 ? transition.to : 'unchanged';
    }
    await tx.execute({
      sql: 'INSERT INTO payment_events (event_id, type, order_id, outcome) VALUES (?, ?, ?, ?)',
      args: [event.id, event.type, order ? orderId : null, outcome],
    });
    await tx.commit();
    if (outcome === 'unknown-order' || outcome === 'amount-mismatch') console.error(`[payments] ${event.type} ${event.id}: ${outcome}`);
    return outcome;
  } finally {
    tx.close();
  }
}
