import { describe, expect, it } from 'vitest';
import { storageInventory } from '../../src/lib/storageInventory.ts';
import { storageKeys } from '../../src/lib/storageKeys.ts';
import { dictionary } from '../../src/i18n/index.ts';
import { locales } from '../../src/lib/locales.ts';

describe('the cookie policy table', () => {
  it('lists every storage key the site writes, plus the analytics cookies', () => {
    const names = storageInventory.map((item) => item.name);
    for (const key of Object.values(storageKeys)) expect(names).toContain(key);
    expect(names).toContain('_ga, _ga_<id>');
  });

  it('marks analytics storage as set only after consent', () => {
    const afterConsent = storageInventory.filter((item) => item.when === 'afterConsent').map((item) => item.name);
    expect(afterConsent.sort()).toEqual(['_ga, _ga_<id>', storageKeys.gaClientId].sort());
  });

  it.each(locales)('has a purpose for every item in %s', (locale) => {
    for (const item of storageInventory) expect(dictionary(locale)[`storage.purpose.${item.purpose}`]).toMatch(/\S/);
  });
});
