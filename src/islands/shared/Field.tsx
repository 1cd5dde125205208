import { useCallback, useState, type ReactNode } from 'react';

/** A labelled form control with its error message wired for screen readers. */
export function Field({ id, label, error, children }: { id: string; label: string; error?: string | undefined; children: ReactNode }) {
  return (
    <div className={error ? 'field field-invalid' : 'field'}>
      <label htmlFor={id}>{label}</label>
      {children}
      {error && (
        <p className="field-error" id={`${id}-error`}>
          {error}
        </p>
      )}
    </div>
  );
}

/** Attributes that tie an input to its error. */
export function errorProps(id: string, error: string | undefined) {
  return error ? { 'aria-invalid': true as const, 'aria-describedby': `${id}-error` } : {};
}

/** The hidden field only bots fill in: invisible, out of the keyboard path and hidden from assistive technology. */
export function Honeypot({ id, label }: { id: string; label: string }) {
  return (
    <div className="honeypot" aria-hidden="true">
      <label htmlFor={id}>{label}</label>
      <input id={id} name="website" tabIndex={-1} autoComplete="off" />
    </div>
  );
}

/** A form's field errors, and a way to clear one as soon as the visitor edits that field. */
export function useFieldErrors() {
  const [errors, setErrors] = useState<Record<string, string>>({});
  const clearError = useCallback(
    (name: string) =>
      setErrors((current) => {
        const { [name]: _resolved, ...rest } = current;
        return rest;
      }),
    [],
  );
  return { errors, setErrors, clearError };
}
