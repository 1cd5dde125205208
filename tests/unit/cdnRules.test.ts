import { describe, expect, it } from 'vitest';
import { buildCdnRules, renderRedirectsFile } from '../../src/build/cdnRules.ts';

const file = renderRedirectsFile(buildCdnRules());
const lines = file.split('\n');
const indexOf = (line: string) => {
  const index = lines.indexOf(line);
  expect(index, `missing rule: ${line}`).toBeGreaterThan(-1);
  return index;
};

describe('CDN rules for regions and languages', () => {
  it('serve a ?region= variant at the visible URL with a forced 200 rewrite', () => {
    indexOf('/*  region=germany  /_regions/germany/:splat  200!');
    indexOf('/  region=germany  /_regions/germany  200!');
  });

  it('let a known ?region= win over the visitor country', () => {
    expect(indexOf('/*  region=australia  /_regions/australia/:splat  200!')).toBeLessThan(
      indexOf('/*  /_regions/germany/:splat  200!  Country=de'),
    );
  });

  it('switch language with ?lang= from any language, prefixed languages first', () => {
    expect(indexOf('/de/*  lang=fr  /fr/:splat  200!')).toBeLessThan(indexOf('/*  lang=fr  /fr/:splat  200!'));
    indexOf('/fr/*  lang=en  /:splat  200!');
    indexOf('/de  lang=en  /  200!');
  });

  it('combine ?region= and ?lang=', () => {
    indexOf('/de/*  region=australia  lang=fr  /_regions/australia/fr/:splat  200!');
  });

  it('never rewrite built assets, functions or staff pages', () => {
    const firstConditional = lines.findIndex((line) => line.includes('region='));
    for (const pattern of ['/_astro/*', '/api/*', '/admin', '/uploads/*']) {
      expect(lines.findIndex((line) => line.startsWith(`${pattern}  `))).toBeLessThan(firstConditional);
    }
  });

  it('end with the not-found page of each language, status 404', () => {
    expect(lines.filter(Boolean).slice(-4)).toEqual(['/de/*  /de/404  404', '/fr/*  /fr/404  404', '/nl/*  /nl/404  404', '/*  /404  404']);
  });
});
