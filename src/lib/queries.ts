import { nanoquery, type CommonSettings, type OnErrorRetry } from '@nanostores/query';
import { apiRequest } from './api.ts';

/** Retries a failed read `times` more times, `delayMs` apart, then gives up. */
export function retryEvery(times: number, delayMs: number): OnErrorRetry {
  // nanoquery counts the first failure as 1, so `times` retries follow the first attempt.
  return ({ retryCount }) => (retryCount <= times ? delayMs : false);
}

/**
 * The spec's defaults for cached queries (§9): no refetch interval, none on focus or
 * reconnect, never stale, no retries. A query that needs more says so itself.
 */
export const defaultQuerySettings = {
  dedupeTime: Infinity,
  revalidateInterval: 0,
  revalidateOnFocus: false,
  revalidateOnReconnect: false,
  onErrorRetry: false,
} as const satisfies CommonSettings;

const minute = 60_000;

/**
 * The spec's settings for the questions query (§7): 3 retries 1 s apart, fresh for 5
 * minutes, kept for 10. Used for reads a page cannot do without. (The quiz questions and SEO
 * records themselves are pre-rendered into each page at build, so no page fetches them.)
 */
export const resilientQuerySettings = {
  ...defaultQuerySettings,
  dedupeTime: 5 * minute,
  cacheLifetime: 10 * minute,
  onErrorRetry: retryEvery(3, 1000),
} as const satisfies CommonSettings;

/** The default fetch (spec §7): a GET to the first part of the query key, parsed as JSON. */
export async function getJson(...keyParts: readonly (string | number | true)[]): Promise<unknown> {
  const response = await apiRequest('GET', String(keyParts[0]));
  return response.json();
}

export const [createQuery, createMutation, queryCache] = nanoquery({ fetcher: getJson, ...defaultQuerySettings });
