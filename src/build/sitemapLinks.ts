import { blogPostPath, translationsOf } from '../lib/blog/posts.ts';
import { canonicalUrl } from '../lib/seo.ts';
import { readBlogIndex } from '../server/blogIndex.ts';

interface SitemapLink {
  url: string;
  lang: string;
}

/**
 * hreflang pairs for blog posts in the sitemap. The sitemap's own i18n pairing matches
 * pages by identical paths, which translated slugs (`/blog/sleep-and-recovery`,
 * `/de/blog/schlaf-und-erholung`) never have, so the pairs come from translation keys.
 */
export function blogSitemapLinks(origin: string): Map<string, SitemapLink[]> {
  const posts = readBlogIndex();
  const links = new Map<string, SitemapLink[]>();
  for (const post of posts) {
    const versions = [post, ...translationsOf(post, posts)];
    links.set(
      canonicalUrl(origin, blogPostPath(post.locale, post.slug)),
      versions.map((version) => ({ url: canonicalUrl(origin, blogPostPath(version.locale, version.slug)), lang: version.locale })),
    );
  }
  return links;
}
