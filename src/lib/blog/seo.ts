import { localeInfo } from '../locales.ts';
import { isoDay } from '../../i18n/dates.ts';
import { dictionary } from '../../i18n/index.ts';
import { siteConfig } from '../site.ts';
import { canonicalUrl, type SeoOverride } from '../seo.ts';
import { blogPostPath, type BlogPostSummary } from './posts.ts';


/** A post's own search texts and its `BlogPosting` structured data. */
export function blogPostSeo(post: BlogPostSummary, origin: string): SeoOverride {
  const url = canonicalUrl(origin, blogPostPath(post.locale, post.slug));
  const organisation = { '@type': 'Organization', name: siteConfig.name, url: origin };
  const topics = post.tags.map((tag) => dictionary(post.locale)[`blog.tag.${tag}`]);
  return {
    title: post.title,
    description: post.description,
    keywords: topics,
    ogType: 'article',
    structuredData: [
      {
        '@context': 'https://schema.org',
        '@type': 'BlogPosting',
        headline: post.title,
        description: post.description,
        datePublished: isoDay(post.publishDate),
        dateModified: isoDay(post.updatedDate ?? post.publishDate),
        inLanguage: localeInfo[post.locale].intl,
        author: { ...organisation, name: post.author },
        publisher: organisation,
        image: `${origin}${post.image.src}`,
        keywords: topics.join(', '),
        url,
        mainEntityOfPage: { '@type': 'WebPage', '@id': url },
      },
    ],
  };
}
