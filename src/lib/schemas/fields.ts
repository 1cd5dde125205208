import { z } from 'zod';
import { countryOptions } from '../regions.ts';
import { locales } from '../locales.ts';
import type { UiKey } from '../../i18n/index.ts';

/**
 * Field rules shared by the forms and the API. Messages are dictionary keys, so the
 * browser and the server show the same words in the visitor's language.
 */
const message = (key: UiKey) => ({ error: key });

export const personName = (requiredKey: UiKey) =>
  z.string(message(requiredKey)).trim().min(1, message(requiredKey)).max(100, message('validation.tooLong'));

export const emailAddress = z
  .string(message('validation.emailInvalid'))
  .trim()
  .max(254, message('validation.emailInvalid'))
  .pipe(z.email(message('validation.emailInvalid')));

export const country = z.enum(countryOptions, message('validation.countryRequired'));

export const language = z.enum(locales);

/** The hidden field only bots fill in; any content marks the submission as spam. */
export const honeypot = z.string().max(1000).optional();
