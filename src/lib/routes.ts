import { splitLocalePath } from './locales.ts';

/**
 * The one route table of the public site (spec §2). Each entry is a language-neutral
 * path and the screen it shows; aliases share a screen but keep their own URL.
 */
export const screens = [
  'home',
  'checkout',
  'thankYou',
  'terms',
  'privacy',
  'cookies',
  'about',
  'blog',
  'quiz',
  'signup',
  'thankYouSignup',
  'contact',
  'assessment',
  'stressTools',
  'workplaceWellness',
  'preventionGuide',
  'plannerGuide',
  'wellnessJournal',
  'notFound',
] as const;
export type Screen = (typeof screens)[number];

export interface PublicRoute {
  /** Language-neutral path without slashes; '' is the home page. */
  path: string;
  screen: Screen;
}

const route = (path: string, screen: Screen): PublicRoute => ({ path, screen });

export const publicRoutes: readonly PublicRoute[] = [
  route('', 'home'),
  route('checkout', 'checkout'),
  route('thank-you', 'thankYou'),
  route('terms', 'terms'),
  route('privacy', 'privacy'),
  route('cookies', 'cookies'),
  route('about', 'about'),
  route('blog', 'blog'),
  route('burnout-quiz', 'quiz'),
  route('burnout-checker', 'quiz'),
  route('signup', 'signup'),
  route('thank-you-signup', 'thankYouSignup'),
  route('contact', 'contact'),
  route('burnout-assessment', 'assessment'),
  route('quiz', 'assessment'),
  route('professional-burnout-recovery', 'assessment'),
  route('burnout-symptoms-checklist', 'assessment'),
  route('stress-management-tools', 'stressTools'),
  route('mental-health-resources', 'stressTools'),
  route('mindfulness-exercises', 'stressTools'),
  route('work-life-balance', 'stressTools'),
  route('self-care-strategies', 'stressTools'),
  route('stress-reduction-techniques', 'stressTools'),
  route('corporate-wellness-programs', 'stressTools'),
  route('employee-mental-health', 'stressTools'),
  route('workplace-wellness', 'workplaceWellness'),
  route('burnout-prevention-guide', 'preventionGuide'),
  route('wellness-planner-guide', 'plannerGuide'),
  route('mental-wellness-journal', 'wellnessJournal'),
];

/** The not-found page is pre-rendered per language at `/404`, `/de/404`, … but is no public route. */
export const notFoundRoute: PublicRoute = route('404', 'notFound');

/** Routes outside the public layout (spec §2 "Top-level routes"). English only: staff tools. */
export const adminPaths = ['/admin-login', '/admin/login', '/admin'] as const;

/** The six header links (spec §2 "Home page"). */
export const headerLinkPaths = ['', 'blog', 'burnout-prevention-guide', 'burnout-checker', 'contact', 'signup'] as const;
/** The footer's internal links. */
export const footerLinkPaths = ['blog', 'terms', 'privacy', 'cookies'] as const;

/** The public route at a language-neutral path, or undefined. */
export function routeForPath(rest: string): PublicRoute | undefined {
  const clean = rest.replace(/^\/+|\/+$/g, '');
  return publicRoutes.find((entry) => entry.path === clean);
}

/** The screen a pre-rendered path shows, the not-found page included (for its breadcrumb). */
export function screenForPath(rest: string): Screen | undefined {
  const clean = rest.replace(/^\/+|\/+$/g, '');
  return clean === notFoundRoute.path ? notFoundRoute.screen : routeForPath(clean)?.screen;
}

export const seoPageTypes = ['home', 'blog', 'blog-post', 'quiz', 'checkout', 'privacy', 'terms', 'cookies'] as const;
export type SeoPageType = (typeof seoPageTypes)[number];

/**
 * The spec's page type of a visible path (§2 "Search-engine metadata"): used by
 * `GET /api/seo/{pageType}`. Paths it does not name are treated as home.
 */
export function pageTypeFromPath(pathname: string): { pageType: SeoPageType; slug?: string } {
  const { rest } = splitLocalePath(pathname);
  const [first, second, ...more] = rest.split('/').filter(Boolean);
  if (first === undefined) return { pageType: 'home' };
  if (first === 'blog' && second === undefined) return { pageType: 'blog' };
  if (first === 'blog' && second !== undefined && more.length === 0) return { pageType: 'blog-post', slug: second };
  if (second !== undefined) return { pageType: 'home' };
  if (first === 'burnout-quiz') return { pageType: 'quiz' };
  if (first === 'checkout' || first === 'privacy' || first === 'terms' || first === 'cookies') return { pageType: first };
  return { pageType: 'home' };
}
