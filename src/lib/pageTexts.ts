import { z } from 'zod';
import type { Locale } from './locales.ts';
import { screens, type Screen } from './routes.ts';
import en from '../../content/pages/en.json';
import de from '../../content/pages/de.json';
import fr from '../../content/pages/fr.json';
import nl from '../../content/pages/nl.json';

const pageTextSchema = z.strictObject({
  /** Short label in the breadcrumb bar. */
  crumb: z.string().trim().min(1),
  heading: z.string().trim().min(1),
  /** Two sentences that open the page. */
  intro: z.string().trim().min(1),
});
export type PageText = z.infer<typeof pageTextSchema>;

const pageTextsSchema = z.strictObject(
  Object.fromEntries(screens.map((screen) => [screen, pageTextSchema])) as Record<Screen, typeof pageTextSchema>,
);

const parsed: Record<Locale, Record<Screen, PageText>> = {
  en: pageTextsSchema.parse(en),
  de: pageTextsSchema.parse(de),
  fr: pageTextsSchema.parse(fr),
  nl: pageTextsSchema.parse(nl),
};

/** Heading, introduction and breadcrumb label of a screen in a language (from `content/pages`). */
export function pageText(locale: Locale, screen: Screen): PageText {
  return parsed[locale][screen];
}
