import { writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { buildCdnRules, renderRedirectsFile } from './cdnRules.ts';

/** Writes the generated `_redirects` into the publish folder after every build. */
export function netlifyRouting(): AstroIntegration {
  return {
    name: 'emberwell:netlify-routing',
    hooks: {
      'astro:build:done': async ({ dir, logger }) => {
        const rules = buildCdnRules();
        await writeFile(fileURLToPath(new URL('_redirects', dir)), renderRedirectsFile(rules));
        logger.info(`wrote ${rules.length} region and language rules to _redirects`);
      },
    },
  };
}
