import { describe, expect, it } from 'vitest';
import { dictionary, dictionarySchema } from '../../src/i18n/index.ts';
import { pageText } from '../../src/lib/pageTexts.ts';
import { screens } from '../../src/lib/routes.ts';
import { locales } from '../../src/lib/locales.ts';
import en from '../../src/i18n/en.json';

const translated = locales.filter((locale) => locale !== 'en');

describe('UI dictionaries', () => {
  it('have every English key, and no other, in every language', () => {
    for (const locale of locales) expect(Object.keys(dictionary(locale)).sort()).toEqual(Object.keys(en).sort());
  });

  it('refuse a dictionary with a missing or an extra key', () => {
    const { skipLink: _dropped, ...missing } = en;
    expect(dictionarySchema.safeParse(missing).success).toBe(false);
    expect(dictionarySchema.safeParse({ ...en, 'nav.extra': 'x' }).success).toBe(false);
  });

  /** Strings that are rightly the same in English and another language ("Page 2" in French). */
  const sameByNature: ReadonlySet<string> = new Set(['fr:blog.pageNumber']);

  it.each(translated)('leave no English sentence untranslated in %s', (locale) => {
    const english = dictionary('en');
    const leftovers = Object.entries(dictionary(locale)).filter(
      // Sentences only: single words such as "International" or "Blog" are the same in several languages.
      ([key, value]) => value.includes(' ') && value === english[key as keyof typeof english] && !sameByNature.has(`${locale}:${key}`),
    );
    expect(leftovers).toEqual([]);
  });
});

describe('page texts', () => {
  it.each(translated)('translate every heading and introduction into %s', (locale) => {
    for (const screen of screens) {
      const own = pageText(locale, screen);
      const english = pageText('en', screen);
      expect(own.intro).not.toBe(english.intro);
      expect(own.heading.length).toBeGreaterThan(0);
    }
  });
});
