import { useEffect, useRef, useState, type SubmitEvent } from 'react';
import { quizGateSchema, type QuizGate } from '../../lib/schemas/quizResult.ts';
import { Field, errorProps } from '../shared/Field.tsx';
import { CountrySelect, type CountryChoice } from '../shared/CountrySelect.tsx';
import { focusFirstInvalid, validate } from '../shared/validate.ts';
import type { QuizLabels } from './labels.ts';

export interface GateDraft {
  name: string;
  email: string;
  country: string;
  consent: boolean;
}

interface Props {
  draft: GateDraft;
  labels: QuizLabels;
  countries: readonly CountryChoice[];
  saving: boolean;
  onChange: (draft: GateDraft) => void;
  onSubmit: (gate: QuizGate) => void;
}

/** The email gate before the results (spec §5 "Quiz gate"), with explicit, optional consent to store. */
export function GateForm({ draft, labels, countries, saving, onChange, onSubmit }: Props) {
  const [errors, setErrors] = useState<Record<string, string>>({});
  const formRef = useRef<HTMLFormElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    headingRef.current?.focus();
  }, []);

  const update = (field: keyof GateDraft, value: string | boolean) => {
    onChange({ ...draft, [field]: value });
    setErrors(({ [field]: _resolved, ...rest }) => rest);
  };

  function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    if (saving) return;
    const result = validate(quizGateSchema, draft, labels);
    if (!result.ok) {
      setErrors(result.errors);
      requestAnimationFrame(() => focusFirstInvalid(formRef.current));
      return;
    }
    onSubmit(result.data);
  }

  return (
    <form ref={formRef} className="quiz-gate form" onSubmit={submit} noValidate aria-busy={saving}>
      <h3 ref={headingRef} tabIndex={-1}>{labels['quiz.gateHeading']}</h3>
      <p>{labels['quiz.gateIntro']}</p>
      {Object.keys(errors).length > 0 && <p className="form-error-summary" role="alert">{labels['form.errorSummary']}</p>}
      <Field id="quiz-name" label={labels['form.name']} error={errors['name']}>
        <input id="quiz-name" name="name" autoComplete="name" value={draft.name} onChange={(event) => update('name', event.target.value)} {...errorProps('quiz-name', errors['name'])} />
      </Field>
      <Field id="quiz-email" label={labels['form.email']} error={errors['email']}>
        <input id="quiz-email" name="email" type="email" autoComplete="email" inputMode="email" value={draft.email} onChange={(event) => update('email', event.target.value)} {...errorProps('quiz-email', errors['email'])} />
      </Field>
      <Field id="quiz-country" label={labels['form.country']} error={errors['country']}>
        <CountrySelect id="quiz-country" value={draft.country} choices={countries} placeholder={labels['form.countryPlaceholder']} error={errors['country']} onChange={(value) => update('country', value)} />
      </Field>
      <div className="field field-check">
        <input id="quiz-consent" name="consent" type="checkbox" checked={draft.consent} onChange={(event) => update('consent', event.target.checked)} />
        <label htmlFor="quiz-consent">{labels['quiz.consent']}</label>
      </div>
      <button type="submit" className="button button-primary" disabled={saving}>
        {saving ? labels['quiz.saving'] : labels['quiz.showResults']}
      </button>
    </form>
  );
}
