import type { Config, Context } from '@netlify/functions';
import { resolveRegion } from '../src/lib/regions.ts';
import { json, respond } from '../src/server/http.ts';

/** GET /api/region[?region=]: the query's region, else the CDN's country, else the default. */
export default (request: Request, context: Context) =>
  respond(request, ['GET'], () => {
    const region = resolveRegion({
      query: new URL(request.url).searchParams.get('region'),
      countryCode: context.geo?.country?.code,
    });
    return json(200, { region: region.id, path: region.path });
  });

export const config: Config = { path: '/api/region' };
