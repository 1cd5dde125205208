import { useEffect, useRef, useState, type SubmitEvent } from 'react';
import { ApiError, apiRequest } from '../../lib/api.ts';
import { contactMessageSchema, contactTopics, type ContactTopic } from '../../lib/schemas/contact.ts';
import { formatMessage } from '../../i18n/format.ts';
import type { Locale } from '../../lib/locales.ts';
import type { UiKey } from '../../i18n/index.ts';
import { Field, Honeypot, errorProps, useFieldErrors } from '../shared/Field.tsx';
import { focusFirstInvalid, validate } from '../shared/validate.ts';
import { crashLabelKeys, withCrashScreen } from '../shared/CrashScreen.tsx';

export const contactLabelKeys = [
  'form.name', 'form.email', 'form.honeypot', 'form.errorSummary',
  'contact.topic', 'contact.topicPlaceholder', 'contact.message', 'contact.messageHint', 'contact.submit', 'contact.submitting',
  'contact.successTitle', 'contact.successText', 'contact.another', 'contact.errorTitle', 'contact.errorText',
  ...contactTopics.map((topic) => `contact.topic.${topic}` as const),
  'validation.invalid', 'validation.tooLong', 'validation.nameRequired', 'validation.emailInvalid',
  'validation.topicRequired', 'validation.messageRequired',
  ...crashLabelKeys,
] as const satisfies readonly UiKey[];
export type ContactLabels = Record<(typeof contactLabelKeys)[number], string>;

interface Props {
  labels: ContactLabels;
  language: Locale;
}

type Status = 'idle' | 'sending' | 'sent';

/**
 * The contact form. Inputs are uncontrolled, so nothing typed before hydration or before a
 * failed send is lost; the server's refusal shows under the fields it names.
 */
function ContactForm({ labels, language }: Props) {
  const { errors, setErrors, clearError } = useFieldErrors();
  const [status, setStatus] = useState<Status>('idle');
  const [failure, setFailure] = useState<string | null>(null);
  const [hydrated, setHydrated] = useState(false);
  const [sentTo, setSentTo] = useState('');
  const formRef = useRef<HTMLFormElement>(null);
  const resultRef = useRef<HTMLHeadingElement>(null);

  useEffect(() => setHydrated(true), []);
  useEffect(() => {
    if (status === 'sent') resultRef.current?.focus();
  }, [status]);


  async function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    if (status === 'sending') return;
    const data = new FormData(event.currentTarget);
    const values = {
      name: String(data.get('name') ?? ''),
      email: String(data.get('email') ?? ''),
      topic: String(data.get('topic') ?? ''),
      message: String(data.get('message') ?? ''),
      website: String(data.get('website') ?? ''),
      language,
    };
    const result = validate(contactMessageSchema, values, labels);
    setFailure(null);
    if (!result.ok) {
      setErrors(result.errors);
      requestAnimationFrame(() => focusFirstInvalid(formRef.current));
      return;
    }
    setStatus('sending');
    try {
      await apiRequest('POST', '/api/contact', result.data);
      setSentTo(result.data.email);
      setStatus('sent');
    } catch (error) {
      console.error('Contact message failed', error instanceof Error ? error.message : error);
      setFailure(error instanceof ApiError && error.status < 500 ? (error.serverMessage ?? labels['contact.errorText']) : labels['contact.errorText']);
      setStatus('idle');
    }
  }

  if (status === 'sent') {
    return (
      <div className="panel success-panel">
        <h2 ref={resultRef} tabIndex={-1}>{labels['contact.successTitle']}</h2>
        <p>{formatMessage(labels['contact.successText'], { email: sentTo })}</p>
        <button type="button" className="button button-secondary" onClick={() => setStatus('idle')}>{labels['contact.another']}</button>
      </div>
    );
  }

  return (
    <form ref={formRef} className="panel form" onSubmit={submit} noValidate aria-busy={status === 'sending'}>
      {Object.keys(errors).length > 0 && <p className="form-error-summary" role="alert">{labels['form.errorSummary']}</p>}
      {failure && (
        <div className="form-error-summary" role="alert">
          <strong>{labels['contact.errorTitle']}</strong> {failure}
        </div>
      )}
      <Field id="contact-name" label={labels['form.name']} error={errors['name']}>
        <input id="contact-name" name="name" autoComplete="name" onInput={() => clearError('name')} {...errorProps('contact-name', errors['name'])} />
      </Field>
      <Field id="contact-email" label={labels['form.email']} error={errors['email']}>
        <input id="contact-email" name="email" type="email" autoComplete="email" inputMode="email" onInput={() => clearError('email')} {...errorProps('contact-email', errors['email'])} />
      </Field>
      <Field id="contact-topic" label={labels['contact.topic']} error={errors['topic']}>
        <select id="contact-topic" name="topic" defaultValue="" onChange={() => clearError('topic')} {...errorProps('contact-topic', errors['topic'])}>
          <option value="" disabled>{labels['contact.topicPlaceholder']}</option>
          {contactTopics.map((topic: ContactTopic) => <option key={topic} value={topic}>{labels[`contact.topic.${topic}`]}</option>)}
        </select>
      </Field>
      <Field id="contact-message" label={labels['contact.message']} error={errors['message']}>
        <p className="field-hint" id="contact-message-hint">{labels['contact.messageHint']}</p>
        <textarea
          id="contact-message"
          name="message"
          rows={6}
          maxLength={5000}
          onInput={() => clearError('message')}
          aria-describedby={errors['message'] ? 'contact-message-hint contact-message-error' : 'contact-message-hint'}
          aria-invalid={errors['message'] ? true : undefined}
        />
      </Field>
      <Honeypot id="contact-website" label={labels['form.honeypot']} />
      <button type="submit" className="button button-primary" disabled={!hydrated || status === 'sending'}>
        {status === 'sending' ? labels['contact.submitting'] : labels['contact.submit']}
      </button>
    </form>
  );
}

export default withCrashScreen(ContactForm);
