import { defaultRegion, regionById, regionIds, regions, type Currency, type RegionOrDefault } from '../regions.ts';
import { countryName } from '../regionNames.ts';
import { localeInfo, type Locale } from '../locales.ts';

/**
 * The countries a buyer can pick at checkout: every country of the region table (India
 * too, which the spec's nine form countries leave out) and "another country", which pays
 * the default region's prices. The country decides the currency.
 */
export const checkoutCountries = [...regionIds, 'other'] as const;
export type CheckoutCountry = (typeof checkoutCountries)[number];

function regionOfCountry(country: CheckoutCountry): RegionOrDefault {
  return country === 'other' ? defaultRegion.id : country;
}

/** The currency a buyer from a country pays in; another country pays in the default region's (USD). */
export function currencyForCountry(country: CheckoutCountry): Currency {
  return regionById(regionOfCountry(country)).currency;
}

/** The country a page's region stands for, or undefined on the default region, which has none. */
export function countryOfRegion(region: RegionOrDefault): CheckoutCountry | undefined {
  return region === 'default' ? undefined : region;
}

/** The country a browser time zone points to among the region table's, or undefined when none does. */
export function checkoutCountryFromTimeZone(timeZone: string | null | undefined): CheckoutCountry | undefined {
  if (!timeZone) return undefined;
  const region = regions.find((entry) => entry.timeZones.includes(timeZone));
  return region ? countryOfRegion(region.id) : undefined;
}

export interface CheckoutCountryChoice {
  value: CheckoutCountry;
  name: string;
}

/** The checkout countries named in a language and sorted for its readers; "another country" comes last. */
export function checkoutCountryChoices(locale: Locale, otherLabel: string): CheckoutCountryChoice[] {
  const named = regionIds
    .map((value) => ({ value, name: countryName(regionById(value), locale) ?? value }))
    .sort((a, b) => a.name.localeCompare(b.name, localeInfo[locale].intl));
  return [...named, { value: 'other', name: otherLabel }];
}
