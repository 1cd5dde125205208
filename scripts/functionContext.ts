/**
 * The context a Netlify function gets, for calling our functions outside Netlify (the unit
 * tests and the bench's warm instances).
 */
import type { Context } from '@netlify/functions';

/**
 * A function context with only what our handlers read: route params, geo, the client IP and
 * the deploy context. Outside Netlify there is no geo and no deploy, so those stay empty.
 */
export function localFunctionContext(options: { params?: Record<string, string>; country?: string; ip?: string; deployContext?: string } = {}): Context {
  const partial = {
    params: options.params ?? {},
    ip: options.ip ?? '192.0.2.1',
    geo: options.country ? { country: { code: options.country, name: options.country } } : {},
    ...(options.deployContext ? { deploy: { context: options.deployContext, id: 'local', published: true } } : {}),
  };
  return partial as unknown as Context;
}
