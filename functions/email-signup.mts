import type { Config, Context } from '@netlify/functions';
import { resolveRegion } from '../src/lib/regions.ts';
import { waitlistSignupSchema } from '../src/lib/schemas/waitlist.ts';
import { withDatabase } from '../src/server/db/client.ts';
import { json, readJsonObject, respond } from '../src/server/http.ts';
import { joinWaitlist } from '../src/server/services/waitlist.ts';
import { parseWith, replyLanguage } from '../src/server/validation.ts';

/**
 * POST /api/email-signup: joins the waitlist. A new signup, a repeated email and a bot's
 * honeypot all get the same 201, so the answer reveals nothing about who is on the list.
 */
export default (request: Request, context: Context) =>
  respond(request, ['POST'], async () => {
    const body = await readJsonObject(request);
    const language = replyLanguage(request, body);
    const signup = parseWith(waitlistSignupSchema, body, language);
    const region = signup.region ?? resolveRegion({ countryCode: context.geo?.country?.code }).id;
    await withDatabase((client) => joinWaitlist(client, signup, { language, region }));
    return json(201, { ok: true });
  });

export const config: Config = { path: '/api/email-signup', rateLimit: { windowLimit: 10, windowSize: 60, aggregateBy: ['ip', 'domain'] } };
