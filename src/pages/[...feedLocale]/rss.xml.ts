import rss from '@astrojs/rss';
import type { APIRoute, GetStaticPaths } from 'astro';
import { localeInfo, localePrefix, locales, type Locale } from '../../lib/locales.ts';
import { siteConfig, siteOrigin } from '../../lib/site.ts';
import { pageText } from '../../lib/pageTexts.ts';
import { dictionary } from '../../i18n/index.ts';
import { blogPostPath } from '../../lib/blog/posts.ts';
import { publishedPosts } from '../../build/blogPages.ts';

/** One RSS feed per language: `/rss.xml`, `/de/rss.xml`, … (linked from each blog page). */
export const getStaticPaths = (() =>
  locales.map((locale) => ({ params: { feedLocale: localePrefix(locale).slice(1) || undefined }, props: { locale } }))) satisfies GetStaticPaths;

export const GET: APIRoute<{ locale: Locale }> = async ({ props }) => {
  const { locale } = props;
  const origin = siteOrigin();
  const posts = (await publishedPosts()).filter((post) => post.locale === locale);
  return rss({
    title: `${pageText(locale, 'blog').heading} | ${siteConfig.name}`,
    description: dictionary(locale)['blog.rssDescription'],
    site: origin,
    customData: `<language>${localeInfo[locale].intl}</language>`,
    items: posts.map((post) => ({
      title: post.title,
      description: post.description,
      pubDate: post.publishDate,
      link: `${origin}${blogPostPath(locale, post.slug)}`,
      categories: post.tags.map((tag) => dictionary(locale)[`blog.tag.${tag}`]),
    })),
  });
};
