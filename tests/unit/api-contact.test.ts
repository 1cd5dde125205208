import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Context } from '@netlify/functions';
import { call, postJson, useTempDatabase } from './helpers.ts';

type Handler = (request: Request, context: Context) => Promise<Response>;
let db: Awaited<ReturnType<typeof useTempDatabase>>;
let contact: Handler;

beforeAll(async () => {
  db = await useTempDatabase();
  contact = (await db.load<{ default: Handler }>('../../functions/contact.mts')).default;
});
afterAll(() => db.cleanup());

const valid = { name: 'Sam Jansen', email: 'Sam@Example.org', topic: 'feedback', message: 'The quiz helped me start a conversation at work.', language: 'nl' };

describe('POST /api/contact', () => {
  it('stores a valid message with its topic, language and time', async () => {
    const { status, body } = await call(contact, '/api/contact', postJson(valid));
    expect(status).toBe(201);
    expect(body).toEqual({ ok: true });
    const rows = await db.query('SELECT name, email, topic, message, language, created_at FROM contact_messages WHERE email = ?', ['sam@example.org']);
    expect(rows).toEqual([expect.objectContaining({ name: 'Sam Jansen', topic: 'feedback', message: valid.message, language: 'nl' })]);
    expect(String(rows[0]?.['created_at'])).toMatch(/^\d{4}-\d{2}-\d{2}T/);
  });

  it('keeps hostile text exactly as typed, to be shown as text', async () => {
    const message = `<script>alert(1)</script> '; DROP TABLE contact_messages; --`;
    await call(contact, '/api/contact', postJson({ ...valid, email: 'html@example.org', message }));
    expect(await db.query('SELECT message FROM contact_messages WHERE email = ?', ['html@example.org'])).toEqual([{ message }]);
  });

  it('drops a filled honeypot: the same answer, nothing stored', async () => {
    const { status } = await call(contact, '/api/contact', postJson({ ...valid, email: 'bot@example.org', website: 'spam' }));
    expect(status).toBe(201);
    expect(await db.query('SELECT id FROM contact_messages WHERE email = ?', ['bot@example.org'])).toEqual([]);
  });

  it.each([
    ['name', { name: ' ' }, 'Name is required'],
    ['email', { email: 'nope' }, 'Please enter a valid email address'],
    ['topic', { topic: 'lottery' }, 'Please choose a topic'],
    ['topic', { topic: undefined }, 'Please choose a topic'],
    ['message', { message: 'Hi' }, 'Please write a message of at least 10 characters'],
    ['message', { message: 'x'.repeat(5001) }, 'This is too long'],
  ])('refuses a bad %s with its message and stores nothing', async (field, change, message) => {
    const email = `bad-${field}-${Math.random()}@example.org`;
    const { status, body } = await call(contact, '/api/contact', postJson({ ...valid, language: 'en', email, ...change }));
    expect(status).toBe(400);
    expect(body['fields']).toMatchObject({ [field]: message });
    expect(await db.query('SELECT id FROM contact_messages WHERE email = ?', [email])).toEqual([]);
  });

  it('answers in the visitor language and refuses unknown fields and other methods', async () => {
    const german = await call(contact, '/api/contact', postJson({ ...valid, language: 'de', topic: 'x' }));
    expect(german.body['fields']).toMatchObject({ topic: expect.not.stringMatching(/choose a topic/) });
    expect((await call(contact, '/api/contact', postJson({ ...valid, isAdmin: true }))).status).toBe(400);
    expect((await call(contact, '/api/contact', { method: 'GET' })).status).toBe(405);
  });
});
