import { localizedPath, locales, type Locale } from './locales.ts';
import type { Region } from './regions.ts';
import type { Screen } from './routes.ts';

/** What every public page knows about itself while it is pre-rendered. */
export interface PageContext {
  locale: Locale;
  region: Region;
  screen: Screen;
  /** Language-neutral path, '' for home. */
  restPath: string;
  /**
   * Where the same page lives in each language when the path differs (a blog post's
   * translated slug). Languages missing here have no such page.
   */
  translations?: Partial<Record<Locale, string>>;
  /** Breadcrumb labels for segments no route names (a post's title); null leaves out a segment that is no page. */
  crumbLabels?: Record<string, string | null>;
}

/** The visible URL path of the page (without region folder), e.g. `/de/blog`. */
export function visiblePath(page: PageContext): string {
  return localizedPath(page.locale, page.restPath);
}

/** The same page in every language, for the switcher and the hreflang links. */
export function alternates(page: PageContext): { locale: Locale; path: string }[] {
  const { translations } = page;
  if (!translations) return locales.map((locale) => ({ locale, path: localizedPath(locale, page.restPath) }));
  return locales.flatMap((locale) => {
    const restPath = translations[locale];
    return restPath === undefined ? [] : [{ locale, path: localizedPath(locale, restPath) }];
  });
}
