import { describe, expect, it } from 'vitest';
import {
  blogListRestPath,
  blogPostPath,
  localeAndSlugOf,
  paginate,
  readingMinutes,
  relatedPosts,
  sortNewestFirst,
  translationsOf,
  type BlogPostSummary,
} from '../../src/lib/blog/posts.ts';
import { blogPostSeo } from '../../src/lib/blog/seo.ts';
import type { BlogTag } from '../../src/lib/content/schemas.ts';
import type { Locale } from '../../src/lib/locales.ts';

function post(slug: string, options: { locale?: Locale; date?: string; tags?: BlogTag[]; key?: string } = {}): BlogPostSummary {
  return {
    locale: options.locale ?? 'en',
    slug,
    title: `Title of ${slug}`,
    description: 'A description long enough for the search result of this post.',
    publishDate: new Date(options.date ?? '2026-06-01'),
    author: 'Emberwell editorial team',
    tags: options.tags ?? ['recovery'],
    image: { src: '/images/blog/x.svg', alt: 'Abstract illustration' },
    translationKey: options.key ?? slug,
  };
}

describe('blog rules', () => {
  it('reads language and slug from the file path and refuses files outside a language folder', () => {
    expect(localeAndSlugOf('de/was-ist-burnout')).toEqual({ locale: 'de', slug: 'was-ist-burnout' });
    expect(() => localeAndSlugOf('es/que-es')).toThrow();
    expect(() => localeAndSlugOf('de/a/b')).toThrow();
  });

  it('builds post and list addresses per language', () => {
    expect(blogPostPath('en', 'sleep')).toBe('/blog/sleep');
    expect(blogPostPath('nl', 'slaap')).toBe('/nl/blog/slaap');
    expect(blogListRestPath(1)).toBe('blog');
    expect(blogListRestPath(3)).toBe('blog/page/3');
  });

  it('lists newest first and splits into pages', () => {
    const sorted = sortNewestFirst([post('old', { date: '2026-01-01' }), post('new', { date: '2026-09-01' }), post('mid', { date: '2026-05-01' })]);
    expect(sorted.map((p) => p.slug)).toEqual(['new', 'mid', 'old']);
    expect(paginate([1, 2, 3, 4, 5, 6, 7, 8], 6)).toEqual([[1, 2, 3, 4, 5, 6], [7, 8]]);
    expect(paginate([], 6)).toEqual([[]]);
  });

  it('relates posts of the same language by shared tags, then recency, never the post itself', () => {
    const current = post('current', { tags: ['sleep', 'recovery'] });
    const all = [
      current,
      post('both', { tags: ['sleep', 'recovery'], date: '2026-01-01' }),
      post('one-new', { tags: ['sleep'], date: '2026-08-01' }),
      post('none', { tags: ['workplace'], date: '2026-09-01' }),
      post('german', { locale: 'de', tags: ['sleep', 'recovery'] }),
    ];
    expect(relatedPosts(current, all, 3).map((p) => p.slug)).toEqual(['both', 'one-new', 'none']);
  });

  it('finds the translations of a post by its key', () => {
    const english = post('sleep', { key: 'sleep-and-recovery' });
    const all = [english, post('schlaf', { locale: 'de', key: 'sleep-and-recovery' }), post('other', { locale: 'fr' })];
    expect(translationsOf(english, all).map((p) => p.slug)).toEqual(['schlaf']);
  });

  it('estimates reading time at 200 words a minute, at least one minute', () => {
    expect(readingMinutes('word '.repeat(1000))).toBe(5);
    expect(readingMinutes('## Heading\n\nshort')).toBe(1);
  });

  it('gives a post BlogPosting data with its dates, language and translated topics', () => {
    const record = blogPostSeo({ ...post('schlaf', { locale: 'de', tags: ['sleep'] }), updatedDate: new Date('2026-11-20') }, 'https://example.org');
    expect(record.ogType).toBe('article');
    expect(record.keywords).toEqual(['Schlaf']);
    expect(record.structuredData?.[0]).toMatchObject({
      '@type': 'BlogPosting',
      headline: 'Title of schlaf',
      datePublished: '2026-06-01',
      dateModified: '2026-11-20',
      inLanguage: 'de-DE',
      url: 'https://example.org/de/blog/schlaf',
    });
  });
});
