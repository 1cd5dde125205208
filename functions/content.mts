import type { Config, Context } from '@netlify/functions';
import { localizedItems, sectionKeys } from '../src/lib/contentItems.ts';
import { resolveLanguage } from '../src/server/language.ts';
import { json, respond } from '../src/server/http.ts';

/**
 * GET /api/content[?language=&region=]: every content item in a language.
 * GET /api/content/mission and /api/content/vision: the items with that section's keys.
 * Items are the same for every region today; `region` is accepted for clients that send it.
 */
export default (request: Request, context: Context) =>
  respond(request, ['GET'], () => {
    const url = new URL(request.url);
    const language = resolveLanguage({ query: url.searchParams.get('language') ?? url.searchParams.get('lang'), acceptLanguage: request.headers.get('accept-language') });
    const section = context.params['section'];
    if (section === undefined) return json(200, localizedItems(language));
    if (section !== 'mission' && section !== 'vision') return json(404, { error: 'Unknown content section' });
    const keys: readonly string[] = sectionKeys[section];
    return json(200, localizedItems(language).filter((item) => keys.includes(item.key)));
  });

export const config: Config = { path: ['/api/content', '/api/content/:section'] };
