import { defaultLocale, isLocale, localeFromAcceptLanguage, type Locale } from '../lib/locales.ts';

/** The visitor's language: `?lang=` when supported, else the browser's Accept-Language, else English. */
export function resolveLanguage(input: { query?: string | null | undefined; acceptLanguage?: string | null | undefined }): Locale {
  const wanted = input.query?.trim().toLowerCase();
  if (isLocale(wanted)) return wanted;
  return localeFromAcceptLanguage(input.acceptLanguage) ?? defaultLocale;
}
