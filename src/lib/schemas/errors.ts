import type { z } from 'zod';
import type { UiKey } from '../../i18n/index.ts';

const validationKeys = new Set<string>([
  'validation.invalid',
  'validation.tooLong',
  'validation.firstNameRequired',
  'validation.nameRequired',
  'validation.emailInvalid',
  'validation.countryRequired',
  'validation.optInRequired',
  'validation.consentRequired',
  'validation.answerInvalid',
  'validation.feedbackRequired',
  'validation.topicRequired',
  'validation.messageRequired',
  'validation.termsRequired',
] satisfies UiKey[]);

/**
 * The first message key of each field of a failed parse. Keys, not words: the server
 * translates them with the dictionary, an island with the labels it was given.
 */
export function fieldMessageKeys(error: z.ZodError): Record<string, UiKey> {
  const fields: Record<string, UiKey> = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? 'form');
    if (field in fields) continue;
    fields[field] = (validationKeys.has(issue.message) ? issue.message : 'validation.invalid') as UiKey;
  }
  return fields;
}
