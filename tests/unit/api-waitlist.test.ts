import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Context } from '@netlify/functions';
import { call, fakeContext, postJson, useTempDatabase } from './helpers.ts';

type Handler = (request: Request, context: Context) => Promise<Response>;
let db: Awaited<ReturnType<typeof useTempDatabase>>;
let signup: Handler;

beforeAll(async () => {
  db = await useTempDatabase();
  signup = (await db.load<{ default: Handler }>('../../functions/email-signup.mts')).default;
});
afterAll(() => db.cleanup());

const valid = { firstName: 'Maria', email: 'Maria@Example.org', country: 'germany', optedIn: true, language: 'de', region: 'germany' };

describe('POST /api/email-signup', () => {
  it('stores a valid signup with its language, region and time', async () => {
    const { status, body } = await call(signup, '/api/email-signup', postJson(valid));
    expect(status).toBe(201);
    expect(body).toEqual({ ok: true });
    const rows = await db.query('SELECT * FROM waitlist_signups WHERE email = ?', ['maria@example.org']);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ first_name: 'Maria', country: 'germany', opted_in: 1, language: 'de', region: 'germany' });
    expect(String(rows[0]?.['created_at'])).toMatch(/^\d{4}-\d{2}-\d{2}T/);
  });

  it('answers a repeated email like a new one and keeps one row', async () => {
    const again = await call(signup, '/api/email-signup', postJson({ ...valid, firstName: 'Someone else', email: 'MARIA@example.org' }));
    expect(again.status).toBe(201);
    expect(again.body).toEqual({ ok: true });
    expect(await db.query('SELECT first_name FROM waitlist_signups WHERE email = ?', ['maria@example.org'])).toEqual([{ first_name: 'Maria' }]);
  });

  it('drops a filled honeypot silently: a success answer and nothing stored', async () => {
    const { status } = await call(signup, '/api/email-signup', postJson({ ...valid, email: 'bot@example.org', website: 'http://spam.example' }));
    expect(status).toBe(201);
    expect(await db.query('SELECT id FROM waitlist_signups WHERE email = ?', ['bot@example.org'])).toEqual([]);
  });

  it('takes the region from the CDN country when the page sent none', async () => {
    const { language: _language, region: _region, ...bare } = valid;
    await call(signup, '/api/email-signup', { ...postJson({ ...bare, email: 'nl@example.org' }), context: fakeContext({ country: 'NL' }) });
    expect(await db.query('SELECT language, region FROM waitlist_signups WHERE email = ?', ['nl@example.org'])).toEqual([{ language: 'en', region: 'netherlands' }]);
  });

  it.each([
    ['firstName', { firstName: '  ' }, 'First name is required'],
    ['email', { email: 'not-an-email' }, 'Please enter a valid email address'],
    ['country', { country: '' }, 'Please select your country'],
    ['country', { country: 'atlantis' }, 'Please select your country'],
    ['optedIn', { optedIn: false }, 'You must opt in to receive updates'],
  ])('refuses a bad %s with the spec message', async (field, change, message) => {
    const { status, body } = await call(signup, '/api/email-signup', postJson({ ...valid, language: 'en', email: `bad-${field}@example.org`, ...change }));
    expect(status).toBe(400);
    expect(body['fields']).toMatchObject({ [field]: message });
  });

  it('answers in the visitor language', async () => {
    const { body } = await call(signup, '/api/email-signup', postJson({ ...valid, language: 'nl', firstName: '' }));
    expect(body['fields']).toMatchObject({ firstName: 'Voornaam is verplicht' });
  });

  it('refuses unknown fields, wrong content types, oversized bodies and other methods', async () => {
    expect((await call(signup, '/api/email-signup', postJson({ ...valid, isAdmin: true }))).status).toBe(400);
    expect((await call(signup, '/api/email-signup', { method: 'POST', headers: { 'Content-Type': 'text/plain' }, body: 'hi' })).status).toBe(415);
    expect((await call(signup, '/api/email-signup', postJson({ ...valid, firstName: 'x'.repeat(20_000) }))).status).toBe(413);
    expect((await call(signup, '/api/email-signup', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{"firstName":' })).status).toBe(400);
    expect((await call(signup, '/api/email-signup')).status).toBe(405);
  });

  it('stores nothing for refused requests', async () => {
    expect(await db.query("SELECT email FROM waitlist_signups WHERE email LIKE 'bad-%'")).toEqual([]);
  });
});
