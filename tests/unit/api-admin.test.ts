import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Client } from '@libsql/client';
import type { Context } from '@netlify/functions';
import { call, fakeContext, postJson, useTempDatabase } from './helpers.ts';

type Handler = (request: Request, context: Context) => Promise<Response>;
let db: Awaited<ReturnType<typeof useTempDatabase>>;
const handlers: Record<string, Handler> = {};
let client: Client;

const endpoints = {
  login: '../../functions/admin-login.mts',
  logout: '../../functions/admin-logout.mts',
  checkAuth: '../../functions/admin-check-auth.mts',
  overview: '../../functions/admin-overview.mts',
  lists: '../../functions/admin-lists.mts',
  export: '../../functions/admin-export.mts',
  transcript: '../../functions/admin-transcript.mts',
  erase: '../../functions/admin-erase.mts',
  chatbot: '../../functions/admin-chatbot.mts',
  status: '../../functions/chatbot-status.mts',
} as const;

beforeAll(async () => {
  db = await useTempDatabase();
  for (const [name, path] of Object.entries(endpoints)) handlers[name] = (await db.load<{ default: Handler }>(path)).default;
  const { database } = await db.load<typeof import('../../src/server/db/client.ts')>('../../src/server/db/client.ts');
  const { createAdmin } = await db.load<typeof import('../../src/server/auth/accounts.ts')>('../../src/server/auth/accounts.ts');
  client = await database();
  await createAdmin(client, 'sam', 'a good long password');
}, 30_000);
afterAll(() => db.cleanup());

const handler = (name: keyof typeof endpoints): Handler => {
  const found = handlers[name];
  if (!found) throw new Error(`no handler ${name}`);
  return found;
};

async function signIn(ip = '192.0.2.10'): Promise<string> {
  const response = await call(handler('login'), '/api/admin/login', { ...postJson({ username: 'sam', password: 'a good long password' }), context: fakeContext({ ip }) });
  expect(response.status).toBe(200);
  const token = response.headers.get('authentication-token');
  if (!token) throw new Error('no token');
  return token;
}

const bearer = (token: string) => ({ headers: { Authorization: `Bearer ${token}` } });

describe('admin sign-in', () => {
  it('signs in with the right password: { ok: true }, an HttpOnly SameSite=Strict cookie and the token header', async () => {
    const response = await call(handler('login'), '/api/admin/login', postJson({ username: 'Sam', password: 'a good long password' }));
    expect(response.body).toEqual({ ok: true });
    expect(response.headers.get('set-cookie')).toMatch(/^emberwell_admin=[\w-]{43}; Path=\/; HttpOnly; SameSite=Strict; Max-Age=43200$/);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const token = response.headers.get('authentication-token') ?? '';
    expect((await call(handler('checkAuth'), '/api/admin/check-auth', bearer(token))).body).toEqual({ ok: true, username: 'sam' });
    // The cookie alone works as well as the bearer.
    expect((await call(handler('checkAuth'), '/api/admin/check-auth', { headers: { Cookie: `emberwell_admin=${token}` } })).status).toBe(200);
  });

  it('uses the __Host- prefix and Secure on HTTPS', async () => {
    const response = await handler('login')(new Request('https://emberwell.example/api/admin/login', postJson({ username: 'sam', password: 'a good long password' })), fakeContext({ ip: '192.0.2.50' }));
    expect(response.headers.get('set-cookie')).toMatch(/^__Host-emberwell_admin=[\w-]+; Path=\/; HttpOnly; SameSite=Strict; Max-Age=43200; Secure$/);
  });

  it('refuses a wrong password with 401 { ok: false } and no token', async () => {
    const response = await call(handler('login'), '/api/admin/login', { ...postJson({ username: 'sam', password: 'nope nope nope' }), context: fakeContext({ ip: '192.0.2.20' }) });
    expect(response.status).toBe(401);
    expect(response.body['ok']).toBe(false);
    expect(response.headers.get('authentication-token')).toBeNull();
    expect(response.headers.get('set-cookie')).toBeNull();
  });

  it('throttles a username after 5 failures in 15 minutes with 429 and Retry-After, even for the right password', async () => {
    await client.execute('DELETE FROM admin_login_failures');
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const failed = await call(handler('login'), '/api/admin/login', { ...postJson({ username: 'sam', password: `wrong ${attempt}` }), context: fakeContext({ ip: `192.0.2.${100 + attempt}` }) });
      expect(failed.status).toBe(401);
    }
    const blocked = await call(handler('login'), '/api/admin/login', { ...postJson({ username: 'sam', password: 'a good long password' }), context: fakeContext({ ip: '192.0.2.200' }) });
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(800);
    await client.execute('DELETE FROM admin_login_failures');
  });

  it('a new sign-in makes the old token fail at once', async () => {
    const first = await signIn();
    const second = await signIn();
    expect((await call(handler('checkAuth'), '/api/admin/check-auth', bearer(first))).status).toBe(401);
    expect((await call(handler('checkAuth'), '/api/admin/check-auth', bearer(second))).status).toBe(200);
  });

  it('logout ends the session on the server and clears the cookie', async () => {
    const token = await signIn();
    const out = await call(handler('logout'), '/api/admin/logout', { method: 'POST', ...bearer(token) });
    expect(out.status).toBe(200);
    expect(out.headers.get('set-cookie')).toMatch(/Max-Age=0/);
    expect((await call(handler('checkAuth'), '/api/admin/check-auth', bearer(token))).status).toBe(401);
  });
});

