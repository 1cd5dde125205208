import { getCollection, type CollectionEntry } from 'astro:content';
import { locales, type Locale } from '../lib/locales.ts';
import { dictionary } from '../i18n/index.ts';
import { formatMessage } from '../i18n/format.ts';
import type { BlogTag } from '../lib/content/schemas.ts';
import {
  blogListRestPath,
  blogPostRestPath,
  blogTagRestPath,
  localeAndSlugOf,
  paginate,
  postsPerPage,
  sortNewestFirst,
  translationsOf,
  type BlogPostSummary,
} from '../lib/blog/posts.ts';

/** A published post: its summary for lists and the entry Astro renders. */
export interface PublishedPost extends BlogPostSummary {
  entry: CollectionEntry<'blog'>;
}

/** What a blog page shows besides the layout. */
export type BlogView =
  | { kind: 'list'; pageNumber: number; pageCount: number }
  | { kind: 'tag'; tag: BlogTag }
  | { kind: 'post'; slug: string };

export interface BlogPageSpec {
  locale: Locale;
  restPath: string;
  view: BlogView;
  translations?: Partial<Record<Locale, string>>;
  crumbLabels?: Record<string, string | null>;
}

/** Every non-draft post of every language, newest first. */
export async function publishedPosts(): Promise<PublishedPost[]> {
  const entries = await getCollection('blog', (entry) => !entry.data.draft);
  return sortNewestFirst(
    entries.map((entry) => {
      const { draft: _draft, ...data } = entry.data;
      return { ...data, ...localeAndSlugOf(entry.id), entry };
    }),
  );
}

export function tagLabel(locale: Locale, tag: BlogTag): string {
  return dictionary(locale)[`blog.tag.${tag}`];
}

/**
 * The blog's pages beyond `/blog` itself (a route of the route table): list pages 2 and up,
 * one page per tag in use, and every post, in every language.
 */
export async function blogPageSpecs(): Promise<BlogPageSpec[]> {
  const posts = await publishedPosts();
  return locales.flatMap((locale) => {
    const own = posts.filter((post) => post.locale === locale);
    const pageCount = paginate(own, postsPerPage).length;
    const listPages: BlogPageSpec[] = Array.from({ length: pageCount - 1 }, (_, index) => {
      const pageNumber = index + 2;
      const restPath = blogListRestPath(pageNumber);
      const pageLabel = formatMessage(dictionary(locale)['blog.pageNumber'], { number: pageNumber });
      return { locale, restPath, view: { kind: 'list', pageNumber, pageCount }, crumbLabels: { 'blog/page': null, [restPath]: pageLabel } };
    });
    const tagsInUse = [...new Set(own.flatMap((post) => post.tags))];
    const tagPages: BlogPageSpec[] = tagsInUse.map((tag) => {
      const restPath = blogTagRestPath(tag);
      // A tag page exists in every language that uses the tag.
      const translations = Object.fromEntries(
        locales.filter((other) => posts.some((post) => post.locale === other && post.tags.includes(tag))).map((other) => [other, restPath]),
      );
      return { locale, restPath, view: { kind: 'tag', tag }, translations, crumbLabels: { 'blog/tag': null, [restPath]: tagLabel(locale, tag) } };
    });
    const postPages: BlogPageSpec[] = own.map((post) => {
      const restPath = blogPostRestPath(post.slug);
      const translations = Object.fromEntries([post, ...translationsOf(post, posts)].map((version) => [version.locale, blogPostRestPath(version.slug)]));
      return { locale, restPath, view: { kind: 'post', slug: post.slug }, translations, crumbLabels: { [restPath]: post.title } };
    });
    return [...listPages, ...tagPages, ...postPages];
  });
}
