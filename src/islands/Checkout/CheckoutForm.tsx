import { useEffect, useRef, useState, type SubmitEvent } from 'react';
import { checkoutOrderSchema, type PaymentMode } from '../../lib/schemas/checkout.ts';
import { checkoutCountryFromTimeZone, currencyForCountry, type CheckoutCountry, type CheckoutCountryChoice } from '../../lib/checkout/countries.ts';
import { formatPrice } from '../../lib/checkout/money.ts';
import { formatMessage } from '../../i18n/format.ts';
import type { Currency } from '../../lib/regions.ts';
import type { Locale } from '../../lib/locales.ts';
import { Field, errorProps, useFieldErrors } from '../shared/Field.tsx';
import { LinkedText } from '../shared/LinkedText.tsx';
import { focusFirstInvalid, validate } from '../shared/validate.ts';
import { withCrashScreen } from '../shared/CrashScreen.tsx';
import { OrderSummary } from './OrderSummary.tsx';
import { failureMessage, fetchPaymentMode, idempotencyKeyFor, placeOrder } from './checkoutApi.ts';
import type { CheckoutLabels } from './labels.ts';

interface Props {
  labels: CheckoutLabels;
  product: { id: string; name: string; description: string; pricesMinor: Record<Currency, number> };
  countries: readonly CheckoutCountryChoice[];
  /** The page region's country; absent on the default region, where the time zone may suggest one. */
  regionCountry?: CheckoutCountry | undefined;
  /** The page region's currency, shown until a country is chosen. */
  regionCurrency: Currency;
  language: Locale;
  links: { terms: string; privacy: string };
}

type Status = 'idle' | 'sending' | 'redirecting';

const isCheckoutCountry = (value: string, countries: readonly CheckoutCountryChoice[]): value is CheckoutCountry =>
  countries.some((choice) => choice.value === value);

/**
 * The checkout form: order summary, buyer details, terms, pay. Inputs are uncontrolled, so
 * nothing typed is lost on a refusal; the country is also kept in state because it sets
 * the currency the summary shows.
 */