describe('admin endpoints', () => {
  const protectedCalls: [keyof typeof endpoints, string, RequestInit, Record<string, string>][] = [
    ['checkAuth', '/api/admin/check-auth', {}, {}],
    ['logout', '/api/admin/logout', { method: 'POST' }, {}],
    ['overview', '/api/admin/overview', {}, {}],
    ['lists', '/api/admin/lists/waitlist', {}, { table: 'waitlist' }],
    ['export', '/api/admin/export/quiz', {}, { table: 'quiz' }],
    ['transcript', '/api/admin/chat-sessions/abc', {}, { sessionId: 'abc' }],
    ['erase', '/api/admin/erase', postJson({ email: 'a@example.org' }), {}],
    ['chatbot', '/api/admin/chatbot', postJson({ enabled: false }), {}],
  ];

  it.each(protectedCalls)('%s answers 401 without a session, and with a forged token, never caching', async (name, url, init, params) => {
    for (const headers of [{}, { Authorization: 'Bearer aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa' }, { Cookie: 'emberwell_admin=forged-token-forged-token-forged' }]) {
      const response = await handler(name)(new Request(`http://localhost${url}`, { ...init, headers: { ...(init.headers as Record<string, string>), ...headers } }), fakeContext({ params }));
      expect(response.status).toBe(401);
      expect(response.headers.get('cache-control')).toBe('no-store');
    }
  });

  it('lists paginate, search and sort on the server', async () => {
    for (let index = 0; index < 30; index += 1) {
      await client.execute({ sql: 'INSERT INTO waitlist_signups (first_name, email, country, opted_in, language, region) VALUES (?, ?, ?, 1, ?, ?)', args: [`Person ${index}`, `list${index}@example.org`, 'germany', 'de', 'germany'] });
    }
    const token = await signIn();
    const page2 = await call(handler('lists'), '/api/admin/lists/waitlist?page=2&pageSize=10&sort=email&direction=asc', { ...bearer(token), context: fakeContext({ params: { table: 'waitlist' } }) });
    expect(page2.body['total']).toBe(30);
    const rows = page2.body['rows'] as { email: string }[];
    expect(rows).toHaveLength(10);
    expect(rows.map((row) => row.email)).toEqual([...rows.map((row) => row.email)].sort());
    const searched = await call(handler('lists'), '/api/admin/lists/waitlist?search=list1%40', { ...bearer(token), context: fakeContext({ params: { table: 'waitlist' } }) });
    expect(searched.body['total']).toBe(1);
    const percent = await call(handler('lists'), '/api/admin/lists/waitlist?search=%25', { ...bearer(token), context: fakeContext({ params: { table: 'waitlist' } }) });
    expect(percent.body['total']).toBe(0);
    const badSort = await call(handler('lists'), '/api/admin/lists/waitlist?sort=email;DROP TABLE waitlist_signups', { ...bearer(token), context: fakeContext({ params: { table: 'waitlist' } }) });
    expect(badSort.status).toBe(200);
    expect((await call(handler('lists'), '/api/admin/lists/orders-and-more', { ...bearer(token), context: fakeContext({ params: { table: 'orders-and-more' } }) })).status).toBe(404);
  });

  it('exports CSV with formulas defused', async () => {
    await client.execute({ sql: 'INSERT INTO contact_messages (name, email, topic, message, language) VALUES (?, ?, ?, ?, ?)', args: ['=HYPERLINK("x")', 'csv@example.org', 'general', 'Plain, with "quotes"', 'en'] });
    const token = await signIn();
    const response = await handler('export')(new Request('http://localhost/api/admin/export/contact', bearer(token)), fakeContext({ params: { table: 'contact' } }));
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toMatch(/attachment; filename="emberwell-contact-\d{4}-\d{2}-\d{2}\.csv"/);
    // A byte-order mark first, so spreadsheet programs read the UTF-8 names right.
    expect([...new Uint8Array(await response.clone().arrayBuffer()).slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const csv = await response.text();
    expect(csv.split('\r\n')[0]).toBe('id,created_at,name,email,topic,message,language');
    expect(csv).toContain(`"'=HYPERLINK(""x"")"`);
    expect(csv).toContain('"Plain, with ""quotes"""');
  });

  it('the chatbot switch changes what GET /api/chatbot/status answers', async () => {
    const token = await signIn();
    await call(handler('chatbot'), '/api/admin/chatbot', { ...postJson({ enabled: false }), ...{ headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` } } });
    expect((await call(handler('status'), '/api/chatbot/status')).body).toEqual({ enabled: false });
    await call(handler('chatbot'), '/api/admin/chatbot', { ...postJson({ enabled: true }), ...{ headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` } } });
    expect((await call(handler('status'), '/api/chatbot/status')).body).toEqual({ enabled: true });
  });

  it('erase removes every row of that email, its chat sessions, and nothing else', async () => {
    const seed = async (email: string, session: string) => {
      await client.execute({ sql: 'INSERT INTO waitlist_signups (first_name, email, country, opted_in, language, region) VALUES (?, ?, ?, 1, ?, ?)', args: ['Eve', email, 'uk', 'en', 'uk'] });
      await client.execute({ sql: `INSERT INTO quiz_results (name, email, country, answers, burnout_score, risk_level, language, source, consented_at) VALUES (?, ?, 'uk', '{}', 40, 'moderate', 'en', 'homepage-quiz', '2026-01-01')`, args: ['Eve', email] });
      await client.execute({ sql: 'INSERT INTO contact_messages (name, email, topic, message, language) VALUES (?, ?, ?, ?, ?)', args: ['Eve', email, 'privacy', 'Please erase me', 'en'] });
      await client.execute({ sql: `INSERT INTO chat_transcripts (session_id, user_message, bot_response, message_order, user_email, language) VALUES (?, 'hi', 'hello', 1, NULL, 'en'), (?, 'my email', 'thanks', 2, ?, 'en')`, args: [session, session, email] });
      await client.execute({ sql: `INSERT INTO chat_events (session_id, event_type, language) VALUES (?, 'session_start', 'en')`, args: [session] });
      await client.execute({ sql: `INSERT INTO chat_feedback (session_id, email, feedback_text, feedback_type, language) VALUES (?, ?, 'good', 'general', 'en')`, args: [session, email] });
      await client.execute({ sql: `INSERT INTO orders (id, idempotency_key, product, currency, amount_minor, email, name, country, language, terms_accepted, provider) VALUES (?, ?, 'planner', 'GBP', 2500, ?, 'Eve', 'uk', 'en', 1, 'test')`, args: [`order-${session}`, `key-${session}`, email] });
    };
    await seed('erase-me@example.org', 'session-erase');
    await seed('keep-me@example.org', 'session-keep');
    const tables = ['waitlist_signups', 'quiz_results', 'contact_messages', 'chat_transcripts', 'chat_events', 'chat_feedback'];
    const totals = async () => Object.fromEntries(await Promise.all(tables.map(async (table) => [table, Number((await client.execute(`SELECT COUNT(*) AS n FROM ${table}`)).rows[0]?.['n'])])));
    const before = await totals();
    const token = await signIn();
    const response = await call(handler('erase'), '/api/admin/erase', { ...postJson({ email: 'Erase-Me@example.org' }), headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` } });
    expect(response.body['removed']).toEqual({ waitlist_signups: 1, quiz_results: 1, contact_messages: 1, chat_feedback: 1, chat_transcripts: 2, chat_events: 1, orders_anonymised: 1 });
    // The order stays for the accounts, without the person.
    expect(await db.query('SELECT email, name, amount_minor FROM orders WHERE id = ?', ['order-session-erase'])).toEqual([{ email: 'erased', name: 'erased', amount_minor: 2500 }]);
    expect(await db.query('SELECT email FROM orders WHERE id = ?', ['order-session-keep'])).toEqual([{ email: 'keep-me@example.org' }]);
    const after = await totals();
    for (const table of tables) expect(after[table], table).toBe(before[table] - (table === 'chat_transcripts' ? 2 : 1));
    for (const table of ['waitlist_signups', 'quiz_results', 'contact_messages', 'chat_feedback']) {
      expect((await client.execute({ sql: `SELECT COUNT(*) AS n FROM ${table} WHERE email = ?`, args: ['erase-me@example.org'] })).rows[0]?.['n']).toBe(0);
      expect((await client.execute({ sql: `SELECT COUNT(*) AS n FROM ${table} WHERE email = ?`, args: ['keep-me@example.org'] })).rows[0]?.['n']).toBe(1);
    }
    expect((await client.execute({ sql: 'SELECT COUNT(*) AS n FROM chat_transcripts WHERE session_id = ?', args: ['session-keep'] })).rows[0]?.['n']).toBe(2);
  });

  it('the overview counts what is stored, and the transcript reads one conversation in order', async () => {
    const token = await signIn();
    const overview = await call(handler('overview'), '/api/admin/overview', bearer(token));
    expect(overview.body).toMatchObject({ waitlist: { total: expect.any(Number), last7Days: expect.any(Number) }, chatbotEnabled: true });
    expect((overview.body['signupsPerDay'] as unknown[]).length).toBe(30);
    expect((overview.body['scoreHistogram'] as unknown[]).length).toBe(10);
    const transcript = await call(handler('transcript'), '/api/admin/chat-sessions/session-keep', { ...bearer(token), context: fakeContext({ params: { sessionId: 'session-keep' } }) });
    expect((transcript.body['messages'] as { user_message: string }[]).map((message) => message.user_message)).toEqual(['hi', 'my email']);
  });
});
