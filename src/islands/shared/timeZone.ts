import { countryFromTimeZone, type CountryOption } from '../../lib/regions.ts';

/** The country the browser's time zone suggests; usa when it is unknown (spec §5). */
export function browserCountry(): CountryOption {
  try {
    return countryFromTimeZone(Intl.DateTimeFormat().resolvedOptions().timeZone);
  } catch {
    return countryFromTimeZone(undefined);
  }
}
