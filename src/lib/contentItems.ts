import { z } from 'zod';
import { locales, type Locale } from './locales.ts';
import items from '../../content/items.json';

/** A content item (spec §3): key, section and text per language, edited in `content/items.json`. */
const contentItemSchema = z.strictObject({
  key: z.string().regex(/^[a-z][a-z0-9_]*$/),
  section: z.string().regex(/^[a-z][a-z0-9_]*$/),
  text: z.strictObject(Object.fromEntries(locales.map((locale) => [locale, z.string().trim().min(1)])) as Record<Locale, z.ZodString>),
});
export type ContentItem = z.infer<typeof contentItemSchema>;

export const contentItems: readonly ContentItem[] = z.array(contentItemSchema).parse(items);

/** The item keys of the mission and vision sections (spec §3). */
export const sectionKeys = {
  mission: ['mission_title', 'mission_description'],
  vision: ['vision_title', 'vision_description'],
  hero: ['hero_title', 'hero_subtitle'],
} as const;
export type KnownSection = keyof typeof sectionKeys;

/** One item's text in a language, or undefined when no editor wrote it. */
export function contentText(key: string, locale: Locale, source: readonly ContentItem[] = contentItems): string | undefined {
  return source.find((item) => item.key === key)?.text[locale];
}

/** Items as the API answers them: key, section and the text in the asked language. */
export function localizedItems(
  locale: Locale,
  filter: { section?: string } = {},
  source: readonly ContentItem[] = contentItems,
): { key: string; section: string; text: string }[] {
  return source
    .filter((item) => filter.section === undefined || item.section === filter.section)
    .map((item) => ({ key: item.key, section: item.section, text: item.text[locale] }));
}
