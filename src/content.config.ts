import { defineCollection } from 'astro:content';
import { glob } from 'astro/loaders';
import { blogFrontmatterSchema, guideFrontmatterSchema } from './lib/content/schemas.ts';

/**
 * Editors' content: blog posts and the bodies of the guide and legal pages, one folder per
 * language. Entry ids are `{lang}/{file name}`, e.g. `de/was-ist-burnout`.
 */
export const collections = {
  blog: defineCollection({ loader: glob({ pattern: '*/*.md', base: './content/blog' }), schema: blogFrontmatterSchema }),
  guides: defineCollection({ loader: glob({ pattern: '*/*.md', base: './content/guides' }), schema: guideFrontmatterSchema }),
};
