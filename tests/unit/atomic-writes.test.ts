import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createClient, type Client } from '@libsql/client';
import adminCheckAuth from '../../functions/admin-check-auth.mts';
import adminErase from '../../functions/admin-erase.mts';
import adminLogin from '../../functions/admin-login.mts';
import checkoutWebhook from '../../functions/checkout-webhook.mts';
import { createAdmin } from '../../src/server/auth/accounts.ts';
import { startSession } from '../../src/server/auth/sessions.ts';
import { database, resetDatabaseClient } from '../../src/server/db/client.ts';
import { fakeContext, postJson } from './helpers.ts';
import { consoleDuring, faultFolder, send, signedSessionEvent, stripeWebhookSecret, unavailableMessage, useDatabaseAt } from './faults.ts';

/**
 * "Nothing is half-written": every write of more than one statement is one transaction. A
 * trigger makes a later statement of the write fail (`RAISE(ABORT)`), and the test checks that
 * the handler answered 503 and that none of the write's earlier statements were kept.
 */

const folder = faultFolder();
let direct: Client;
let adminId: number;
const password = 'a good long password for atomic writes';
const person = 'erase-me@example.org';
const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

async function injectFailure(table: string, event: 'INSERT' | 'UPDATE' | 'DELETE'): Promise<void> {
  await direct.execute(`CREATE TRIGGER injected_fault BEFORE ${event} ON ${table} BEGIN SELECT RAISE(ABORT, 'injected fault'); END`);
}

const count = async (sql: string, args: (string | number)[] = []) => Number((await direct.execute({ sql, args })).rows[0]?.['n'] ?? 0);

beforeAll(async () => {
  await useDatabaseAt(folder.workingUrl);
  adminId = await createAdmin(await database(), 'atomic', password);
  direct = createClient({ url: folder.workingUrl });
}, 30_000);
beforeEach(async () => {
  await useDatabaseAt(folder.workingUrl);
  vi.stubEnv('STRIPE_SECRET_KEY', 'sk_test_unused');
  vi.stubEnv('STRIPE_WEBHOOK_SECRET', stripeWebhookSecret);
});
afterEach(async () => {
  await direct.execute('DROP TRIGGER IF EXISTS injected_fault');
  vi.unstubAllEnvs();
});
afterAll(async () => {
  await resetDatabaseClient();
  direct.close();
  folder.cleanup();
});

describe('erasing a person (POST /api/admin/erase)', () => {
  const tables = ['waitlist_signups', 'quiz_results', 'contact_messages', 'chat_feedback', 'chat_transcripts', 'chat_events'];
  const stored = async () => Object.fromEntries(await Promise.all([
    ...tables.map(async (table) => [table, await count(`SELECT COUNT(*) AS n FROM ${table}`)] as const),
    ['named orders', await count('SELECT COUNT(*) AS n FROM orders WHERE email = ?', [person])] as const,
  ]));

  beforeAll(async () => {
    await direct.batch([
      { sql: "INSERT INTO waitlist_signups (first_name, email, country, opted_in, language, region) VALUES ('Eve', ?, 'uk', 1, 'en', 'uk')", args: [person] },
      { sql: "INSERT INTO quiz_results (name, email, country, answers, burnout_score, risk_level, language, source, consented_at) VALUES ('Eve', ?, 'uk', '{}', 50, 'moderate', 'en', 'homepage-quiz', 'now')", args: [person] },
      { sql: "INSERT INTO contact_messages (name, email, topic, message, language) VALUES ('Eve', ?, 'feedback', 'hello', 'en')", args: [person] },
      { sql: "INSERT INTO chat_transcripts (session_id, user_message, bot_response, message_order, user_email, user_name, language, region) VALUES ('eve-chat', 'hi', 'hello', 1, ?, 'Eve', 'en', 'uk')", args: [person] },
      { sql: "INSERT INTO chat_events (session_id, event_type, language, region, is_heartbeat) VALUES ('eve-chat', 'widget_opened', 'en', 'uk', 0)", args: [] },
      { sql: "INSERT INTO chat_feedback (session_id, email, feedback_text, feedback_type, language) VALUES ('eve-chat', ?, 'calm', 'general', 'en')", args: [person] },
      { sql: "INSERT INTO orders (id, idempotency_key, product, currency, amount_minor, email, name, country, language, terms_accepted, provider) VALUES ('order-eve', 'key-eve', 'planner', 'GBP', 2500, ?, 'Eve', 'uk', 'en', 1, 'test')", args: [person] },
    ], 'write');
  });

  it('keeps every row when its last step (anonymising the orders) fails, and answers 503', async () => {
    const token = await startSession(direct, adminId);
    const before = await stored();
    await injectFailure('orders', 'UPDATE');
    const { result } = await consoleDuring(() => send(adminErase, '/api/admin/erase', postJson({ email: person }, bearer(token))));
    expect(result.status).toBe(503);
    expect(JSON.parse(result.text)).toEqual({ error: unavailableMessage });
    expect(await stored()).toEqual(before);
    expect(before['waitlist_signups']).toBe(1);
  });

  it('erases all of it once the fault is gone', async () => {
    const token = await startSession(direct, adminId);
    const { result } = await consoleDuring(() => send(adminErase, '/api/admin/erase', postJson({ email: person }, bearer(token))));
    expect(result.status).toBe(200);
    expect(Object.values(await stored()).every((rows) => rows === 0)).toBe(true);
  });
});

