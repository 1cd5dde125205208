import { useEffect, useRef, useState, type SubmitEvent } from 'react';
import { chatFeedbackSchema } from '../../lib/chat/schemas.ts';
import type { Locale } from '../../lib/locales.ts';
import { Field, errorProps } from '../shared/Field.tsx';
import { focusFirstInvalid, validate } from '../shared/validate.ts';
import { sendFeedback } from './chatApi.ts';
import type { ChatLabels } from './labels.ts';

interface Props {
  labels: ChatLabels;
  sessionId: string;
  language: Locale;
  onDone: (sent: boolean) => void;
}

/** The feedback form the `feedback` action opens: text required, email optional (spec §5). */
export function FeedbackDialog({ labels, sessionId, language, onDone }: Props) {
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [sending, setSending] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  useEffect(() => {
    formRef.current?.querySelector('textarea')?.focus();
  }, []);

  async function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending) return;
    const data = new FormData(event.currentTarget);
    const result = validate(
      chatFeedbackSchema,
      { sessionId, language, feedbackType: 'general', feedbackText: String(data.get('feedbackText') ?? ''), email: String(data.get('email') ?? '').trim() },
      labels,
    );
    if (!result.ok) {
      setErrors(result.errors);
      requestAnimationFrame(() => focusFirstInvalid(formRef.current));
      return;
    }
    setSending(true);
    try {
      await sendFeedback({ sessionId, language, feedbackText: result.data.feedbackText, ...(result.data.email ? { email: result.data.email } : {}) });
      onDone(true);
    } catch (error) {
      console.error('Chat feedback failed', error instanceof Error ? error.message : error);
      setErrors({ form: labels['chat.failure'] });
      setSending(false);
    }
  }

  return (
    <form ref={formRef} className="chat-feedback form" onSubmit={(event) => void submit(event)} noValidate aria-labelledby="chat-feedback-title">
      <h3 id="chat-feedback-title">{labels['chat.feedbackTitle']}</h3>
      {errors['form'] && <p className="form-error-summary" role="alert">{errors['form']}</p>}
      <Field id="chat-feedback-text" label={labels['chat.feedbackText']} error={errors['feedbackText']}>
        <textarea id="chat-feedback-text" name="feedbackText" rows={4} maxLength={2000} {...errorProps('chat-feedback-text', errors['feedbackText'])} />
      </Field>
      <Field id="chat-feedback-email" label={labels['chat.feedbackEmail']} error={errors['email']}>
        <input id="chat-feedback-email" name="email" type="email" autoComplete="email" {...errorProps('chat-feedback-email', errors['email'])} />
      </Field>
      <div className="chat-feedback-actions">
        <button type="button" className="button button-secondary" onClick={() => onDone(false)}>{labels['chat.feedbackCancel']}</button>
        <button type="submit" className="button button-primary" disabled={sending}>{labels['chat.feedbackSend']}</button>
      </div>
    </form>
  );
}
