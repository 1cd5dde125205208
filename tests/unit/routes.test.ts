import { describe, expect, it } from 'vitest';
import { pageTypeFromPath, publicRoutes, routeForPath } from '../../src/lib/routes.ts';

describe('route table', () => {
  it('holds every public route of the spec once', () => {
    const specPaths = [
      '', 'checkout', 'thank-you', 'terms', 'privacy', 'cookies', 'about', 'blog', 'burnout-quiz', 'burnout-checker',
      'signup', 'thank-you-signup', 'contact', 'burnout-assessment', 'quiz', 'professional-burnout-recovery',
      'burnout-symptoms-checklist', 'stress-management-tools', 'mental-health-resources', 'mindfulness-exercises',
      'work-life-balance', 'self-care-strategies', 'stress-reduction-techniques', 'corporate-wellness-programs',
      'employee-mental-health', 'workplace-wellness', 'burnout-prevention-guide', 'wellness-planner-guide',
      'mental-wellness-journal',
    ];
    expect(publicRoutes.map((route) => route.path).sort()).toEqual([...specPaths].sort());
  });

  it('lets the four assessment aliases share one screen and the eight stress aliases another', () => {
    const screenOf = (path: string) => routeForPath(path)?.screen;
    expect(new Set(['burnout-assessment', 'quiz', 'professional-burnout-recovery', 'burnout-symptoms-checklist'].map(screenOf))).toEqual(new Set(['assessment']));
    expect(publicRoutes.filter((route) => route.screen === 'stressTools')).toHaveLength(8);
  });

  it('does not know unknown paths', () => {
    expect(routeForPath('nope')).toBeUndefined();
  });
});

describe('page type from path', () => {
  it.each([
    ['/', 'home', undefined],
    ['/blog', 'blog', undefined],
    ['/blog/sleep-and-recovery', 'blog-post', 'sleep-and-recovery'],
    ['/de/blog/schlaf', 'blog-post', 'schlaf'],
    ['/burnout-quiz', 'quiz', undefined],
    ['/checkout', 'checkout', undefined],
    ['/privacy', 'privacy', undefined],
    ['/terms', 'terms', undefined],
    ['/cookies', 'cookies', undefined],
    ['/about', 'home', undefined],
    ['/nl/contact', 'home', undefined],
  ])('%s is %s', (path, pageType, slug) => {
    expect(pageTypeFromPath(path)).toEqual(slug ? { pageType, slug } : { pageType });
  });
});