describe('a Stripe payment event (POST /api/checkout/webhook)', () => {
  const orderId = '5b0f5a4e-3f43-4c39-9a55-9d3cf0d1b7a1';
  beforeAll(async () => {
    await direct.execute({
      sql: "INSERT INTO orders (id, idempotency_key, product, currency, amount_minor, email, name, country, language, terms_accepted, provider) VALUES (?, 'key-webhook', 'planner', 'EUR', 2900, 'buyer@example.org', 'Buyer', 'netherlands', 'nl', 1, 'stripe')",
      args: [orderId],
    });
  });

  it('leaves the order pending when recording the event fails, so Stripe\'s retry can still apply it', async () => {
    await injectFailure('payment_events', 'INSERT');
    const event = signedSessionEvent(orderId);
    const { result } = await consoleDuring(() => send(checkoutWebhook, '/api/checkout/webhook', event));
    expect(result.status).toBe(503);
    expect((await direct.execute({ sql: 'SELECT status, paid_at FROM orders WHERE id = ?', args: [orderId] })).rows[0]).toMatchObject({ status: 'pending', paid_at: null });
    expect(await count('SELECT COUNT(*) AS n FROM payment_events')).toBe(0);

    await direct.execute('DROP TRIGGER injected_fault');
    const retried = await send(checkoutWebhook, '/api/checkout/webhook', signedSessionEvent(orderId));
    expect(retried.status).toBe(200);
    expect((await direct.execute({ sql: 'SELECT status FROM orders WHERE id = ?', args: [orderId] })).rows[0]?.['status']).toBe('paid');
  });
});

describe('admin sign-in (POST /api/admin/login)', () => {
  const signIn = (attempt: string, ip = '192.0.2.60') =>
    consoleDuring(() => send(adminLogin, '/api/admin/login', postJson({ username: 'atomic', password: attempt }), fakeContext({ ip })));

  it('keeps the earlier session and the failed attempts when starting the new session fails, and answers 503', async () => {
    const earlier = await startSession(direct, adminId);
    await direct.execute({ sql: "INSERT INTO admin_login_failures (username, ip, failed_at) VALUES ('atomic', '192.0.2.61', ?)", args: [Date.now()] });
    await injectFailure('admin_sessions', 'INSERT');
    const { result } = await signIn(password);
    expect(result.status).toBe(503);
    expect(result.headers.get('authentication-token')).toBeNull();
    expect(result.headers.get('set-cookie')).toBeNull();
    expect(await count("SELECT COUNT(*) AS n FROM admin_login_failures WHERE username = 'atomic'")).toBe(1);
    await direct.execute('DROP TRIGGER injected_fault');
    expect((await send(adminCheckAuth, '/api/admin/check-auth', { headers: bearer(earlier) })).status).toBe(200);
  });

  it('stores no failed attempt when clearing out old attempts fails, and answers 503', async () => {
    await direct.execute('DELETE FROM admin_login_failures');
    await direct.execute({ sql: "INSERT INTO admin_login_failures (username, ip, failed_at) VALUES ('someone', '192.0.2.62', ?)", args: [Date.now() - 60 * 60_000] });
    await injectFailure('admin_login_failures', 'DELETE');
    const { result } = await signIn('not the password');
    expect(result.status).toBe(503);
    expect(await count('SELECT COUNT(*) AS n FROM admin_login_failures')).toBe(1);
  });

  it('signs in once the fault is gone, rotating the session and clearing the attempts together', async () => {
    const earlier = await startSession(direct, adminId);
    await direct.execute({ sql: "INSERT INTO admin_login_failures (username, ip, failed_at) VALUES ('atomic', '192.0.2.63', ?)", args: [Date.now()] });
    const { result } = await signIn(password, '192.0.2.64');
    expect(result.status).toBe(200);
    expect(await count("SELECT COUNT(*) AS n FROM admin_login_failures WHERE username = 'atomic'")).toBe(0);
    expect((await send(adminCheckAuth, '/api/admin/check-auth', { headers: bearer(earlier) })).status).toBe(401);
  });
});
