import { z } from 'zod';
import { seoPageTypes, type SeoPageType } from '../lib/routes.ts';
import { seoRecord, type SeoRecord } from '../lib/seo.ts';
import type { Locale } from '../lib/locales.ts';
import { blogPostSeo } from '../lib/blog/seo.ts';
import { blogIndex } from './blogIndex.ts';

export const seoQuerySchema = z.object({
  pageType: z.enum(seoPageTypes),
  slug: z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'Invalid slug').max(120).optional(),
});

/**
 * The record a page type shows in a language. A blog post's slug names the post (in any
 * language; its own language wins), so the answer is the one its static page carries.
 * Undefined for a slug no published post has.
 */
export function seoRecordForPageType(options: { pageType: SeoPageType; slug?: string | undefined; locale: Locale; origin: string }): SeoRecord | undefined {
  if (options.pageType === 'blog-post' && options.slug) {
    const post = blogIndex().find((candidate) => candidate.slug === options.slug);
    if (!post) return undefined;
    return seoRecord({ locale: post.locale, key: 'blog-post', origin: options.origin, restPath: `blog/${post.slug}`, override: blogPostSeo(post, options.origin) });
  }
  return seoRecord({ locale: options.locale, key: options.pageType, origin: options.origin, restPath: pathOfPageType(options.pageType) });
}

function pathOfPageType(pageType: SeoPageType): string {
  switch (pageType) {
    case 'home':
      return '';
    case 'quiz':
      return 'burnout-quiz';
    case 'blog-post':
      return 'blog';
    default:
      return pageType;
  }
}
