import type { Locale } from './locales.ts';

/**
 * The one region table. Pre-rendered region variants, the CDN rewrite rules, the footer
 * flag, the regional image folder and `GET /api/region` all derive from it.
 */
export const regionIds = [
  'netherlands',
  'germany',
  'france',
  'uk',
  'canada',
  'usa',
  'australia',
  'new_zealand',
  'thailand',
  'india',
] as const;
export type RegionId = (typeof regionIds)[number];
export type RegionOrDefault = RegionId | 'default';

/** The currencies the regions sell in; the shop catalogue has a price in each. */
export const currencies = ['EUR', 'GBP', 'USD', 'CAD', 'AUD', 'NZD', 'THB', 'INR'] as const;
export type Currency = (typeof currencies)[number];

export interface Region {
  id: RegionOrDefault;
  /** Folder under `/uploads/` and the spec's region identifier, e.g. `europe/germany`. */
  path: string;
  /** ISO 3166-1 alpha-2 codes the CDN reports for visitors of this region. */
  countryCodes: readonly string[];
  flag: string;
  defaultLanguage: Locale;
  currency: Currency;
  /** Where the home page's figures come from; `global` regions show the worldwide figures. */
  statistics: 'global' | 'uk' | 'netherlands' | 'germany' | 'canada';
  /** Other `?region=` values that select this region. */
  aliases: readonly string[];
  /** IANA time zones of the region, used to preselect the country in forms. */
  timeZones: readonly string[];
}

export const defaultRegion: Region = {
  id: 'default',
  path: 'default',
  countryCodes: [],
  flag: '🌍',
  defaultLanguage: 'en',
  currency: 'USD',
  statistics: 'global',
  // A continent alone says too little to pick a country's content, so it selects the global default.
  aliases: ['europe', 'north_america', 'oceania', 'asia'],
  timeZones: [],
};

export const regions: readonly Region[] = [
  { id: 'netherlands', path: 'europe/netherlands', countryCodes: ['NL'], flag: '🇳🇱', defaultLanguage: 'nl', currency: 'EUR', statistics: 'netherlands', aliases: [], timeZones: ['Europe/Amsterdam'] },
  { id: 'germany', path: 'europe/germany', countryCodes: ['DE'], flag: '🇩🇪', defaultLanguage: 'de', currency: 'EUR', statistics: 'germany', aliases: [], timeZones: ['Europe/Berlin', 'Europe/Busingen'] },
  { id: 'france', path: 'europe/france', countryCodes: ['FR'], flag: '🇫🇷', defaultLanguage: 'fr', currency: 'EUR', statistics: 'global', aliases: [], timeZones: ['Europe/Paris'] },
  { id: 'uk', path: 'europe/uk', countryCodes: ['GB'], flag: '🇬🇧', defaultLanguage: 'en', currency: 'GBP', statistics: 'uk', aliases: [], timeZones: ['Europe/London', 'Europe/Belfast'] },
  { id: 'canada', path: 'north_america/canada', countryCodes: ['CA'], flag: '🇨🇦', defaultLanguage: 'en', currency: 'CAD', statistics: 'canada', aliases: [], timeZones: ['America/Toronto', 'America/Montreal', 'America/Vancouver', 'America/Edmonton', 'America/Winnipeg', 'America/Halifax', 'America/St_Johns', 'America/Regina', 'America/Moncton', 'America/Whitehorse', 'America/Yellowknife', 'America/Iqaluit', 'Canada/Eastern', 'Canada/Pacific', 'Canada/Central', 'Canada/Mountain', 'Canada/Atlantic'] },
  { id: 'usa', path: 'north_america/usa', countryCodes: ['US'], flag: '🇺🇸', defaultLanguage: 'en', currency: 'USD', statistics: 'global', aliases: [], timeZones: ['America/New_York', 'America/Chicago', 'America/Denver', 'America/Los_Angeles', 'America/Phoenix', 'America/Anchorage', 'America/Detroit', 'America/Boise', 'America/Indiana/Indianapolis', 'America/Kentucky/Louisville', 'Pacific/Honolulu', 'US/Eastern', 'US/Central', 'US/Mountain', 'US/Pacific'] },
  { id: 'australia', path: 'oceania/australia', countryCodes: ['AU'], flag: '🇦🇺', defaultLanguage: 'en', currency: 'AUD', statistics: 'global', aliases: [], timeZones: ['Australia/Sydney', 'Australia/Melbourne', 'Australia/Brisbane', 'Australia/Perth', 'Australia/Adelaide', 'Australia/Hobart', 'Australia/Darwin', 'Australia/Canberra'] },
  { id: 'new_zealand', path: 'oceania/new_zealand', countryCodes: ['NZ'], flag: '🇳🇿', defaultLanguage: 'en', currency: 'NZD', statistics: 'global', aliases: ['nz'], timeZones: ['Pacific/Auckland', 'Pacific/Chatham', 'NZ'] },
  { id: 'thailand', path: 'asia/thailand', countryCodes: ['TH'], flag: '🇹🇭', defaultLanguage: 'en', currency: 'THB', statistics: 'global', aliases: [], timeZones: ['Asia/Bangkok'] },
  { id: 'india', path: 'asia/india', countryCodes: ['IN'], flag: '🇮🇳', defaultLanguage: 'en', currency: 'INR', statistics: 'global', aliases: [], timeZones: ['Asia/Kolkata', 'Asia/Calcutta'] },
];

/** The nine countries a visitor can pick in forms (spec §3 "Country options"). */
export const countryOptions = [
  'australia',
  'canada',
  'france',
  'germany',
  'netherlands',
  'new_zealand',
  'uk',
  'usa',
  'thailand',
] as const satisfies readonly RegionId[];
export type CountryOption = (typeof countryOptions)[number];

const allRegions: readonly Region[] = [...regions, defaultRegion];

export function regionById(id: RegionOrDefault): Region {
  return allRegions.find((region) => region.id === id) ?? defaultRegion;
}

/** Every value `?region=` understands, with the region it selects. */
export function regionQueryValues(): { value: string; region: Region }[] {
  return allRegions.flatMap((region) =>
    [region.id, ...region.aliases].map((value) => ({ value, region })),
  );
}

/** The region a `?region=` value names, or undefined for anything unknown (case-insensitive). */
export function regionFromQuery(value: string | null | undefined): Region | undefined {
  if (!value) return undefined;
  const wanted = value.trim().toLowerCase();
  return regionQueryValues().find((entry) => entry.value === wanted)?.region;
}

/**
 * The form country a browser time zone suggests (spec §5 "Country preselection").
 * Unknown zones, and zones of regions that are no country option, suggest `usa`.
 */
export function countryFromTimeZone(timeZone: string | null | undefined): CountryOption {
  const region = regions.find((entry) => timeZone !== undefined && timeZone !== null && entry.timeZones.includes(timeZone));
  return countryOptions.find((country) => country === region?.id) ?? 'usa';
}

/** The region of an ISO country code as the CDN reports it, or undefined. */
export function regionFromCountryCode(code: string | null | undefined): Region | undefined {
  if (!code) return undefined;
  const wanted = code.trim().toUpperCase();
  return regions.find((region) => region.countryCodes.includes(wanted));
}

/**
 * The region a visitor sees: the query value when it is known, else the CDN's country,
 * else the default. Unknown values fall through to the next source; they never fail.
 */
export function resolveRegion(input: { query?: string | null | undefined; countryCode?: string | null | undefined }): Region {
  return regionFromQuery(input.query) ?? regionFromCountryCode(input.countryCode) ?? defaultRegion;
}
