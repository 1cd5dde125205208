import type { Config } from '@netlify/functions';
import { resolveLanguage } from '../src/server/language.ts';
import { json, respond } from '../src/server/http.ts';

/** GET /api/language[?lang=]: the query's language, else Accept-Language, else `en`. */
export default (request: Request) =>
  respond(request, ['GET'], () =>
    json(200, {
      language: resolveLanguage({
        query: new URL(request.url).searchParams.get('lang'),
        acceptLanguage: request.headers.get('accept-language'),
      }),
    }),
  );

export const config: Config = { path: '/api/language' };
