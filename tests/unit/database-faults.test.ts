import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createClient, type Client } from '@libsql/client';
import { createAdmin } from '../../src/server/auth/accounts.ts';
import { startSession } from '../../src/server/auth/sessions.ts';
import { database, isDriverFailure } from '../../src/server/db/client.ts';
import { fakeContext, postJson } from './helpers.ts';
import {
  closedPortUrl, consoleDuring, faultFolder, holdWriteLock, loadEveryFunction, send, signedSessionEvent,
  stripeWebhookSecret, unavailableMessage, unavailableMessageFor, useDatabaseAt, type Answer, type Handler,
} from './faults.ts';

/**
 * Issue 9, "Faults": with the database unreachable or locked, every endpoint that needs it
 * answers 503 with a clear message and Retry-After (never a 500 or a stack trace), and every
 * endpoint that does not need it keeps answering. The list of endpoints comes from
 * functions/ itself, so a new function without a scenario here fails the first test.
 */

/** How an endpoint uses the database: `writes` waits for a held write lock, `reads` goes on beside it (WAL). */
type DatabaseUse = 'writes' | 'reads' | 'none';

interface Fixture {
  adminToken: string;
  logoutToken: string;
  orderId: string;
}

interface Scenario {
  database: DatabaseUse;
  /** A valid request, so a 503 can only come from the database. */
  request: (fixture: Fixture) => { url: string; init?: RequestInit; params?: Record<string, string>; env?: Record<string, string> };
}

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });
const visitor = { name: 'Faultfinder Visitor', email: 'faultfinder@example.org' };
let sequence = 0;
const unique = () => `${Date.now()}-${(sequence += 1)}`;
const sessionId = 'faults-session-1';
const adminPassword = 'a good long password for faults';

const scenarios: Record<string, Scenario> = {
  '/api/admin/chatbot': { database: 'writes', request: (f) => ({ url: '/api/admin/chatbot', init: postJson({ enabled: true }, bearer(f.adminToken)) }) },
  '/api/admin/check-auth': { database: 'writes', request: (f) => ({ url: '/api/admin/check-auth', init: { headers: bearer(f.adminToken) } }) },
  '/api/admin/erase': { database: 'writes', request: (f) => ({ url: '/api/admin/erase', init: postJson({ email: `erase-${unique()}@example.org` }, bearer(f.adminToken)) }) },
  '/api/admin/export/:table': { database: 'writes', request: (f) => ({ url: '/api/admin/export/waitlist', params: { table: 'waitlist' }, init: { headers: bearer(f.adminToken) } }) },
  '/api/admin/lists/:table': { database: 'writes', request: (f) => ({ url: '/api/admin/lists/waitlist?page=1&pageSize=10', params: { table: 'waitlist' }, init: { headers: bearer(f.adminToken) } }) },
  '/api/admin/login': { database: 'writes', request: () => ({ url: '/api/admin/login', init: postJson({ username: 'faults-login', password: adminPassword }) }) },
  '/api/admin/logout': { database: 'writes', request: (f) => ({ url: '/api/admin/logout', init: { method: 'POST', headers: bearer(f.logoutToken) } }) },
  '/api/admin/overview': { database: 'writes', request: (f) => ({ url: '/api/admin/overview', init: { headers: bearer(f.adminToken) } }) },
  '/api/admin/chat-sessions/:sessionId': { database: 'writes', request: (f) => ({ url: `/api/admin/chat-sessions/${sessionId}`, params: { sessionId }, init: { headers: bearer(f.adminToken) } }) },
  '/api/burnout-questions': { database: 'none', request: () => ({ url: '/api/burnout-questions?language=de' }) },
  '/api/burnout-quiz-results': {
    database: 'writes',
    request: () => ({ url: '/api/burnout-quiz-results', init: postJson({ ...visitor, country: 'uk', answers: { '0': 5, '1': 4, '2': 4, '3': 2, '4': 1 }, burnoutScore: 64, language: 'en', source: 'homepage-quiz', consent: true }) }),
  },
  '/api/chatbot/analytics': { database: 'writes', request: () => ({ url: '/api/chatbot/analytics', init: postJson({ sessionId, eventType: 'widget_opened', language: 'en' }) }) },
  '/api/chatbot/feedback': { database: 'writes', request: () => ({ url: '/api/chatbot/feedback', init: postJson({ sessionId, email: visitor.email, feedbackText: 'Calm and clear', feedbackType: 'general', language: 'en' }) }) },
  '/api/chatbot/message': { database: 'none', request: () => ({ url: '/api/chatbot/message', init: postJson({ message: 'I feel tired all the time', sessionId, language: 'en', conversationHistory: [] }) }) },
  '/api/chatbot/status': { database: 'reads', request: () => ({ url: '/api/chatbot/status' }) },
  '/api/chatbot/transcript': {
    database: 'writes',
    request: () => ({ url: '/api/chatbot/transcript', init: postJson({ sessionId, userMessage: 'hello', botResponse: 'Hi there', messageOrder: 1, userEmail: visitor.email, userName: visitor.name, language: 'en' }) }),
  },
  '/api/checkout/mode': { database: 'none', request: () => ({ url: '/api/checkout/mode' }) },
  '/api/checkout/webhook': {
    database: 'writes',
    request: (f) => ({ url: '/api/checkout/webhook', init: signedSessionEvent(f.orderId), env: { STRIPE_SECRET_KEY: 'sk_test_unused', STRIPE_WEBHOOK_SECRET: stripeWebhookSecret } }),
  },
  '/api/checkout': {
    database: 'writes',
    request: () => ({ url: '/api/checkout', init: postJson({ product: 'planner', ...visitor, country: 'netherlands', acceptedTerms: true, idempotencyKey: crypto.randomUUID(), language: 'nl' }) }),
  },
  '/api/contact': { database: 'writes', request: () => ({ url: '/api/contact', init: postJson({ ...visitor, topic: 'feedback', message: 'The quiz helped me.', language: 'en' }) }) },
  '/api/content': { database: 'none', request: () => ({ url: '/api/content?language=fr' }) },
  '/api/email-signup': { database: 'writes', request: () => ({ url: '/api/email-signup', init: postJson({ firstName: visitor.name, email: `signup-${unique()}@example.org`, country: 'germany', optedIn: true, language: 'de' }) }) },
  '/api/health': { database: 'reads', request: () => ({ url: '/api/health' }) },
  '/api/language': { database: 'none', request: () => ({ url: '/api/language?lang=nl' }) },
  '/api/orders/:id': { database: 'reads', request: (f) => ({ url: `/api/orders/${f.orderId}`, params: { id: f.orderId } }) },
  '/api/region': { database: 'none', request: () => ({ url: '/api/region?region=germany' }) },
  '/api/seo/:pageType': { database: 'none', request: () => ({ url: '/api/seo/home', params: { pageType: 'home' } }) },
};

