import { localeInfo, type Locale } from '../locales.ts';
import type { Currency } from '../regions.ts';

/**
 * Every currency of the region table counts in hundredths (cents, pence, satang, paise),
 * and Stripe counts them the same way, so one factor converts all of them.
 */
export const minorUnitsPerMajor = 100;

/** `29` → `2900`. Rounds away the float noise of prices such as 19.99. */
export function toMinorUnits(major: number): number {
  return Math.round(major * minorUnitsPerMajor);
}

/**
 * A price as readers of the page's language write it: `€29` in English, `29 €` in German,
 * `€ 29` in Dutch. Round prices show no `.00`; the others show their cents.
 */
export function formatPrice(amountMinor: number, currency: Currency, locale: Locale): string {
  const major = amountMinor / minorUnitsPerMajor;
  const fractionDigits = Number.isInteger(major) ? 0 : 2;
  return new Intl.NumberFormat(localeInfo[locale].intl, {
    style: 'currency',
    currency,
    minimumFractionDigits: fractionDigits,
    maximumFractionDigits: fractionDigits,
  }).format(major);
}
