import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { expect, test } from './fixtures.ts';

/**
 * A crawl of the built HTML (no browser needed): every internal link and image of every
 * page in the default region points at a file the build has, and every in-page anchor at
 * an element of that page. Region copies carry the same links, so one region is crawled too.
 */
const dist = 'dist';

function htmlFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return entry.name === '_regions' || entry.name === 'pagefind' || entry.name === '_astro' ? [] : htmlFiles(path);
    return entry.name.endsWith('.html') ? [path] : [];
  });
}

/** The file that answers a visible path, as Netlify serves it (`/blog` → `blog.html`). */
function servedFile(pathname: string): string | undefined {
  const clean = decodeURIComponent(pathname).replace(/\/$/, '');
  const candidates = clean === '' ? ['index.html'] : [clean.slice(1), `${clean.slice(1)}.html`, `${clean.slice(1)}/index.html`];
  return candidates.map((candidate) => join(dist, candidate)).find((file) => existsSync(file) && !file.endsWith('/'));
}

function checkPage(file: string, problems: string[]): number {
  const html = readFileSync(file, 'utf8');
  const ids = new Set([...html.matchAll(/\sid="([^"]+)"/g)].map((match) => match[1]));
  let checked = 0;
  for (const [, attribute, target] of html.matchAll(/\s(href|src)="([^"]*)"/g)) {
    if (!target || /^(https?:|mailto:|tel:|data:)/.test(target)) continue;
    checked += 1;
    if (target.startsWith('#')) {
      if (target.length > 1 && !ids.has(decodeURIComponent(target.slice(1)))) problems.push(`${relative(dist, file)}: ${attribute} ${target} has no element`);
      continue;
    }
    const pathname = new URL(target, 'http://site.test/').pathname;
    if (!servedFile(pathname)) problems.push(`${relative(dist, file)}: ${attribute} ${target} is broken`);
  }
  return checked;
}

test('no broken internal link, image or anchor anywhere in the build', () => {
  const files = [...htmlFiles(dist), ...htmlFiles(join(dist, '_regions', 'germany'))];
  const problems: string[] = [];
  const checked = files.reduce((sum, file) => sum + checkPage(file, problems), 0);
  expect(files.length).toBeGreaterThan(300);
  expect(checked).toBeGreaterThan(10_000);
  expect(problems).toEqual([]);
});

test('the sitemap lists every post with its translations as hreflang pairs', () => {
  const sitemap = readFileSync(join(dist, 'sitemap-0.xml'), 'utf8');
  const entry = /<url><loc>[^<]*\/de\/blog\/was-ist-burnout<\/loc>(.*?)<\/url>/.exec(sitemap)?.[1] ?? '';
  expect(entry).toContain('hreflang="en" href="http://localhost:8888/blog/what-is-burnout"');
  expect(entry).toMatch(/hreflang="fr" href="[^"]+\/fr\/blog\/[a-z-]+"/);
  expect(entry).toMatch(/hreflang="nl" href="[^"]+\/nl\/blog\/[a-z-]+"/);
  expect(sitemap).not.toMatch(/_regions|\/admin|\/404/);
});
