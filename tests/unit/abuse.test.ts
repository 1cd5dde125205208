import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Context } from '@netlify/functions';
import { call, fakeContext, postJson, useTempDatabase } from './helpers.ts';

/**
 * A battery of malformed and hostile requests against every POST endpoint: wrong types,
 * missing and extra fields, prototype-pollution keys, control characters, injection
 * strings where only a fixed value is allowed, oversize and non-JSON bodies, wrong content
 * types and methods. Each must get a 4xx, store nothing, and leave the endpoint answering.
 */
type Handler = (request: Request, context: Context) => Promise<Response>;
let db: Awaited<ReturnType<typeof useTempDatabase>>;

const sessionId = 'abuse-session-01';
const endpoints = {
  '/api/email-signup': { file: 'email-signup', valid: { firstName: 'Maria', email: 'maria@example.org', country: 'germany', optedIn: true, language: 'de' }, tables: ['waitlist_signups'] },
  '/api/burnout-quiz-results': {
    file: 'burnout-quiz-results',
    valid: { name: 'Sam', email: 'sam@example.org', country: 'uk', answers: { '0': 5, '1': 4, '2': 4, '3': 2, '4': 1 }, burnoutScore: 64, language: 'en', source: 'homepage-quiz', consent: true },
    tables: ['quiz_results'],
  },
  '/api/chatbot/message': { file: 'chatbot-message', valid: { message: 'hello', sessionId, language: 'en', conversationHistory: [] }, tables: [] },
  '/api/chatbot/analytics': { file: 'chatbot-analytics', valid: { sessionId, eventType: 'widget_opened', language: 'en' }, tables: ['chat_events'] },
  '/api/chatbot/transcript': { file: 'chatbot-transcript', valid: { sessionId, userMessage: 'hi', botResponse: 'hello', messageOrder: 1, language: 'en' }, tables: ['chat_transcripts'] },
  '/api/chatbot/feedback': { file: 'chatbot-feedback', valid: { sessionId, feedbackText: 'good', feedbackType: 'general', language: 'en' }, tables: ['chat_feedback'] },
  '/api/contact': { file: 'contact', valid: { name: 'Sam', email: 'sam@example.org', topic: 'general', message: 'A message of some length.', language: 'en' }, tables: ['contact_messages'] },
  '/api/checkout': {
    file: 'checkout',
    valid: { product: 'planner', name: 'Sam', email: 'sam@example.org', country: 'netherlands', acceptedTerms: true, idempotencyKey: '0f8fad5b-d9cb-469f-a165-70867728950e', language: 'nl' },
    tables: ['orders'],
  },
  '/api/admin/login': { file: 'admin-login', valid: { username: 'nobody', password: 'not a password' }, tables: ['admin_sessions'] },
} as const;
type Path = keyof typeof endpoints;

const handlers = new Map<Path, Handler>();

beforeAll(async () => {
  db = await useTempDatabase();
  for (const [path, endpoint] of Object.entries(endpoints) as [Path, (typeof endpoints)[Path]][]) {
    handlers.set(path, (await db.load<{ default: Handler }>(`../../functions/${endpoint.file}.mts`)).default);
  }
  // Open (and so migrate) the database first: counting rows needs the tables.
  const { database } = await db.load<typeof import('../../src/server/db/client.ts')>('../../src/server/db/client.ts');
  await database();
}, 30_000);
afterAll(() => db.cleanup());

/** Fields a caller may leave out (the server then reads the language from the request). */
const optionalFields = new Set(['language']);

/** Bad versions of a valid body: every field with wrong types, required ones removed, and hostile extras. */
function mutations(valid: Record<string, unknown>): [string, unknown][] {
  const fieldCases = Object.keys(valid).flatMap((field): [string, unknown][] => {
    const { [field]: _dropped, ...without } = valid;
    const wrongTypes: [string, unknown][] = [
      ...(optionalFields.has(field) ? [] : ([[`${field} missing`, without]] as [string, unknown][])),
      [`${field} null`, { ...valid, [field]: null }],
      [`${field} an object`, { ...valid, [field]: { $gt: '' } }],
    ];
    // A wrong type for the field: a number where text is expected and text where anything else is.
    wrongTypes.push([`${field} of the wrong type`, { ...valid, [field]: typeof valid[field] === 'string' ? 12345 : 'DROP TABLE x' }]);
    return wrongTypes;
  });
  return [
    ...fieldCases,
    ['an extra field', { ...valid, isAdmin: true }],
    ['a __proto__ key', JSON.parse(`{"__proto__": {"isAdmin": true}, ${JSON.stringify(valid).slice(1)}`) as unknown],
    ['a constructor key', { ...valid, constructor: { prototype: { isAdmin: true } } }],
    ['an email with control characters', 'email' in valid ? { ...valid, email: 'a\u0000b@example.org\r\nBcc: x@y.z' } : { ...valid, zzz: 1 }],
    ['an empty object', {}],
  ];
}

const rawBodies: [string, string, string][] = [
  ['not JSON', 'application/json', '{"unterminated": '],
  ['a JSON array', 'application/json', '[1,2,3]'],
  ['JSON null', 'application/json', 'null'],
  ['a JSON string', 'application/json', '"<script>alert(1)</script>"'],
  ['a form post', 'application/x-www-form-urlencoded', 'firstName=x&email=y'],
  ['text/plain', 'text/plain', '{}'],
  ['a huge body', 'application/json', JSON.stringify({ message: 'x'.repeat(40_000) })],
];

async function rowCounts(path: Path): Promise<number[]> {
  return Promise.all(endpoints[path].tables.map(async (table) => Number((await db.query(`SELECT COUNT(*) AS n FROM ${table}`))[0]?.['n'] ?? 0)));
}

describe('hostile requests', () => {
  const cases = (Object.keys(endpoints) as Path[]).flatMap((path) => [
    ...mutations(endpoints[path].valid as Record<string, unknown>).map(([name, body]): [Path, string, RequestInit] => [path, name, postJson(body)]),
    ...rawBodies.map(([name, type, body]): [Path, string, RequestInit] => [path, name, { method: 'POST', headers: { 'Content-Type': type }, body }]),
    ...(['GET', 'PUT', 'DELETE'] as const).map((method): [Path, string, RequestInit] => [path, `method ${method}`, { method }]),
  ]);

  it('the battery is large', () => {
    expect(cases.length).toBeGreaterThanOrEqual(100);
  });

  it.each(cases)('%s with %s gets a 4xx and stores nothing', async (path, _name, init) => {
    const handler = handlers.get(path);
    if (!handler) throw new Error(path);
    const before = await rowCounts(path);
    const response = await handler(new Request(`http://localhost${path}`, init), fakeContext({ ip: '203.0.113.9' }));
    expect(response.status).toBeGreaterThanOrEqual(400);
    expect(response.status).toBeLessThan(500);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expect(await response.text()).not.toMatch(/at .*\.(ts|js):\d+/);
    expect(await rowCounts(path)).toEqual(before);
  });

  it('every endpoint still answers a valid request afterwards', async () => {
    for (const path of ['/api/email-signup', '/api/contact', '/api/chatbot/message'] as const) {
      const response = await call(handlers.get(path) as Handler, path, postJson(endpoints[path].valid));
      expect(response.status, path).toBeLessThan(300);
    }
  });
});
