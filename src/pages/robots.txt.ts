import type { APIRoute } from 'astro';
import { siteOrigin } from '../lib/site.ts';

/** Crawlers may read every public page; region variants and staff pages carry their own canonical or noindex. */
export const GET: APIRoute = () =>
  new Response(
    ['User-agent: *', 'Allow: /', 'Disallow: /admin', 'Disallow: /admin-login', 'Disallow: /api/', '', `Sitemap: ${siteOrigin()}/sitemap-index.xml`, ''].join('\n'),
    { headers: { 'Content-Type': 'text/plain; charset=utf-8' } },
  );
