import { z } from 'zod';
import type { Locale } from '../lib/locales.ts';
import en from './en.json';
import de from './de.json';
import fr from './fr.json';
import nl from './nl.json';

/** English defines the keys; every other language must have exactly the same ones. */
export type UiKey = keyof typeof en;

const uiKeys = Object.keys(en) as UiKey[];

/** A strict schema: a missing, empty or extra key in any language fails the build. */
export const dictionarySchema = z.strictObject(
  Object.fromEntries(uiKeys.map((key) => [key, z.string().trim().min(1)])) as Record<UiKey, z.ZodString>,
);
export type Dictionary = z.infer<typeof dictionarySchema>;

const parsed: Record<Locale, Dictionary> = {
  en: dictionarySchema.parse(en),
  de: dictionarySchema.parse(de),
  fr: dictionarySchema.parse(fr),
  nl: dictionarySchema.parse(nl),
};

/** The UI dictionary of a language. */
export function dictionary(locale: Locale): Dictionary {
  return parsed[locale];
}

/** Returns a translator bound to one language: `t('nav.home')`. */
export function useTranslations(locale: Locale): (key: UiKey) => string {
  const dict = parsed[locale];
  return (key) => dict[key];
}

/** The few strings an island needs, computed at build and handed over as props. */
export function pickLabels<Key extends UiKey>(locale: Locale, keys: readonly Key[]): Record<Key, string> {
  const dict = parsed[locale];
  return Object.fromEntries(keys.map((key) => [key, dict[key]])) as Record<Key, string>;
}
