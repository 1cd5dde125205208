import { describe, expect, it } from 'vitest';
import { countryFromTimeZone, countryOptions, defaultRegion, regionById, regions, resolveRegion } from '../../src/lib/regions.ts';

describe('region resolution', () => {
  it('takes a known ?region= over the country', () => {
    expect(resolveRegion({ query: 'germany', countryCode: 'FR' }).id).toBe('germany');
  });

  it('understands aliases and any letter case', () => {
    expect(resolveRegion({ query: 'nz' }).id).toBe('new_zealand');
    expect(resolveRegion({ query: ' UK ' }).id).toBe('uk');
  });

  it('lets a continent select the global default', () => {
    expect(resolveRegion({ query: 'europe', countryCode: 'DE' })).toBe(defaultRegion);
  });

  it('falls back to the CDN country for unknown values, then to the default', () => {
    expect(resolveRegion({ query: 'atlantis', countryCode: 'nl' }).id).toBe('netherlands');
    expect(resolveRegion({ query: 'atlantis', countryCode: 'ES' })).toBe(defaultRegion);
    expect(resolveRegion({})).toBe(defaultRegion);
  });

  it('maps each country code to exactly one region with a continent/country path', () => {
    const codes = regions.flatMap((region) => region.countryCodes);
    expect(new Set(codes).size).toBe(codes.length);
    for (const region of regions) expect(region.path).toMatch(/^[a-z_]+\/[a-z_]+$/);
  });

  it('offers the nine spec countries, each a region', () => {
    expect(countryOptions).toHaveLength(9);
    for (const country of countryOptions) expect(regionById(country).id).toBe(country);
  });
});

describe('country preselection from the time zone', () => {
  it.each([
    ['Europe/Berlin', 'germany'],
    ['Europe/Amsterdam', 'netherlands'],
    ['America/Toronto', 'canada'],
    ['Pacific/Auckland', 'new_zealand'],
    ['Australia/Perth', 'australia'],
    ['Asia/Bangkok', 'thailand'],
    ['America/Los_Angeles', 'usa'],
  ])('%s suggests %s', (zone, country) => {
    expect(countryFromTimeZone(zone)).toBe(country);
  });

  it('suggests usa for unknown zones and for regions that are no country option', () => {
    expect(countryFromTimeZone('Europe/Madrid')).toBe('usa');
    expect(countryFromTimeZone('Asia/Kolkata')).toBe('usa');
    expect(countryFromTimeZone(undefined)).toBe('usa');
  });
});
