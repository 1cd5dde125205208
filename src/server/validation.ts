import type { z } from 'zod';
import { isLocale, type Locale } from '../lib/locales.ts';
import { fieldMessageKeys } from '../lib/schemas/errors.ts';
import { dictionary } from '../i18n/index.ts';
import { HttpError, json, requestLanguage } from './http.ts';

/** The language to answer in: the body's `language`, else `?lang=`, else Accept-Language, else English. */
export function replyLanguage(request: Request, body: Record<string, unknown>): Locale {
  const fromBody = body['language'];
  return isLocale(fromBody) ? fromBody : requestLanguage(request);
}

/**
 * Parses a body with its shared schema. Invalid input becomes a 400 carrying the same
 * field messages the form shows, in the visitor's language.
 */
export function parseWith<Schema extends z.ZodType>(schema: Schema, body: Record<string, unknown>, locale: Locale): z.infer<Schema> {
  const result = schema.safeParse(body);
  if (result.success) return result.data;
  const dict = dictionary(locale);
  const fields = Object.fromEntries(Object.entries(fieldMessageKeys(result.error)).map(([field, key]) => [field, dict[key]]));
  const first = Object.values(fields)[0] ?? 'Invalid request';
  throw new HttpError(json(400, { error: first, fields }));
}
