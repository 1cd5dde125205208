import type { z } from 'zod';
import { fieldMessageKeys } from '../../lib/schemas/errors.ts';
import type { UiKey } from '../../i18n/index.ts';

/** Validates form values with the shared schema; errors come back as words from the island's labels. */
export function validate<Schema extends z.ZodType>(
  schema: Schema,
  values: unknown,
  messages: Partial<Record<UiKey, string>>,
): { ok: true; data: z.infer<Schema> } | { ok: false; errors: Record<string, string> } {
  const result = schema.safeParse(values);
  if (result.success) return { ok: true, data: result.data };
  const errors = Object.fromEntries(
    Object.entries(fieldMessageKeys(result.error)).map(([field, key]) => [field, messages[key] ?? messages['validation.invalid'] ?? key]),
  );
  return { ok: false, errors };
}

/** Moves focus to the first invalid control so keyboard and screen-reader users land on the problem. */
export function focusFirstInvalid(form: HTMLFormElement | null): void {
  form?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
}
