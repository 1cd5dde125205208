import { localizedPath, splitLocalePath } from './locales.ts';
import { screenForPath } from './routes.ts';
import { pageText } from './pageTexts.ts';
import { dictionary } from '../i18n/index.ts';

export interface Crumb {
  label: string;
  /** Absent on the last crumb: the current page is not a link. */
  href?: string;
}

/** Fallback label for a segment no route names: `my-first-post` → `My first post`. */
export function capitaliseSegment(segment: string): string {
  const words = decodeURIComponent(segment).replace(/[-_]+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/**
 * The breadcrumb trail of a visible path (spec §2 "Breadcrumbs"): Home, then one crumb per
 * segment. Home itself has no trail. `labelFor` names a language-neutral path when it knows
 * it, and answers null for a segment that is no page (`blog/page` of `blog/page/2`).
 */
export function buildBreadcrumbs(
  pathname: string,
  homeLabel: string,
  labelFor: (restPath: string) => string | null | undefined,
): Crumb[] {
  const { locale, rest } = splitLocalePath(pathname);
  const segments = rest.split('/').filter(Boolean);
  if (segments.length === 0) return [];
  const crumbs: Crumb[] = [{ label: homeLabel, href: localizedPath(locale, '') }];
  segments.forEach((segment, index) => {
    const restPath = segments.slice(0, index + 1).join('/');
    const known = labelFor(restPath);
    if (known === null) return;
    const label = known ?? capitaliseSegment(segment);
    const isLast = index === segments.length - 1;
    crumbs.push(isLast ? { label } : { label, href: localizedPath(locale, restPath) });
  });
  return crumbs;
}

/**
 * The trail the public layout shows for a visible path, with labels in the path's language;
 * `pageLabels` names segments only the page itself knows (a post's title).
 */
export function breadcrumbsFor(pathname: string, pageLabels: Record<string, string | null> = {}): Crumb[] {
  const { locale } = splitLocalePath(pathname);
  return buildBreadcrumbs(pathname, dictionary(locale)['breadcrumbs.home'], (restPath) => {
    if (restPath in pageLabels) return pageLabels[restPath];
    const screen = screenForPath(restPath);
    return screen ? pageText(locale, screen).crumb : undefined;
  });
}
