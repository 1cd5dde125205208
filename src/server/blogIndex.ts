import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { blogFrontmatterSchema } from '../lib/content/schemas.ts';
import { localeAndSlugOf, type BlogPostSummary } from '../lib/blog/posts.ts';
import { locales } from '../lib/locales.ts';

/**
 * The published posts' frontmatter for code outside Astro's content layer: the SEO function
 * (`GET /api/seo/blog-post?slug=`) and the sitemap's translation links. It reads the same
 * files with the same schema as the content collection. Netlify ships `content/blog` with
 * the functions (`included_files` in netlify.toml).
 */
export function readBlogIndex(root = process.cwd()): BlogPostSummary[] {
  const posts: BlogPostSummary[] = [];
  for (const locale of locales) {
    const folder = join(root, 'content', 'blog', locale);
    let files: string[];
    try {
      files = readdirSync(folder).filter((file) => file.endsWith('.md'));
    } catch {
      continue;
    }
    for (const file of files) {
      const text = readFileSync(join(folder, file), 'utf8');
      const frontmatter = /^---\r?\n([\s\S]*?)\r?\n---/.exec(text)?.[1];
      const entryId = `${locale}/${file.replace(/\.md$/, '')}`;
      const parsed = blogFrontmatterSchema.safeParse(parse(frontmatter ?? ''));
      if (!parsed.success) throw new Error(`content/blog/${entryId}.md: ${parsed.error.message}`);
      const { draft, ...data } = parsed.data;
      if (!draft) posts.push({ ...data, ...localeAndSlugOf(entryId) });
    }
  }
  return posts;
}

let cached: BlogPostSummary[] | undefined;

/** The index, read once per process. */
export function blogIndex(): BlogPostSummary[] {
  cached ??= readBlogIndex();
  return cached;
}
