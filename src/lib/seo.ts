import { z } from 'zod';
import { siteConfig } from './site.ts';
import { localeInfo, localizedPath, locales, type Locale } from './locales.ts';
import { screens } from './routes.ts';
import en from '../../content/seo/en.json';
import de from '../../content/seo/de.json';
import fr from '../../content/seo/fr.json';
import nl from '../../content/seo/nl.json';

const structuredDataSchema = z.record(z.string(), z.unknown());

/** What editors write per page in `content/seo/{lang}.json`; everything else has a sensible default. */
const seoEntrySchema = z.strictObject({
  title: z.string().trim().min(1).max(70),
  description: z.string().trim().min(1).max(200),
  keywords: z.array(z.string().trim().min(1)),
  ogTitle: z.string().optional(),
  ogDescription: z.string().optional(),
  ogImage: z.string().optional(),
  ogType: z.enum(['website', 'article']).optional(),
  twitterCard: z.enum(['summary', 'summary_large_image']).optional(),
  twitterTitle: z.string().optional(),
  twitterDescription: z.string().optional(),
  twitterImage: z.string().optional(),
  structuredData: z.union([structuredDataSchema, z.array(structuredDataSchema)]).optional(),
});

export const seoKeys = [...screens, 'blog-post'] as const;
export type SeoKey = (typeof seoKeys)[number];

const seoFileSchema = z.strictObject(
  Object.fromEntries(seoKeys.map((key) => [key, seoEntrySchema])) as Record<SeoKey, typeof seoEntrySchema>,
);

const entries: Record<Locale, z.infer<typeof seoFileSchema>> = {
  en: seoFileSchema.parse(en),
  de: seoFileSchema.parse(de),
  fr: seoFileSchema.parse(fr),
  nl: seoFileSchema.parse(nl),
};

/** The spec's SEO metadata record (§3), complete. */
export interface SeoRecord {
  title: string;
  description: string;
  keywords: string;
  canonical: string;
  ogTitle: string;
  ogDescription: string;
  ogImage: string;
  ogType: 'website' | 'article';
  twitterCard: 'summary' | 'summary_large_image';
  twitterTitle: string;
  twitterDescription: string;
  twitterImage: string;
  structuredData: Record<string, unknown>[];
}

export const defaultOgImagePath = '/og/emberwell.png';

/** A page's own texts where one key serves many pages (a blog post, an alias of a guide). */
export interface SeoOverride {
  title: string;
  description: string;
  keywords?: readonly string[];
  ogType?: 'website' | 'article';
  ogImage?: string;
  structuredData?: Record<string, unknown>[];
}

/**
 * Canonical URL: origin plus the visible path, never a query and never a trailing slash.
 * The home page keeps its single `/`: that slash is the root path itself (as in the sitemap).
 */
export function canonicalUrl(origin: string, visiblePath: string): string {
  const path = visiblePath.split(/[?#]/)[0]?.replace(/\/+$/, '') ?? '';
  return `${origin.replace(/\/+$/, '')}${path || '/'}`;
}

/**
 * Builds the full record for a page: the editor's entry, the product name in the title,
 * the canonical URL and structured data describing the page.
 */
export function seoRecord(options: {
  locale: Locale;
  key: SeoKey;
  origin: string;
  /** Language-neutral path, e.g. `blog` or `blog/my-post`. */
  restPath: string;
  override?: SeoOverride | undefined;
}): SeoRecord {
  const entry = withOverride(entries[options.locale][options.key], options.override);
  const title = `${entry.title} | ${siteConfig.name}`;
  const canonical = canonicalUrl(options.origin, localizedPath(options.locale, options.restPath));
  const image = absolute(options.origin, entry.ogImage ?? defaultOgImagePath);
  const structuredData = entry.structuredData
    ? [entry.structuredData].flat()
    : defaultStructuredData(options.key, { title, description: entry.description, canonical, locale: options.locale, origin: options.origin });
  return {
    title,
    description: entry.description,
    keywords: entry.keywords.join(', '),
    canonical,
    ogTitle: entry.ogTitle ?? entry.title,
    ogDescription: entry.ogDescription ?? entry.description,
    ogImage: image,
    ogType: entry.ogType ?? (options.key === 'blog-post' ? 'article' : 'website'),
    twitterCard: entry.twitterCard ?? 'summary_large_image',
    twitterTitle: entry.twitterTitle ?? entry.title,
    twitterDescription: entry.twitterDescription ?? entry.description,
    twitterImage: entry.twitterImage ? absolute(options.origin, entry.twitterImage) : image,
    structuredData,
  };
}

type SeoEntry = z.infer<typeof seoEntrySchema>;

/** A page's own texts replace the key's; the key's social texts describe another page, so they go too. */
function withOverride(base: SeoEntry, override: SeoOverride | undefined): SeoEntry {
  if (!override) return base;
  const { ogTitle: _ogTitle, ogDescription: _ogDescription, twitterTitle: _twitterTitle, twitterDescription: _twitterDescription, ...shared } = base;
  return {
    ...shared,
    title: override.title,
    description: override.description,
    keywords: [...(override.keywords ?? base.keywords)],
    ...(override.ogType ? { ogType: override.ogType } : {}),
    ...(override.ogImage ? { ogImage: override.ogImage } : {}),
    ...(override.structuredData ? { structuredData: override.structuredData } : {}),
  };
}

function absolute(origin: string, pathOrUrl: string): string {
  return /^https?:\/\//.test(pathOrUrl) ? pathOrUrl : `${origin}${pathOrUrl}`;
}

function defaultStructuredData(
  key: SeoKey,
  page: { title: string; description: string; canonical: string; locale: Locale; origin: string },
): Record<string, unknown>[] {
  if (key === 'notFound') return [];
  const webPage = {
    '@context': 'https://schema.org',
    '@type': 'WebPage',
    name: page.title,
    description: page.description,
    url: page.canonical,
    inLanguage: localeInfo[page.locale].intl,
  };
  if (key !== 'home') return [webPage];
  return [
    {
      '@context': 'https://schema.org',
      '@type': 'WebSite',
      name: siteConfig.name,
      url: page.origin,
      inLanguage: locales.map((locale) => localeInfo[locale].intl),
    },
    { '@context': 'https://schema.org', '@type': 'Organization', name: siteConfig.name, url: page.origin },
    webPage,
  ];
}
