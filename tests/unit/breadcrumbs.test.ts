import { describe, expect, it } from 'vitest';
import { breadcrumbsFor as trail, capitaliseSegment } from '../../src/lib/breadcrumbs.ts';
import { pageText } from '../../src/lib/pageTexts.ts';

describe('breadcrumbs', () => {
  it('are hidden on the home page in every language', () => {
    expect(trail('/')).toEqual([]);
    expect(trail('/de')).toEqual([]);
  });

  it.each([
    ['/blog', 'Burnout Recovery Blog'],
    ['/checkout', 'Secure Checkout'],
    ['/privacy', 'Privacy Policy'],
    ['/terms', 'Terms of Service'],
    ['/cookies', 'Cookie Policy'],
  ])('use the special label on %s, and the last item is not a link', (path, label) => {
    expect(trail(path)).toEqual([{ label: 'Home', href: '/' }, { label }]);
  });

  it('start with the translated Home that links to the language home', () => {
    const [home, blog] = trail('/de/blog');
    expect(home).toEqual({ label: 'Startseite', href: '/de' });
    expect(blog?.href).toBeUndefined();
    expect(blog?.label).not.toBe('Burnout Recovery Blog');
  });

  it('add one crumb per segment; earlier ones link to their path', () => {
    expect(trail('/fr/blog/mon-article')).toEqual([
      { label: trail('/fr')[0]?.label ?? 'Accueil', href: '/fr' },
      { label: pageText('fr', 'blog').crumb, href: '/fr/blog' },
      { label: 'Mon article' },
    ]);
  });

  it('name the not-found page in words', () => {
    expect(trail('/404')).toEqual([{ label: 'Home', href: '/' }, { label: 'Page not found' }]);
  });

  it('capitalise segments that no route names', () => {
    expect(capitaliseSegment('early-warning-signs')).toBe('Early warning signs');
  });

  it('use a label the page gives, and leave out segments that are no page', () => {
    expect(trail('/de/blog/page/2', { 'blog/page': null, 'blog/page/2': 'Seite 2' })).toEqual([
      { label: 'Startseite', href: '/de' },
      { label: expect.any(String), href: '/de/blog' },
      { label: 'Seite 2' },
    ]);
    expect(trail('/blog/what-is-burnout', { 'blog/what-is-burnout': 'What is burnout?' }).at(-1)).toEqual({ label: 'What is burnout?' });
  });
});
