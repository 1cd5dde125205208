import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError, apiRequest } from '../../lib/api.ts';
import { buyerOrderViewSchema, type BuyerOrderView } from '../../lib/schemas/checkout.ts';
import { formatPrice } from '../../lib/checkout/money.ts';
import { formatMessage } from '../../i18n/format.ts';
import type { Locale } from '../../lib/locales.ts';
import { withCrashScreen } from '../shared/CrashScreen.tsx';
import type { OrderStatusLabels } from './labels.ts';

interface Props {
  labels: OrderStatusLabels;
  language: Locale;
  /** Product names in the page's language, by catalogue id. */
  productNames: Record<string, string>;
  checkoutHref: string;
}

type View = { kind: 'loading' } | { kind: 'error' } | { kind: 'missing' } | { kind: 'order'; order: BuyerOrderView };

/** A pending order is asked about again this often, this many times, before the page says it is slow. */
const pollDelayMs = 3000;
const pollLimit = 10;

async function fetchOrder(orderId: string): Promise<View> {
  try {
    const response = await apiRequest('GET', `/api/orders/${encodeURIComponent(orderId)}`);
    return { kind: 'order', order: buyerOrderViewSchema.parse(await response.json()) };
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return { kind: 'missing' };
    console.error('Order could not be loaded', error instanceof Error ? error.message : error);
    return { kind: 'error' };
  }
}

/**
 * The thank-you page's order: loading, then paid, pending or failed. A pending order (Stripe's
 * webhook not yet in) is asked about again every few seconds; a failed load offers a retry.
 */
function OrderStatus({ labels, language, productNames, checkoutHref }: Props) {
  const [view, setView] = useState<View>({ kind: 'loading' });
  const [polls, setPolls] = useState(0);
  const orderId = useRef<string | null>(null);

  const load = useCallback(async () => {
    const id = orderId.current;
    if (!id) {
      setView({ kind: 'missing' });
      return;
    }
    setView((current) => (current.kind === 'order' ? current : { kind: 'loading' }));
    setView(await fetchOrder(id));
  }, []);

  useEffect(() => {
    // The order id is only known in the browser: the page itself is the same static file for every order.
    orderId.current = new URLSearchParams(window.location.search).get('order');
    void load();
  }, [load]);

  const pending = view.kind === 'order' && view.order.status === 'pending';
  useEffect(() => {
    if (!pending || polls >= pollLimit) return undefined;
    const timer = window.setTimeout(() => {
      setPolls((count) => count + 1);
      void load();
    }, pollDelayMs);
    return () => window.clearTimeout(timer);
  }, [pending, polls, load]);

  if (view.kind === 'loading') return <p className="panel" role="status" aria-busy="true">{labels['order.loading']}</p>;
  if (view.kind === 'error') {
    return (
      <div className="panel" role="alert">
        <p>{labels['order.loadError']}</p>
        <button type="button" className="button button-secondary" onClick={() => void load()}>{labels['order.retry']}</button>
      </div>
    );
  }
  if (view.kind === 'missing') {
    return (
      <div className="panel" role="status">
        <p>{labels['order.missing']}</p>
        <a className="button button-secondary" href={checkoutHref}>{labels['order.backToCheckout']}</a>
      </div>
    );
  }

  const { order } = view;
  return (
    <div className={`panel order-status order-${order.status}`} role="status" aria-live="polite" data-status={order.status}>
      {order.status === 'paid' && (
        <>
          <h2>{labels['order.paidTitle']}</h2>
          <p>{formatMessage(labels['order.paidText'], { email: order.emailHint })}</p>
        </>
      )}
      {order.status === 'pending' && (
        <>
          <h2>{labels['order.pendingTitle']}</h2>
          <p>{polls >= pollLimit ? labels['order.pendingSlow'] : labels['order.pendingText']}</p>
          {polls >= pollLimit && (
            <button type="button" className="button button-secondary" onClick={() => {
              setPolls(0);
              void load();
            }}>{labels['order.checkAgain']}</button>
          )}
        </>
      )}
      {order.status === 'failed' && (
        <>
          <h2>{labels['order.failedTitle']}</h2>
          <p>{labels['order.failedText']}</p>
          <a className="button button-secondary" href={checkoutHref}>{labels['order.backToCheckout']}</a>
        </>
      )}
      {order.testMode && <p className="test-mode-tag">{labels['order.testMode']}</p>}
      <dl className="order-facts">
        <dt>{labels['order.number']}</dt>
        <dd>{order.id}</dd>
        <dt>{labels['order.product']}</dt>
        <dd>{productNames[order.product] ?? order.product}</dd>
        <dt>{labels['order.amount']}</dt>
        <dd>{formatPrice(order.amountMinor, order.currency, language)}</dd>
      </dl>
    </div>
  );
}

export default withCrashScreen(OrderStatus);
