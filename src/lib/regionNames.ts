import { localeInfo, type Locale } from './locales.ts';
import { countryOptions, regionById, type Region } from './regions.ts';

/**
 * A region's country name in a language, from the platform's own translations, so no
 * table of country names is kept. The default region has none.
 */
export function countryName(region: Region, locale: Locale): string | undefined {
  const [code] = region.countryCodes;
  if (!code) return undefined;
  return new Intl.DisplayNames([localeInfo[locale].intl], { type: 'region' }).of(code) ?? code;
}

/** The nine form countries with their names in a language, sorted as readers of it expect. */
export function countryChoices(locale: Locale): { value: string; name: string }[] {
  return countryOptions
    .map((value) => ({ value, name: countryName(regionById(value), locale) ?? value }))
    .sort((a, b) => a.name.localeCompare(b.name, localeInfo[locale].intl));
}