function CheckoutForm({ labels, product, countries, regionCountry, regionCurrency, language, links }: Props) {
  const { errors, setErrors, clearError } = useFieldErrors();
  const [status, setStatus] = useState<Status>('idle');
  const [failure, setFailure] = useState<string | null>(null);
  const [hydrated, setHydrated] = useState(false);
  const [country, setCountry] = useState<CheckoutCountry | undefined>(regionCountry);
  const [mode, setMode] = useState<PaymentMode | undefined>(undefined);
  const [cancelled, setCancelled] = useState(false);
  const attempt = useRef<{ key: string; details: string } | undefined>(undefined);
  const formRef = useRef<HTMLFormElement>(null);

  useEffect(() => {
    // A country chosen before hydration wins; otherwise the time zone may suggest one.
    const select = formRef.current?.elements.namedItem('country');
    if (select instanceof HTMLSelectElement) {
      if (select.value === '') select.value = checkoutCountryFromTimeZone(Intl.DateTimeFormat().resolvedOptions().timeZone) ?? '';
      if (isCheckoutCountry(select.value, countries)) setCountry(select.value);
    }
    setCancelled(new URLSearchParams(window.location.search).has('cancelled'));
    setHydrated(true);
    void fetchPaymentMode().then(setMode);
  }, [countries]);

  const currency = country ? currencyForCountry(country) : regionCurrency;
  const price = formatPrice(product.pricesMinor[currency], currency, language);


  async function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    if (status !== 'idle') return;
    const data = new FormData(event.currentTarget);
    const details = {
      product: product.id,
      name: String(data.get('name') ?? ''),
      email: String(data.get('email') ?? ''),
      country: String(data.get('country') ?? ''),
      acceptedTerms: data.get('acceptedTerms') === 'on',
    };
    attempt.current = idempotencyKeyFor(attempt.current, JSON.stringify(details));
    const result = validate(checkoutOrderSchema, { ...details, idempotencyKey: attempt.current.key, language }, labels);
    setFailure(null);
    if (!result.ok) {
      setErrors(result.errors);
      requestAnimationFrame(() => focusFirstInvalid(formRef.current));
      return;
    }
    setStatus('sending');
    try {
      const placed = await placeOrder(result.data);
      setStatus('redirecting');
      window.location.assign(placed.redirectUrl);
    } catch (error) {
      console.error('Checkout failed', error instanceof Error ? error.message : error);
      setFailure(failureMessage(error, labels['checkout.errorText']));
      setStatus('idle');
    }
  }

  return (
    <div className="checkout">
      {mode === 'test' && (
        <div className="notice test-mode" role="note">
          <strong>{labels['checkout.testModeTitle']}</strong>
          <p>{labels['checkout.testModeText']}</p>
        </div>
      )}
      {mode === 'unavailable' && <p className="form-error-summary" role="alert">{labels['checkout.unavailable']}</p>}
      {cancelled && <p className="notice" role="status">{labels['checkout.cancelled']}</p>}
      <OrderSummary labels={labels} productName={product.name} description={product.description} price={price} />
      <form ref={formRef} className="panel form" onSubmit={submit} noValidate aria-busy={status !== 'idle'} aria-labelledby="checkout-details-title">
        <h2 id="checkout-details-title">{labels['checkout.detailsTitle']}</h2>
        {Object.keys(errors).length > 0 && <p className="form-error-summary" role="alert">{labels['form.errorSummary']}</p>}
        {failure && (
          <div className="form-error-summary" role="alert">
            <strong>{labels['checkout.errorTitle']}</strong> {failure}
          </div>
        )}
        <Field id="checkout-name" label={labels['form.name']} error={errors['name']}>
          <input id="checkout-name" name="name" autoComplete="name" onInput={() => clearError('name')} {...errorProps('checkout-name', errors['name'])} />
        </Field>
        <Field id="checkout-email" label={labels['form.email']} error={errors['email']}>
          <input id="checkout-email" name="email" type="email" autoComplete="email" inputMode="email" onInput={() => clearError('email')} {...errorProps('checkout-email', errors['email'])} />
        </Field>
        <Field id="checkout-country" label={labels['form.country']} error={errors['country']}>
          <p className="field-hint" id="checkout-country-hint">{labels['checkout.countryHint']}</p>
          <select
            id="checkout-country"
            name="country"
            defaultValue={regionCountry ?? ''}
            autoComplete="country-name"
            onChange={(event) => {
              clearError('country');
              setCountry(isCheckoutCountry(event.target.value, countries) ? event.target.value : undefined);
            }}
            aria-describedby={errors['country'] ? 'checkout-country-hint checkout-country-error' : 'checkout-country-hint'}
            aria-invalid={errors['country'] ? true : undefined}
          >
            <option value="">{labels['form.countryPlaceholder']}</option>
            {countries.map((choice) => <option key={choice.value} value={choice.value}>{choice.name}</option>)}
          </select>
        </Field>
        <div className={errors['acceptedTerms'] ? 'field field-check field-invalid' : 'field field-check'}>
          <input id="checkout-terms" name="acceptedTerms" type="checkbox" onChange={() => clearError('acceptedTerms')} {...errorProps('checkout-terms', errors['acceptedTerms'])} />
          <label htmlFor="checkout-terms">
            <LinkedText template={labels['checkout.terms']} placeholder="terms" href={links.terms} linkText={labels['checkout.termsLink']} />
          </label>
          {errors['acceptedTerms'] && <p className="field-error" id="checkout-terms-error">{errors['acceptedTerms']}</p>}
        </div>
        <p className="field-hint">
          <LinkedText template={labels['checkout.privacyNote']} placeholder="privacy" href={links.privacy} linkText={labels['checkout.privacyLink']} />
        </p>
        {mode === 'stripe' && <p className="field-hint">{labels['checkout.stripeNote']}</p>}
        {/* Enabled once the island runs: a click before that would submit the page natively and lose the data. */}
        <button type="submit" className="button button-primary" disabled={!hydrated || status !== 'idle' || mode === 'unavailable'}>
          {status === 'idle' ? formatMessage(labels['checkout.pay'], { price }) : labels['checkout.paying']}
        </button>
      </form>
    </div>
  );
}

export default withCrashScreen(CheckoutForm);
