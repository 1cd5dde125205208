import type { Config, Context } from '@netlify/functions';
import { json, respond } from '../src/server/http.ts';
import { paymentSetup } from '../src/server/payments/setup.ts';

/**
 * GET /api/checkout/mode: `{ mode: "stripe" | "test" | "unavailable" }`, so the checkout
 * page can label the test mode. Read at run time: the keys are function settings that a
 * static page cannot know.
 */
export default (request: Request, context: Context) =>
  respond(request, ['GET'], () => json(200, { mode: paymentSetup(process.env, context.deploy?.context).mode }));

export const config: Config = { path: '/api/checkout/mode' };
