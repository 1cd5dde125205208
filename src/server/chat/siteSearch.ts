import MiniSearch from 'minisearch';
import { localizedPath, locales, type Locale } from '../../lib/locales.ts';
import { pageText } from '../../lib/pageTexts.ts';
import { publicRoutes } from '../../lib/routes.ts';

interface PageDocument {
  id: string;
  locale: Locale;
  href: string;
  title: string;
  text: string;
}

/**
 * A small full-text index of the site's own pages, built once per function instance from
 * the same content the pages are built from, so the assistant can point to a page that fits.
 */
const index = new MiniSearch<PageDocument>({
  fields: ['title', 'text'],
  storeFields: ['href', 'title', 'locale'],
  searchOptions: { boost: { title: 2 }, fuzzy: 0.2, prefix: true },
});

const skippedScreens = new Set(['home', 'checkout', 'thankYou', 'thankYouSignup', 'notFound', 'terms', 'cookies']);
const seen = new Set<string>();
for (const locale of locales) {
  for (const route of publicRoutes) {
    if (skippedScreens.has(route.screen) || seen.has(`${locale}:${route.screen}`)) continue;
    seen.add(`${locale}:${route.screen}`);
    const text = pageText(locale, route.screen);
    index.add({ id: `${locale}:${route.path}`, locale, href: localizedPath(locale, route.path), title: text.heading, text: text.intro });
  }
}

/** The best-matching page in a language, or undefined when nothing fits well enough. */
export function findPage(query: string, locale: Locale): { href: string; title: string } | undefined {
  const [best] = index.search(query, { filter: (result) => result['locale'] === locale });
  if (!best || best.score < 2) return undefined;
  return { href: String(best['href']), title: String(best['title']) };
}

/** A page's title in a language, for links the assistant adds to a reply. */
export function pageTitle(restPath: string, locale: Locale): string | undefined {
  const route = publicRoutes.find((entry) => entry.path === restPath);
  return route ? pageText(locale, route.screen).heading : undefined;
}
