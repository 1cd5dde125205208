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
}

/** The visible URL path of the page (without region folder), e.g. `/de/blog`. */
export function visiblePath(page: PageContext): string {
  return localizedPath(page.locale, page.restPath);
}

/** The same page in every language, for the switcher and the hreflang links. */
export function alternates(page: PageContext): { locale: Locale; path: string }[] {
  return locales.map((locale) => ({ locale, path: localizedPath(locale, page.restPath) }));
}
