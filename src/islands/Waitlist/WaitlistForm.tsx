import { useCallback, useEffect, useRef, useState, type SubmitEvent } from 'react';
import { ApiError, apiRequest } from '../../lib/api.ts';
import { trackConversion } from '../../lib/analytics/gtag.ts';
import { waitlistSignupSchema } from '../../lib/schemas/waitlist.ts';
import { formatMessage } from '../../i18n/format.ts';
import type { Locale } from '../../lib/locales.ts';
import type { RegionOrDefault } from '../../lib/regions.ts';
import type { UiKey } from '../../i18n/index.ts';
import { Field, Honeypot, errorProps, useFieldErrors } from '../shared/Field.tsx';
import { CountrySelect, type CountryChoice } from '../shared/CountrySelect.tsx';
import { Toast, type ToastMessage } from '../shared/Toast.tsx';
import { browserCountry } from '../shared/timeZone.ts';
import { focusFirstInvalid, validate } from '../shared/validate.ts';
import { crashLabelKeys, withCrashScreen } from '../shared/CrashScreen.tsx';

export const waitlistLabelKeys = [
  'form.firstName', 'form.email', 'form.country', 'form.countryPlaceholder', 'form.honeypot', 'form.errorSummary',
  'waitlist.optIn', 'waitlist.submit', 'waitlist.submitting', 'waitlist.successTitle', 'waitlist.successText',
  'toast.welcomeTitle', 'toast.welcomeText', 'toast.failTitle', 'toast.failFallback', 'toast.close',
  'validation.invalid', 'validation.tooLong', 'validation.firstNameRequired', 'validation.emailInvalid',
  'validation.countryRequired', 'validation.optInRequired',
  ...crashLabelKeys,
] as const satisfies readonly UiKey[];
export type WaitlistLabels = Record<(typeof waitlistLabelKeys)[number], string>;

interface Props {
  labels: WaitlistLabels;
  countries: readonly CountryChoice[];
  language: Locale;
  region: RegionOrDefault;
  /** Where to go after joining (the signup page); without it the success panel replaces the form. */
  successUrl?: string;
  idPrefix?: string;
}

type Status = 'idle' | 'submitting' | 'joined';

/** The waitlist signup (spec §4 "Waitlist"): idle, submitting ("Joining..."), then the success panel. */
function WaitlistForm({ labels, countries, language, region, successUrl, idPrefix = 'waitlist' }: Props) {
  const { errors, setErrors, clearError } = useFieldErrors();
  const [status, setStatus] = useState<Status>('idle');
  const [hydrated, setHydrated] = useState(false);
  const [joinedName, setJoinedName] = useState('');
  const [toast, setToast] = useState<ToastMessage | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const successRef = useRef<HTMLHeadingElement>(null);
  const closeToast = useCallback(() => setToast(null), []);
  const id = (name: string) => `${idPrefix}-${name}`;

  // Inputs are uncontrolled, so what a visitor typed before the island woke up is kept.
  // The time zone is only known in the browser; it never overwrites a country already chosen.
  useEffect(() => {
    const country = formRef.current?.elements.namedItem('country');
    if (country instanceof HTMLSelectElement && country.value === '') country.value = browserCountry();
    setHydrated(true);
  }, []);
  useEffect(() => {
    if (status === 'joined') successRef.current?.focus();
  }, [status]);


  async function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    if (status === 'submitting') return;
    const data = new FormData(event.currentTarget);
    const values = {
      firstName: String(data.get('firstName') ?? ''),
      email: String(data.get('email') ?? ''),
      country: String(data.get('country') ?? ''),
      optedIn: data.get('optedIn') === 'on',
      website: String(data.get('website') ?? ''),
    };
    const result = validate(waitlistSignupSchema, { ...values, language, region }, labels);
    if (!result.ok) {
      setErrors(result.errors);
      requestAnimationFrame(() => focusFirstInvalid(formRef.current));
      return;
    }
    setStatus('submitting');
    try {
      await apiRequest('POST', '/api/email-signup', result.data);
      trackConversion('waitlist_signup');
      setToast({ id: Date.now(), tone: 'success', title: labels['toast.welcomeTitle'], text: labels['toast.welcomeText'] });
      if (successUrl) {
        window.location.assign(successUrl);
        return;
      }
      setJoinedName(result.data.firstName);
      setStatus('joined');
    } catch (error) {
      const serverMessage = error instanceof ApiError ? error.serverMessage : undefined;
      setToast({ id: Date.now(), tone: 'error', title: labels['toast.failTitle'], text: serverMessage ?? labels['toast.failFallback'] });
      setStatus('idle');
    }
  }

  const toastView = <Toast toast={toast} closeLabel={labels['toast.close']} onClose={closeToast} />;

  if (status === 'joined') {
    return (
      <div className="panel success-panel">
        <h3 ref={successRef} tabIndex={-1}>{labels['waitlist.successTitle']}</h3>
        <p>{formatMessage(labels['waitlist.successText'], { name: joinedName })}</p>
        {toastView}
      </div>
    );
  }

  return (
    <form ref={formRef} className="panel form" onSubmit={submit} noValidate aria-busy={status === 'submitting'}>
      {Object.keys(errors).length > 0 && <p className="form-error-summary" role="alert">{labels['form.errorSummary']}</p>}
      <Field id={id('first-name')} label={labels['form.firstName']} error={errors['firstName']}>
        <input id={id('first-name')} name="firstName" autoComplete="given-name" onInput={() => clearError('firstName')} {...errorProps(id('first-name'), errors['firstName'])} />
      </Field>
      <Field id={id('email')} label={labels['form.email']} error={errors['email']}>
        <input id={id('email')} name="email" type="email" autoComplete="email" inputMode="email" onInput={() => clearError('email')} {...errorProps(id('email'), errors['email'])} />
      </Field>
      <Field id={id('country')} label={labels['form.country']} error={errors['country']}>
        <CountrySelect id={id('country')} choices={countries} placeholder={labels['form.countryPlaceholder']} error={errors['country']} onChange={() => clearError('country')} />
      </Field>
      <Honeypot id={id('website')} label={labels['form.honeypot']} />
      <div className={errors['optedIn'] ? 'field field-check field-invalid' : 'field field-check'}>
        <input id={id('opt-in')} name="optedIn" type="checkbox" onChange={() => clearError('optedIn')} {...errorProps(id('opt-in'), errors['optedIn'])} />
        <label htmlFor={id('opt-in')}>{labels['waitlist.optIn']}</label>
        {errors['optedIn'] && <p className="field-error" id={`${id('opt-in')}-error`}>{errors['optedIn']}</p>}
      </div>
      {/* Enabled once the island runs: a click before that would submit the page natively and lose the data. */}
      <button type="submit" className="button button-primary" disabled={!hydrated || status === 'submitting'}>
        {status === 'submitting' ? labels['waitlist.submitting'] : labels['waitlist.submit']}
      </button>
      {toastView}
    </form>
  );
}

export default withCrashScreen(WaitlistForm);
