import { createHash } from 'node:crypto';
import type { Client } from '@libsql/client';
import type { Locale } from '../lib/locales.ts';
import { dictionary } from '../i18n/index.ts';
import { json } from './http.ts';

/** What a limit counts requests per: the chat widget's session id, or the email address in the body. */
export type RateLimitKeyKind = 'session' | 'email';

export interface RateLimitRule {
  key: RateLimitKeyKind;
  /** Requests accepted per key and window; the next one gets 429. */
  limit: number;
  windowSeconds: number;
}

/**
 * The database-backed limits, one row per endpoint. Each function's own `rateLimit` config
 * already limits per IP at Netlify; these count per key that only the function sees in the
 * validated body, so a flood spread over many IPs still cannot fill one session's transcript
 * or one person's inbox. Only requests that passed validation are counted.
 */
export const rateLimits = {
  // One message every 2 s for a whole minute: faster than anyone types or clicks suggestions.
  '/api/chatbot/message': { key: 'session', limit: 30, windowSeconds: 60 },
  // One exchange per answered message, with slack for one posted just after the minute turned.
  '/api/chatbot/transcript': { key: 'session', limit: 40, windowSeconds: 60 },
  // Heartbeats every 30 s while open (2), at most one suggestion click per message (30), a few opens and closes.
  '/api/chatbot/analytics': { key: 'session', limit: 40, windowSeconds: 60 },
  // A person leaves feedback once or twice in a conversation.
  '/api/chatbot/feedback': { key: 'session', limit: 5, windowSeconds: 3600 },
  // A message and a follow-up or correction; stops a script filling the inbox under someone's address.
  '/api/contact': { key: 'email', limit: 5, windowSeconds: 3600 },
  // The quiz takes about two minutes: even retaking it to compare stays far below; caps health data stored under one address.
  '/api/burnout-quiz-results': { key: 'email', limit: 10, windowSeconds: 3600 },
  // Each changed set of details is a new order (a retry with the same idempotency key is not counted),
  // so a buyer fixing a typo or switching country fits; caps pending orders and payment sessions per address.
  '/api/checkout': { key: 'email', limit: 10, windowSeconds: 3600 },
  // '/api/email-signup' has none: an address already on the list keeps its first row and gets
  // the same 201, so repeats store nothing, and the signup path has a latency budget.
  // '/api/admin/login' keeps its own throttle (auth/throttle.ts): it counts failed sign-ins
  // only, forgets them on success and waits until the oldest failure is 15 minutes old, so a
  // burst across a window boundary cannot double the guesses, as a fixed window here would allow.
} as const satisfies Record<string, RateLimitRule>;

export type LimitedEndpoint = keyof typeof rateLimits;

/** A request turned away: it must store nothing, and the caller may try again after this many seconds. */
export interface RateLimited {
  allowed: false;
  retryAfterSeconds: number;
}

export type RateLimitVerdict = { allowed: true } | RateLimited;

/** The stored form of a key: a SHA-256 hash, so the counter table never holds an email or session id. */
export function rateLimitKeyHash(kind: RateLimitKeyKind, value: string): string {
  const normalized = kind === 'email' ? value.trim().toLowerCase() : value;
  return createHash('sha256').update(`${kind}:${normalized}`).digest('hex');
}

/**
 * Counts one request for a key in the current fixed window and says whether it is within
 * the endpoint's limit. The count is one atomic upsert, so parallel requests cannot slip
 * past together. A refused request is counted too; that changes nothing, since the window
 * ends at the same time. When a key opens a new window, windows that ended are pruned.
 */
export async function countRequest(client: Client, endpoint: LimitedEndpoint, key: string, now = Date.now()): Promise<RateLimitVerdict> {
  const rule: RateLimitRule = rateLimits[endpoint];
  const windowMs = rule.windowSeconds * 1000;
  const windowStart = Math.floor(now / windowMs) * windowMs;
  const windowEnd = windowStart + windowMs;
  const result = await client.execute({
    sql: `INSERT INTO rate_limit_counters (endpoint, key_hash, window_start, expires_at, count) VALUES (?, ?, ?, ?, 1)
          ON CONFLICT (endpoint, key_hash, window_start) DO UPDATE SET count = count + 1
          RETURNING count`,
    args: [endpoint, rateLimitKeyHash(rule.key, key), windowStart, windowEnd],
  });
  const count = Number(result.rows[0]?.['count'] ?? 0);
  // Only the first request of a window prunes, and the index on expires_at makes it a short range delete.
  if (count === 1) await client.execute({ sql: 'DELETE FROM rate_limit_counters WHERE expires_at <= ?', args: [now] });
  if (count <= rule.limit) return { allowed: true };
  return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((windowEnd - now) / 1000)) };
}

/** The 429 for a refused request: `Retry-After` in seconds and the message in the visitor's language. */
export function tooManyRequests(locale: Locale, retryAfterSeconds: number): Response {
  return json(429, { error: dictionary(locale)['api.tooManyRequests'] }, { 'Retry-After': String(retryAfterSeconds) });
}