const functions = await loadEveryFunction();
const folder = faultFolder();
const unreachable = await closedPortUrl();
const fixture: Fixture = { adminToken: '', logoutToken: '', orderId: '' };
let direct: Client;
let adminIds: { admin: number; logout: number };

const routesUsing = (...uses: DatabaseUse[]) => Object.entries(scenarios).filter(([, scenario]) => uses.includes(scenario.database)).map(([route]) => route);

function handlerFor(route: string): Handler {
  const found = functions.find((entry) => entry.route === route);
  if (!found) throw new Error(`no function declares ${route}`);
  return found.handler;
}

/** Sends the route's valid request with the payment keys it needs (none: the local test mode). */
async function callRoute(route: string): Promise<Answer> {
  const scenario = scenarios[route];
  if (!scenario) throw new Error(`no scenario for ${route}`);
  const { url, init, params, env = {} } = scenario.request(fixture);
  const keys = { STRIPE_SECRET_KEY: '', STRIPE_WEBHOOK_SECRET: '', CONTEXT: '', ...env };
  for (const [name, value] of Object.entries(keys)) vi.stubEnv(name, value);
  return send(handlerFor(route), url, init, fakeContext({ params: params ?? {}, ip: '192.0.2.77' }));
}

/** New sessions for the admin calls and for the sign-out, written directly (not through the functions). */
async function freshSessions(): Promise<void> {
  fixture.adminToken = await startSession(direct, adminIds.admin);
  fixture.logoutToken = await startSession(direct, adminIds.logout);
}

function expectUnavailable(answer: Answer, route: string): void {
  expect(answer.status).toBe(503);
  expect(answer.headers.get('retry-after')).toBe('30');
  expect(answer.headers.get('content-type')).toMatch(/^application\/json/);
  expect(answer.headers.get('cache-control')).toBe('no-store');
  // Exactly the message, in the language the request named: no stack trace, no driver text, no SQL.
  const scenario = scenarios[route];
  expect(JSON.parse(answer.text)).toEqual({ error: scenario ? unavailableMessageFor(scenario.request(fixture).init) : unavailableMessage });
}

