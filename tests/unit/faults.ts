import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createClient, type Client, type Transaction } from '@libsql/client';
import type { Config, Context } from '@netlify/functions';
import { vi } from 'vitest';
import { checkoutSessionEvent, signedStripeRequest } from './stripeEvents.ts';
import { dictionary } from '../../src/i18n/index.ts';
import { isLocale } from '../../src/lib/locales.ts';

/** What the API answers in English while the database cannot be used (src/server/http.ts). */
export const unavailableMessage = 'The service is temporarily unavailable. Please try again in a moment.';

/** The same answer in the language a request's JSON body names (English when it names none). */
export function unavailableMessageFor(init: RequestInit = {}): string {
  const language = typeof init.body === 'string' ? (JSON.parse(init.body) as { language?: unknown }).language : undefined;
  return isLocale(language) ? dictionary(language)['api.unavailable'] : unavailableMessage;
}

export type Handler = (request: Request, context: Context) => Promise<Response> | Response;
export interface FunctionModule {
  default: Handler;
  config: Config;
}

/** Every function in functions/, with the route its `config.path` declares (the first, when it lists several). */
export async function loadEveryFunction(): Promise<{ file: string; route: string; handler: Handler }[]> {
  const folder = fileURLToPath(new URL('../../functions/', import.meta.url));
  const files = readdirSync(folder).filter((name) => name.endsWith('.mts')).sort();
  return Promise.all(
    files.map(async (file) => {
      const module = (await import(/* @vite-ignore */ `../../functions/${file}`)) as FunctionModule;
      const declared = module.config.path;
      const route = Array.isArray(declared) ? declared[0] : declared;
      if (typeof route !== 'string') throw new Error(`functions/${file} declares no config.path`);
      return { file, route, handler: module.default };
    }),
  );
}

export interface Answer {
  status: number;
  headers: Headers;
  text: string;
}

/** Calls a handler the way Netlify would, keeping the raw body (CSV answers are not JSON). */
export async function send(handler: Handler, url: string, init: RequestInit = {}, context?: Context): Promise<Answer> {
  const { fakeContext } = await import('./helpers.ts');
  const response = await handler(new Request(`http://localhost${url}`, init), context ?? fakeContext());
  return { status: response.status, headers: response.headers, text: await response.text() };
}

/**
 * Temporary folders for the faults: a working database file, and the address of one that can
 * never be opened (its folder would have to live inside a plain file).
 */
export function faultFolder(): { workingUrl: string; uncreatableUrl: string; cleanup: () => void } {
  const folder = mkdtempSync(join(tmpdir(), 'emberwell-faults-'));
  writeFileSync(join(folder, 'plain-file'), '');
  return {
    workingUrl: `file:${join(folder, 'site.db')}`,
    uncreatableUrl: `file:${join(folder, 'plain-file', 'site.db')}`,
    cleanup: () => rmSync(folder, { recursive: true, force: true }),
  };
}

/** A Turso-style address on a loopback port that nothing listens on (taken, then closed again). */
export async function closedPortUrl(): Promise<string> {
  const server = createServer();
  const port = await new Promise<number>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      if (address === null || typeof address === 'string') reject(new Error('no port'));
      else resolve(address.port);
    });
  });
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return `libsql://127.0.0.1:${port}?tls=0`;
}

/**
 * Another connection takes the database's write lock and keeps it until released: what a
 * long write by another function instance looks like. In WAL mode `BEGIN IMMEDIATE` (what a
 * write transaction starts with) and `BEGIN EXCLUSIVE` are the same lock: writers wait,
 * readers go on.
 */
export async function holdWriteLock(url: string): Promise<{ release: () => void }> {
  const holder: Client = createClient({ url });
  const transaction: Transaction = await holder.transaction('write');
  return {
    release: () => {
      transaction.close();
      holder.close();
    },
  };
}

/**
 * Points the functions at a database and forgets the process-wide client, so the next
 * request opens one from these settings. Locks are waited for 50 ms, not 5 s.
 */
export async function useDatabaseAt(url: string): Promise<void> {
  const { resetDatabaseClient } = await import('../../src/server/db/client.ts');
  vi.stubEnv('LIBSQL_URL', url);
  vi.stubEnv('LIBSQL_BUSY_TIMEOUT_MS', '50');
  await resetDatabaseClient();
}

export const stripeWebhookSecret = 'whsec_test_faults';

/** A completed Checkout Session event for an order, signed the way Stripe signs it (no network). */
export function signedSessionEvent(orderId: string, amount = { total: 2900, currency: 'eur' }): RequestInit {
  const event = checkoutSessionEvent('checkout.session.completed', orderId, { amount_total: amount.total, currency: amount.currency });
  return signedStripeRequest(event, stripeWebhookSecret);
}

/** Everything the functions wrote to the console during `work`, so a test can check no personal data was among it. */
export async function consoleDuring<T>(work: () => Promise<T>): Promise<{ result: T; logged: string }> {
  const lines: string[] = [];
  const spies = (['error', 'warn', 'info', 'log'] as const).map((level) =>
    vi.spyOn(console, level).mockImplementation((...parts: unknown[]) => {
      lines.push(parts.map(String).join(' '));
    }),
  );
  try {
    return { result: await work(), logged: lines.join('\n') };
  } finally {
    for (const spy of spies) spy.mockRestore();
  }
}
