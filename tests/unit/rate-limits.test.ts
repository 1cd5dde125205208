import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Context } from '@netlify/functions';
import { dictionary } from '../../src/i18n/index.ts';
import { rateLimits, type LimitedEndpoint } from '../../src/server/rateLimits.ts';
import { call, postJson, useTempDatabase } from './helpers.ts';

/**
 * The database-backed limits, through the handlers: the request at the limit is accepted,
 * the next gets 429 with Retry-After and stores nothing, other keys are unaffected, and the
 * next window accepts again. Time is a fake `Date`, never a wait.
 */
type Handler = (request: Request, context: Context) => Promise<Response>;
let db: Awaited<ReturnType<typeof useTempDatabase>>;
const handlers = new Map<LimitedEndpoint, Handler>();

/** The start of an hour (and so of a minute): every window of the table starts here. */
const windowStart = Date.UTC(2031, 2, 3, 9, 0, 0);
const setNow = (at: number) => vi.setSystemTime(at);

interface LimitedCase {
  file: string;
  /** A valid body for a key; `n` makes each request distinct where the endpoint needs it. */
  body: (key: string, n: number) => Record<string, unknown>;
  /** Rows stored for a key, or undefined where the endpoint stores nothing. */
  stored?: (key: string) => Promise<number>;
  /** Makes a key for this endpoint's key kind from a tag. */
  key: (tag: string) => string;
}

const countRows = async (sql: string, key: string) => Number((await db.query(sql, [key]))[0]?.['n'] ?? 0);
const sessionKey = (tag: string) => `limit-${tag}-${randomUUID().slice(0, 8)}`;
const emailKey = (tag: string) => `${tag}-${randomUUID().slice(0, 8)}@Example.org`;

const cases: Record<LimitedEndpoint, LimitedCase> = {
  '/api/chatbot/message': {
    file: 'chatbot-message',
    key: sessionKey,
    body: (sessionId) => ({ message: 'How do I sleep better?', sessionId, language: 'en', conversationHistory: [] }),
  },
  '/api/chatbot/transcript': {
    file: 'chatbot-transcript',
    key: sessionKey,
    body: (sessionId, n) => ({ sessionId, userMessage: 'hi', botResponse: 'hello', messageOrder: n, language: 'en' }),
    stored: (key) => countRows('SELECT COUNT(*) AS n FROM chat_transcripts WHERE session_id = ?', key),
  },
  '/api/chatbot/analytics': {
    file: 'chatbot-analytics',
    key: sessionKey,
    body: (sessionId) => ({ sessionId, eventType: 'heartbeat', language: 'en' }),
    stored: (key) => countRows('SELECT COUNT(*) AS n FROM chat_events WHERE session_id = ?', key),
  },
  '/api/chatbot/feedback': {
    file: 'chatbot-feedback',
    key: sessionKey,
    body: (sessionId) => ({ sessionId, feedbackText: 'Helpful, thanks', feedbackType: 'general', language: 'en' }),
    stored: (key) => countRows('SELECT COUNT(*) AS n FROM chat_feedback WHERE session_id = ?', key),
  },
  '/api/contact': {
    file: 'contact',
    key: emailKey,
    body: (email) => ({ name: 'Sam', email, topic: 'general', message: 'A question about the planner.', language: 'en' }),
    stored: (key) => countRows('SELECT COUNT(*) AS n FROM contact_messages WHERE email = lower(?)', key),
  },
  '/api/burnout-quiz-results': {
    file: 'burnout-quiz-results',
    key: emailKey,
    body: (email) => ({ name: 'Sam', email, country: 'uk', answers: { '0': 5, '1': 4, '2': 4, '3': 2, '4': 1 }, burnoutScore: 64, language: 'en', source: 'homepage-quiz', consent: true }),
    stored: (key) => countRows('SELECT COUNT(*) AS n FROM quiz_results WHERE email = lower(?)', key),
  },
  '/api/checkout': {
    file: 'checkout',
    key: emailKey,
    body: (email) => ({ product: 'planner', name: 'Sam', email, country: 'netherlands', acceptedTerms: true, idempotencyKey: randomUUID(), language: 'en' }),
    stored: (key) => countRows('SELECT COUNT(*) AS n FROM orders WHERE email = lower(?)', key),
  },
};
const endpoints = Object.keys(cases) as LimitedEndpoint[];

