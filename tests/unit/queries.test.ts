import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQuery, defaultQuerySettings, queryCache, resilientQuerySettings, retryEvery } from '../../src/lib/queries.ts';

/** Counts GETs and answers them with `respond`. */
function stubFetch(respond: (call: number) => Response) {
  const urls: string[] = [];
  vi.stubGlobal('fetch', async (url: string) => {
    urls.push(url);
    return respond(urls.length);
  });
  return urls;
}

/** Subscribes like a component would and resolves with the store's state after `ms` of fake time. */
async function readAfter<T>(store: { listen(cb: () => void): () => void; get(): T }, ms: number): Promise<T> {
  const unlisten = store.listen(() => {});
  await vi.advanceTimersByTimeAsync(ms);
  const value = store.get();
  unlisten();
  return value;
}

beforeEach(() => {
  vi.useFakeTimers();
  queryCache.invalidateKeys(() => true);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('cached queries (spec §9)', () => {
  it('by default never refetch on their own: no interval, no focus or reconnect refetch, never stale, no retries', () => {
    expect(defaultQuerySettings).toMatchObject({ dedupeTime: Infinity, revalidateInterval: 0, revalidateOnFocus: false, revalidateOnReconnect: false, onErrorRetry: false });
  });

  it('GET the first part of the key and parse the JSON answer', async () => {
    const urls = stubFetch(() => new Response('{"region":"uk"}'));
    const store = createQuery(['/api/region?region=uk', 'en']);
    const state = await readAfter(store, 10);
    expect(urls).toEqual(['/api/region?region=uk']);
    expect(state.data).toEqual({ region: 'uk' });
  });

  it('a default query that fails is not tried again, and its error reads "status: body"', async () => {
    const urls = stubFetch(() => new Response('down', { status: 503 }));
    const state = await readAfter(createQuery(['/api/region']), 10_000);
    expect(urls).toHaveLength(1);
    expect(state.error).toBeInstanceOf(Error);
    expect((state.error as Error).message).toBe('503: down');
  });

  it('the resilient settings retry three times, one second apart, then stop', async () => {
    const urls = stubFetch(() => new Response('', { status: 502, statusText: 'Bad Gateway' }));
    const store = createQuery(['/api/chatbot/status'], resilientQuerySettings);
    const unlisten = store.listen(() => {});
    await vi.advanceTimersByTimeAsync(10);
    expect(urls).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1000);
    expect(urls).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(2000);
    expect(urls).toHaveLength(4);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(urls).toHaveLength(4);
    unlisten();
  });

  it('the resilient settings keep an answer fresh for five minutes, then fetch it again', async () => {
    const urls = stubFetch((call) => new Response(JSON.stringify({ call })));
    const first = await readAfter(createQuery(['/api/burnout-questions', 'de'], resilientQuerySettings), 10);
    expect(first.data).toEqual({ call: 1 });
    await vi.advanceTimersByTimeAsync(4 * 60_000);
    expect((await readAfter(createQuery(['/api/burnout-questions', 'de'], resilientQuerySettings), 10)).data).toEqual({ call: 1 });
    await vi.advanceTimersByTimeAsync(2 * 60_000);
    expect((await readAfter(createQuery(['/api/burnout-questions', 'de'], resilientQuerySettings), 10)).data).toEqual({ call: 2 });
    expect(urls).toHaveLength(2);
  });

  it('retryEvery stops after the given number of retries', () => {
    const retry = retryEvery(3, 1000);
    expect([1, 2, 3, 4].map((retryCount) => retry({ error: new Error('x'), key: 'k', retryCount }))).toEqual([1000, 1000, 1000, false]);
  });
});
