import { z } from 'zod';
import { localeInfo, locales, type Locale } from './locales.ts';
import type { Region } from './regions.ts';
import data from '../../content/statistics.json';

/** Figures from facts.md, with their source shown on the page. Editors change `content/statistics.json`. */
const figureSchema = z.strictObject({
  value: z.number().positive(),
  format: z.enum(['percent', 'compact']),
  text: z.strictObject(Object.fromEntries(locales.map((locale) => [locale, z.string().trim().min(1)])) as Record<Locale, z.ZodString>),
  source: z.string().trim().min(1),
});

const statisticsSchema = z.strictObject({
  global: z.array(figureSchema).min(1),
  uk: z.array(figureSchema).min(1),
  netherlands: z.array(figureSchema).min(1),
  germany: z.array(figureSchema).min(1),
  canada: z.array(figureSchema).min(1),
});

const statistics = statisticsSchema.parse(data);

export interface ShownFigure {
  figure: string;
  text: string;
  source: string;
}

/** Formats a figure the way readers of the language write numbers (`20 %` in French, `12 Milliarden` in German). */
export function formatFigure(value: number, format: 'percent' | 'compact', locale: Locale): string {
  const formatter =
    format === 'percent'
      ? new Intl.NumberFormat(localeInfo[locale].intl, { style: 'percent', maximumFractionDigits: 1 })
      : new Intl.NumberFormat(localeInfo[locale].intl, { notation: 'compact', compactDisplay: 'long' });
  return formatter.format(value);
}

/** The region's own figures, or the global ones (labelled as global) where it has none. */
export function figuresFor(region: Region, locale: Locale): { scope: 'national' | 'global'; figures: ShownFigure[] } {
  const set = statistics[region.statistics];
  return {
    scope: region.statistics === 'global' ? 'global' : 'national',
    figures: set.map((entry) => ({ figure: formatFigure(entry.value, entry.format, locale), text: entry.text[locale], source: entry.source })),
  };
}
