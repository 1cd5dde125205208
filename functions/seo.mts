import type { Config, Context } from '@netlify/functions';
import { siteOrigin } from '../src/lib/site.ts';
import { resolveLanguage } from '../src/server/language.ts';
import { seoQuerySchema, seoRecordForPageType } from '../src/server/seoService.ts';
import { json, respond } from '../src/server/http.ts';

/** GET /api/seo/{pageType}[?slug=&lang=]: the same SEO record the static page carries. */
export default (request: Request, context: Context) =>
  respond(request, ['GET'], () => {
    const url = new URL(request.url);
    const parsed = seoQuerySchema.safeParse({ pageType: context.params['pageType'], slug: url.searchParams.get('slug') ?? undefined });
    if (!parsed.success) {
      const unknownType = parsed.error.issues.some((issue) => issue.path[0] === 'pageType');
      return unknownType ? json(404, { error: 'Unknown page type' }) : json(400, { error: 'Invalid slug', fields: { slug: 'Invalid slug' } });
    }
    const locale = resolveLanguage({ query: url.searchParams.get('lang') ?? url.searchParams.get('language'), acceptLanguage: null });
    const record = seoRecordForPageType({ ...parsed.data, locale, origin: siteOrigin() });
    return record ? json(200, record) : json(404, { error: 'No published post has this slug' });
  });

export const config: Config = { path: '/api/seo/:pageType' };