function handlerFor(endpoint: LimitedEndpoint): Handler {
  const found = handlers.get(endpoint);
  if (!found) throw new Error(`no handler for ${endpoint}`);
  return found;
}

/** Sends `count` valid requests for a key and returns their statuses. */
async function send(endpoint: LimitedEndpoint, key: string, count: number, from = 0): Promise<number[]> {
  const statuses: number[] = [];
  for (let n = from; n < from + count; n += 1) {
    statuses.push((await call(handlerFor(endpoint), endpoint, postJson(cases[endpoint].body(key, n)))).status);
  }
  return statuses;
}

beforeAll(async () => {
  db = await useTempDatabase();
  for (const endpoint of endpoints) handlers.set(endpoint, (await db.load<{ default: Handler }>(`../../functions/${cases[endpoint].file}.mts`)).default);
}, 30_000);
afterAll(() => db.cleanup());
beforeEach(() => {
  // The checkout runs in its test mode: no payment keys, not a production deploy.
  vi.stubEnv('STRIPE_SECRET_KEY', '');
  vi.stubEnv('STRIPE_WEBHOOK_SECRET', '');
  vi.stubEnv('CONTEXT', '');
  vi.useFakeTimers({ toFake: ['Date'] });
  setNow(windowStart + 10_000);
});
afterEach(() => {
  vi.useRealTimers();
});

describe.each(endpoints)('POST %s past its limit', (endpoint) => {
  const { limit, windowSeconds } = rateLimits[endpoint];
  const { key: makeKey, stored } = cases[endpoint];

  it('accepts the request at the limit and answers the next with 429, Retry-After and nothing stored', async () => {
    const key = makeKey('at-limit');
    const accepted = await send(endpoint, key, limit);
    expect(accepted.every((status) => status >= 200 && status < 300), String(accepted)).toBe(true);
    const storedBefore = stored ? await stored(key) : 0;
    if (stored) expect(storedBefore).toBe(limit);

    const refused = await call(handlerFor(endpoint), endpoint, postJson(cases[endpoint].body(key, limit)));
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBe(String(windowSeconds - 10));
    expect(refused.headers.get('cache-control')).toBe('no-store');
    expect(refused.body).toEqual({ error: dictionary('en')['api.tooManyRequests'] });
    if (stored) expect(await stored(key)).toBe(storedBefore);
  });

  it('leaves another key unaffected', async () => {
    await send(endpoint, makeKey('busy'), limit + 1);
    expect(await send(endpoint, makeKey('quiet'), 1)).toEqual([endpoint === '/api/chatbot/message' ? 200 : 201]);
  });

  it('accepts the key again once the window has passed', async () => {
    const key = makeKey('later');
    await send(endpoint, key, limit + 1);
    setNow(windowStart + windowSeconds * 1000 - 1);
    expect(await send(endpoint, key, 1, limit + 1)).toEqual([429]);
    setNow(windowStart + windowSeconds * 1000);
    const [status] = await send(endpoint, key, 1, limit + 2);
    expect(status).toBeLessThan(300);
  });
});

