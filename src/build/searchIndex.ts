import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { close, createIndex } from 'pagefind';

/** Where the static search index lives in the build; the search island loads it from here. */
export const searchIndexFolder = 'pagefind';

/**
 * Builds Pagefind's static search index after every build. Only the blog posts and guides
 * of the default region carry `data-pagefind-body`, so region copies and other pages stay
 * out; Pagefind splits the index by each page's `lang`.
 */
export function searchIndex(): AstroIntegration {
  return {
    name: 'emberwell:search-index',
    hooks: {
      'astro:build:done': async ({ dir, logger }) => {
        const site = fileURLToPath(dir);
        const { index, errors } = await createIndex({});
        if (!index) throw new Error(`Pagefind could not start: ${errors.join('; ')}`);
        const indexed = await index.addDirectory({ path: site });
        if (indexed.errors.length > 0) throw new Error(`Pagefind: ${indexed.errors.join('; ')}`);
        await index.writeFiles({ outputPath: `${site}/${searchIndexFolder}` });
        await close();
        logger.info(`indexed ${indexed.page_count} pages for search`);
      },
    },
  };
}
