import { z } from 'zod';

/**
 * The frontmatter editors write in `content/blog/{lang}/*.md` and `content/guides/{lang}/*.md`.
 * Astro checks every file against these at build (src/content.config.ts), so a missing
 * title or an unknown tag fails the build instead of reaching a visitor.
 */

/** Tags are language-neutral keys; their labels live in the UI dictionaries (`blog.tag.*`). */
export const blogTags = [
  'burnout-basics',
  'warning-signs',
  'recovery',
  'sleep',
  'boundaries',
  'workplace',
  'remote-work',
  'mental-health',
  'self-care',
] as const;
export type BlogTag = (typeof blogTags)[number];

const kebabKey = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'Use lowercase letters, digits and hyphens');

/** YAML gives dates as Date objects; editors may also quote them as text. */
const calendarDate = z.coerce.date();

export const blogFrontmatterSchema = z.strictObject({
  title: z.string().trim().min(5).max(70),
  description: z.string().trim().min(50).max(170),
  publishDate: calendarDate,
  updatedDate: calendarDate.optional(),
  author: z.string().trim().min(2).max(80),
  tags: z.array(z.enum(blogTags)).min(1).max(4),
  image: z.strictObject({
    src: z.string().regex(/^\/images\/blog\/[a-z0-9-]+\.(svg|png|jpg|webp)$/, 'An image under /images/blog/'),
    alt: z.string().trim().min(10).max(200),
  }),
  draft: z.boolean().default(false),
  /** The same key in every language links a post to its translations. */
  translationKey: kebabKey,
});
export type BlogFrontmatter = z.infer<typeof blogFrontmatterSchema>;

/** What one URL of a guide shows above the shared body, and its search-result texts. */
export const guideRouteSchema = z.strictObject({
  heading: z.string().trim().min(3).max(120),
  title: z.string().trim().min(3).max(65),
  description: z.string().trim().min(50).max(170),
  intro: z.string().trim().min(20).max(900),
});
export type GuideRoute = z.infer<typeof guideRouteSchema>;

export const guideFrontmatterSchema = z.strictObject({
  updatedDate: calendarDate.optional(),
  /** Keyed by the language-neutral route path, e.g. `mindfulness-exercises`. */
  routes: z.record(z.string(), guideRouteSchema).refine((routes) => Object.keys(routes).length > 0, 'At least one route'),
});
export type GuideFrontmatter = z.infer<typeof guideFrontmatterSchema>;

/** The guide file that holds each screen's body (`content/guides/{lang}/{file}.md`). */
export const guideFileOfScreen = {
  assessment: 'assessment',
  stressTools: 'stress-tools',
  workplaceWellness: 'workplace-wellness',
  preventionGuide: 'prevention-guide',
  plannerGuide: 'planner-guide',
  wellnessJournal: 'wellness-journal',
  about: 'about',
  terms: 'terms',
  privacy: 'privacy',
  cookies: 'cookies',
} as const;
export type GuideScreen = keyof typeof guideFileOfScreen;

export function isGuideScreen(screen: string): screen is GuideScreen {
  return screen in guideFileOfScreen;
}
