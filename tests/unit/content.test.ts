import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { readBlogIndex } from '../../src/server/blogIndex.ts';
import { guideFileOfScreen, guideFrontmatterSchema } from '../../src/lib/content/schemas.ts';
import { locales } from '../../src/lib/locales.ts';
import { publicRoutes } from '../../src/lib/routes.ts';

/** Markdown body without frontmatter, and its word count as a reader would count it. */
function bodyOf(path: string): { frontmatter: unknown; words: number } {
  const text = readFileSync(path, 'utf8');
  const match = /^---\r?\n([\s\S]*?)\r?\n---\r?\n([\s\S]*)$/.exec(text);
  if (!match) throw new Error(`${path} has no frontmatter`);
  const words = (match[2] ?? '').replace(/[#>*_|`-]+/g, ' ').split(/\s+/).filter((word) => /\p{L}/u.test(word)).length;
  return { frontmatter: parse(match[1] ?? ''), words };
}

describe('blog content', () => {
  const posts = readBlogIndex();

  it('every post passes the frontmatter schema (readBlogIndex throws otherwise)', () => {
    expect(posts.length).toBeGreaterThan(0);
  });

  it.each(locales)('%s has at least 8 published posts of 800 words or more', (locale) => {
    const own = posts.filter((post) => post.locale === locale);
    expect(own.length).toBeGreaterThanOrEqual(8);
    for (const post of own) {
      const { words } = bodyOf(join('content', 'blog', locale, `${post.slug}.md`));
      expect(words, `${locale}/${post.slug}`).toBeGreaterThanOrEqual(800);
    }
  });

  it('every translation key exists in all four languages, once each', () => {
    const keys = new Set(posts.map((post) => post.translationKey));
    for (const key of keys) {
      expect(posts.filter((post) => post.translationKey === key).map((post) => post.locale).sort(), key).toEqual([...locales].sort());
    }
  });

  it('every cover image exists', () => {
    for (const post of posts) expect(() => readFileSync(join('public', post.image.src))).not.toThrow();
  });

  it('slugs are unique within a language', () => {
    for (const locale of locales) {
      const slugs = posts.filter((post) => post.locale === locale).map((post) => post.slug);
      expect(new Set(slugs).size).toBe(slugs.length);
    }
  });
});

describe('guide content', () => {
  const screens = Object.entries(guideFileOfScreen);

  it.each(locales)('%s has a guide file for every guide screen, naming exactly the routes of that screen', (locale) => {
    expect(readdirSync(join('content', 'guides', locale)).sort()).toEqual(screens.map(([, file]) => `${file}.md`).sort());
    for (const [screen, file] of screens) {
      const { frontmatter, words } = bodyOf(join('content', 'guides', locale, `${file}.md`));
      const parsed = guideFrontmatterSchema.parse(frontmatter);
      const expected = publicRoutes.filter((route) => route.screen === screen).map((route) => route.path);
      expect(Object.keys(parsed.routes).sort(), `${locale}/${file}`).toEqual(expected.sort());
      expect(words, `${locale}/${file}`).toBeGreaterThanOrEqual(300);
    }
  });

  it('each alias of a guide has its own heading, title and description', () => {
    for (const locale of locales) {
      for (const [, file] of screens) {
        const routes = Object.values(guideFrontmatterSchema.parse(bodyOf(join('content', 'guides', locale, `${file}.md`)).frontmatter).routes);
        for (const field of ['heading', 'title', 'description', 'intro'] as const) {
          expect(new Set(routes.map((route) => route[field])).size, `${locale}/${file} ${field}`).toBe(routes.length);
        }
      }
    }
  });
});
