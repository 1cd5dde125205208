import { isLocale, localizedPath, type Locale } from '../locales.ts';
import type { BlogFrontmatter, BlogTag } from '../content/schemas.ts';

/** A published post as lists, feeds and the SEO service see it: its frontmatter plus where it lives. */
export interface BlogPostSummary extends Omit<BlogFrontmatter, 'draft'> {
  locale: Locale;
  slug: string;
}

/** Posts per list page; `/blog` is page 1, then `/blog/page/2`, … */
export const postsPerPage = 6;

/** `de/was-ist-burnout` → { locale: 'de', slug: 'was-ist-burnout' }. */
export function localeAndSlugOf(entryId: string): { locale: Locale; slug: string } {
  const [locale, slug, ...rest] = entryId.split('/');
  if (!isLocale(locale) || !slug || rest.length > 0) throw new Error(`Blog file ${entryId} must sit in content/blog/{en,de,fr,nl}/`);
  return { locale, slug };
}

export function blogPostRestPath(slug: string): string {
  return `blog/${slug}`;
}

export function blogPostPath(locale: Locale, slug: string): string {
  return localizedPath(locale, blogPostRestPath(slug));
}

/** Language-neutral path of a list page: page 1 is the blog's own address. */
export function blogListRestPath(pageNumber: number): string {
  return pageNumber <= 1 ? 'blog' : `blog/page/${pageNumber}`;
}

export function blogTagRestPath(tag: BlogTag): string {
  return `blog/tag/${tag}`;
}

export function sortNewestFirst<Post extends Pick<BlogPostSummary, 'publishDate' | 'slug'>>(posts: readonly Post[]): Post[] {
  return [...posts].sort((a, b) => b.publishDate.getTime() - a.publishDate.getTime() || a.slug.localeCompare(b.slug));
}

/** Splits a list into pages of `size`; an empty list still has one (empty) page. */
export function paginate<Item>(items: readonly Item[], size: number): Item[][] {
  const pages: Item[][] = [];
  for (let start = 0; start < items.length; start += size) pages.push(items.slice(start, start + size));
  return pages.length > 0 ? pages : [[]];
}

/** Posts in the same language that share the most tags, newest first among equals. */
export function relatedPosts<Post extends BlogPostSummary>(post: Post, all: readonly Post[], count = 3): Post[] {
  const shared = (other: Post) => other.tags.filter((tag) => post.tags.includes(tag)).length;
  return sortNewestFirst(all.filter((other) => other.locale === post.locale && other.slug !== post.slug))
    .map((other, recency) => ({ other, score: shared(other), recency }))
    .sort((a, b) => b.score - a.score || a.recency - b.recency)
    .slice(0, count)
    .map(({ other }) => other);
}

/** The same post in the other languages, found through its translation key. */
export function translationsOf<Post extends BlogPostSummary>(post: Post, all: readonly Post[]): Post[] {
  return all.filter((other) => other.translationKey === post.translationKey && other.locale !== post.locale);
}

/** Whole minutes at a calm 200 words a minute, never less than one. */
export function readingMinutes(markdown: string): number {
  const words = markdown.replace(/[#>*_`[\]()|-]+/g, ' ').split(/\s+/).filter(Boolean).length;
  return Math.max(1, Math.ceil(words / 200));
}
