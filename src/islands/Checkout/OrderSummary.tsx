import type { CheckoutLabels } from './labels.ts';

interface Props {
  labels: CheckoutLabels;
  productName: string;
  description: string;
  price: string;
}

/** The order as the buyer pays it: one planner, what it includes, the tax-inclusive total. */
export function OrderSummary({ labels, productName, description, price }: Props) {
  return (
    <section className="panel order-summary" aria-labelledby="order-summary-title">
      <h2 id="order-summary-title">{labels['checkout.summaryTitle']}</h2>
      <p className="order-product">{productName}</p>
      <p className="field-hint">{description}</p>
      <ul className="order-includes">
        <li>{labels['checkout.includesPdf']}</li>
        <li>{labels['checkout.includesPrint']}</li>
        <li>{labels['checkout.includesDelivery']}</li>
      </ul>
      <p className="order-total">
        <span>{labels['checkout.total']}</span>
        <strong data-testid="order-total">{price}</strong>
      </p>
      <p className="field-hint">{labels['checkout.taxIncluded']}</p>
    </section>
  );
}
