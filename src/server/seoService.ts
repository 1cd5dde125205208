import { z } from 'zod';
import { seoPageTypes, type SeoPageType } from '../lib/routes.ts';
import { seoRecord, type SeoRecord } from '../lib/seo.ts';
import type { Locale } from '../lib/locales.ts';

export const seoQuerySchema = z.object({
  pageType: z.enum(seoPageTypes),
  slug: z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'Invalid slug').max(120).optional(),
});

/** The record a page type shows in a language; a blog post's canonical URL carries its slug. */
export function seoRecordForPageType(options: { pageType: SeoPageType; slug?: string | undefined; locale: Locale; origin: string }): SeoRecord {
  const restPath = options.pageType === 'blog-post' && options.slug ? `blog/${options.slug}` : pathOfPageType(options.pageType);
  return seoRecord({ locale: options.locale, key: options.pageType, origin: options.origin, restPath });
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