beforeAll(async () => {
  await useDatabaseAt(folder.workingUrl);
  const shared = await database();
  direct = createClient({ url: folder.workingUrl });
  adminIds = {
    admin: await createAdmin(shared, 'faults-admin', adminPassword),
    logout: await createAdmin(shared, 'faults-logout', adminPassword),
  };
  await createAdmin(shared, 'faults-login', adminPassword);
  await freshSessions();
  const placed = await callRoute('/api/checkout');
  expect(placed.status).toBe(201);
  fixture.orderId = String((JSON.parse(placed.text) as { orderId: string }).orderId);
}, 60_000);

afterEach(() => vi.unstubAllEnvs());
afterAll(async () => {
  const { resetDatabaseClient } = await import('../../src/server/db/client.ts');
  await resetDatabaseClient();
  direct.close();
  folder.cleanup();
});

describe('the fault scenarios', () => {
  it('name every function in functions/ exactly once', () => {
    expect(Object.keys(scenarios).sort()).toEqual(functions.map((entry) => entry.route).sort());
  });
});

describe('with a working database', () => {
  beforeEach(async () => {
    await useDatabaseAt(folder.workingUrl);
    await freshSessions();
  });

  it.each(Object.keys(scenarios))('%s answers its valid request with a success', async (route) => {
    const answer = await callRoute(route);
    expect(answer.status, answer.text).toBeGreaterThanOrEqual(200);
    expect(answer.status, answer.text).toBeLessThan(300);
  });
});

describe.each([
  { fault: 'a local file that cannot be created', url: () => folder.uncreatableUrl },
  { fault: 'a Turso address on a closed port', url: () => unreachable },
])('with the database unreachable ($fault)', ({ url }) => {
  beforeEach(async () => {
    await useDatabaseAt(url());
  });

  it.each(routesUsing('writes', 'reads'))('%s answers 503 with the message and Retry-After, logging no personal data', async (route) => {
    const { result, logged } = await consoleDuring(() => callRoute(route));
    expectUnavailable(result, route);
    expect(logged).not.toContain(visitor.email);
    expect(logged).not.toContain(visitor.name);
    expect(logged).not.toContain(adminPassword);
  });

  it.each(routesUsing('none'))('%s still answers 200: it needs no database', async (route) => {
    expect((await callRoute(route)).status).toBe(200);
  });
});

describe('while another connection holds the write lock', () => {
  let lock: { release: () => void } | undefined;
  beforeEach(async () => {
    await useDatabaseAt(folder.workingUrl);
    await freshSessions();
    lock = await holdWriteLock(folder.workingUrl);
  });
  afterEach(() => {
    lock?.release();
    lock = undefined;
  });

  it.each(routesUsing('writes'))('%s answers 503 with the message and Retry-After once the busy timeout passes', async (route) => {
    const { result, logged } = await consoleDuring(() => callRoute(route));
    expectUnavailable(result, route);
    expect(logged).toContain('SQLITE_BUSY');
    expect(logged).not.toContain(visitor.email);
  });

  it.each(routesUsing('reads'))('%s keeps answering: readers do not wait for a writer (WAL)', async (route) => {
    expect((await callRoute(route)).status).toBe(200);
  });

  it('recovers by itself once the lock is released: writes and transactions succeed again without a restart', async () => {
    const { result: refused } = await consoleDuring(() => callRoute('/api/admin/erase'));
    expect(refused.status).toBe(503);
    lock?.release();
    lock = undefined;
    // No reset between the calls: the process must recover by itself.
    for (const route of ['/api/admin/erase', '/api/email-signup', '/api/checkout/webhook']) {
      expect((await callRoute(route)).status).toBeLessThan(300);
    }
  });
});

describe('a database that stops answering after it was opened', () => {
  it('is recognised as a driver failure (503), while a bug in our own code is not', async () => {
    const remote = createClient({ url: unreachable });
    const failure = await remote.execute('SELECT 1').then(
      () => undefined,
      (error: unknown) => error,
    );
    remote.close();
    expect(isDriverFailure(failure)).toBe(true);
    expect(isDriverFailure(new TypeError('Cannot read properties of undefined'))).toBe(false);
  });
});