describe('what the limits count', () => {
  it('does not count bodies refused as invalid, so the limit is still there for valid ones', async () => {
    const email = emailKey('invalid-first');
    const contact = handlerFor('/api/contact');
    for (let n = 0; n < 10; n += 1) {
      const { status } = await call(contact, '/api/contact', postJson({ ...cases['/api/contact'].body(email, n), topic: 'not-a-topic' }));
      expect(status).toBe(400);
    }
    expect(await send('/api/contact', email, rateLimits['/api/contact'].limit)).toEqual(Array(rateLimits['/api/contact'].limit).fill(201));
  });

  it('does not count a quiz result whose score does not match its answers', async () => {
    const email = emailKey('mismatch');
    const results = handlerFor('/api/burnout-quiz-results');
    for (let n = 0; n < 12; n += 1) {
      const { status } = await call(results, '/api/burnout-quiz-results', postJson({ ...cases['/api/burnout-quiz-results'].body(email, n), burnoutScore: 10 }));
      expect(status).toBe(400);
    }
    expect(await send('/api/burnout-quiz-results', email, 1)).toEqual([201]);
  });

  it('answers a retried checkout with its order even when the address is at its limit', async () => {
    const email = emailKey('retry');
    await send('/api/checkout', email, rateLimits['/api/checkout'].limit);
    const newOrder = cases['/api/checkout'].body(email, 0);
    expect((await call(handlerFor('/api/checkout'), '/api/checkout', postJson(newOrder))).status).toBe(429);
    const [placed] = await db.query('SELECT id, idempotency_key FROM orders WHERE email = lower(?) LIMIT 1', [email]);
    const retry = await call(handlerFor('/api/checkout'), '/api/checkout', postJson({ ...newOrder, idempotencyKey: String(placed?.['idempotency_key']) }));
    expect(retry.status).toBe(200);
    expect(retry.body['orderId']).toBe(placed?.['id']);
  });

  it('counts a contact message for the address however it is capitalised', async () => {
    const email = emailKey('case');
    await send('/api/contact', email.toLowerCase(), rateLimits['/api/contact'].limit);
    expect(await send('/api/contact', email.toUpperCase(), 1)).toEqual([429]);
  });

  it('answers 429 in the visitor language', async () => {
    const email = emailKey('german');
    const body = { ...cases['/api/contact'].body(email, 0), language: 'de' };
    for (let n = 0; n < rateLimits['/api/contact'].limit; n += 1) await call(handlerFor('/api/contact'), '/api/contact', postJson(body));
    const refused = await call(handlerFor('/api/contact'), '/api/contact', postJson(body));
    expect(refused.body).toEqual({ error: dictionary('de')['api.tooManyRequests'] });
  });
});

describe('the counter table', () => {
  it('holds only hashes: no email address and no session id', async () => {
    const email = emailKey('private');
    const sessionId = sessionKey('private');
    await send('/api/contact', email, 1);
    await send('/api/checkout', email, 1);
    await send('/api/chatbot/feedback', sessionId, 1);
    const rows = await db.query('SELECT * FROM rate_limit_counters');
    expect(rows.length).toBeGreaterThan(0);
    const dump = JSON.stringify(rows).toLowerCase();
    expect(dump).not.toContain('@');
    expect(dump).not.toContain(email.toLowerCase().split('@')[0]);
    expect(dump).not.toContain(sessionId.toLowerCase());
    for (const row of rows) expect(String(row['key_hash'])).toMatch(/^[0-9a-f]{64}$/);
  });

  it('drops windows that ended when a key opens a new one', async () => {
    const later = windowStart + 5 * 3600_000;
    setNow(later);
    await send('/api/chatbot/analytics', sessionKey('prune'), 1);
    expect(await db.query('SELECT endpoint FROM rate_limit_counters WHERE expires_at <= ?', [later])).toEqual([]);
  });
});

describe('the chat assistant without a database', () => {
  it('still answers a message: its limit fails open, since the answer stores nothing', async () => {
    vi.stubEnv('LIBSQL_URL', 'file:/dev/null/unreachable/site.db');
    vi.resetModules();
    const { default: message } = (await import('../../functions/chatbot-message.mts')) as { default: Handler };
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { status } = await call(message, '/api/chatbot/message', postJson(cases['/api/chatbot/message'].body(sessionKey('no-db'), 0)));
    expect(status).toBe(200);
    expect(warn).toHaveBeenCalledWith('[chat] message limit not checked: database unavailable');
    warn.mockRestore();
  });
});
