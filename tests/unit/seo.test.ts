import { describe, expect, it } from 'vitest';
import { canonicalUrl, seoKeys, seoRecord } from '../../src/lib/seo.ts';
import { locales } from '../../src/lib/locales.ts';

const origin = 'https://emberwell.example';

describe('canonical URL', () => {
  it('is the origin plus the visible path, without query, hash or trailing slash', () => {
    expect(canonicalUrl(origin, '/de/blog/?region=germany#top')).toBe(`${origin}/de/blog`);
    expect(canonicalUrl(`${origin}/`, '/blog')).toBe(`${origin}/blog`);
    expect(canonicalUrl(origin, '/')).toBe(`${origin}/`);
  });
});

describe('SEO records', () => {
  it('exist for every page in every language, with the product name in the title', () => {
    for (const locale of locales) {
      for (const key of seoKeys) {
        const record = seoRecord({ locale, key, origin, restPath: '' });
        expect(record.title).toMatch(/ \| Emberwell$/);
        expect(record.description.length).toBeGreaterThan(10);
      }
    }
  });

  it('point the canonical and Open Graph URL at the visible page in its language', () => {
    const record = seoRecord({ locale: 'fr', key: 'blog', origin, restPath: 'blog' });
    expect(record.canonical).toBe(`${origin}/fr/blog`);
    expect(record.ogImage).toBe(`${origin}/og/emberwell.png`);
    expect(record.structuredData[0]).toMatchObject({ '@type': 'WebPage', url: `${origin}/fr/blog`, inLanguage: 'fr-FR' });
  });

  it('describe the home page as a website and an organisation', () => {
    const types = seoRecord({ locale: 'en', key: 'home', origin, restPath: '' }).structuredData.map((item) => item['@type']);
    expect(types).toEqual(['WebSite', 'Organization', 'WebPage']);
  });

  it('keep the 404 title as the spec words it', () => {
    expect(seoRecord({ locale: 'en', key: 'notFound', origin, restPath: '404' }).title).toBe('404 - Page Not Found | Emberwell');
  });
});
