import { describe, expect, it } from 'vitest';
import region from '../../functions/region.mts';
import language from '../../functions/language.mts';
import seo from '../../functions/seo.mts';
import { call, fakeContext } from './helpers.ts';

describe('GET /api/region', () => {
  it('answers the ?region= value, with the secure API headers', async () => {
    const { status, body, headers } = await call(region, '/api/region?region=germany', { context: fakeContext({ country: 'FR' }) });
    expect(status).toBe(200);
    expect(body).toEqual({ region: 'germany', path: 'europe/germany' });
    expect(headers.get('cache-control')).toBe('no-store');
    expect(headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('falls back to the CDN country, then to the default, never an error', async () => {
    expect((await call(region, '/api/region?region=%3Cscript%3E', { context: fakeContext({ country: 'NL' }) })).body['region']).toBe('netherlands');
    expect((await call(region, '/api/region')).body['region']).toBe('default');
  });

  it('refuses other methods with 405', async () => {
    const { status, headers } = await call(region, '/api/region', { method: 'POST', body: '{}' });
    expect(status).toBe(405);
    expect(headers.get('allow')).toBe('GET');
  });
});

describe('GET /api/language', () => {
  it('prefers ?lang=, then Accept-Language, then English', async () => {
    expect((await call(language, '/api/language?lang=fr', { headers: { 'Accept-Language': 'de' } })).body).toEqual({ language: 'fr' });
    expect((await call(language, '/api/language', { headers: { 'Accept-Language': 'es;q=1, nl-BE;q=0.8, de;q=0.5' } })).body).toEqual({ language: 'nl' });
    expect((await call(language, '/api/language?lang=xx')).body).toEqual({ language: 'en' });
  });
});

describe('GET /api/seo/{pageType}', () => {
  it('returns the full record of a page type in the requested language', async () => {
    const { status, body } = await call(seo, '/api/seo/blog?lang=de', { context: fakeContext({ params: { pageType: 'blog' } }) });
    expect(status).toBe(200);
    expect(body['canonical']).toMatch(/\/de\/blog$/);
    expect(body['title']).toMatch(/\| Emberwell$/);
    for (const field of ['description', 'keywords', 'ogTitle', 'ogDescription', 'ogImage', 'ogType', 'twitterCard', 'twitterTitle', 'twitterDescription', 'twitterImage', 'structuredData']) {
      expect(body).toHaveProperty(field);
    }
  });

  it('answers a blog post with its own title, canonical URL and BlogPosting data, in its own language', async () => {
    const { body } = await call(seo, '/api/seo/blog-post?slug=was-ist-burnout', { context: fakeContext({ params: { pageType: 'blog-post' } }) });
    expect(body['canonical']).toMatch(/\/de\/blog\/was-ist-burnout$/);
    expect(body['ogType']).toBe('article');
    expect(body['title']).not.toBe('Burnout Recovery Blog | Emberwell');
    expect(body['structuredData']).toEqual([expect.objectContaining({ '@type': 'BlogPosting', inLanguage: 'de-DE' })]);
  });

  it('answers 404 for a slug no published post has', async () => {
    const { status } = await call(seo, '/api/seo/blog-post?slug=no-such-post', { context: fakeContext({ params: { pageType: 'blog-post' } }) });
    expect(status).toBe(404);
  });

  it('answers 404 for an unknown page type and 400 for a malformed slug', async () => {
    expect((await call(seo, '/api/seo/admin', { context: fakeContext({ params: { pageType: 'admin' } }) })).status).toBe(404);
    const bad = await call(seo, '/api/seo/blog-post?slug=..%2Fetc', { context: fakeContext({ params: { pageType: 'blog-post' } }) });
    expect(bad.status).toBe(400);
    expect(bad.body['fields']).toEqual({ slug: 'Invalid slug' });
  });
});
