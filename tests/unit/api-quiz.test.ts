import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Context } from '@netlify/functions';
import { call, fakeContext, postJson, useTempDatabase } from './helpers.ts';

type Handler = (request: Request, context: Context) => Promise<Response>;
let db: Awaited<ReturnType<typeof useTempDatabase>>;
let results: Handler;
let questions: Handler;
let content: Handler;

beforeAll(async () => {
  db = await useTempDatabase();
  results = (await db.load<{ default: Handler }>('../../functions/burnout-quiz-results.mts')).default;
  questions = (await db.load<{ default: Handler }>('../../functions/burnout-questions.mts')).default;
  content = (await db.load<{ default: Handler }>('../../functions/content.mts')).default;
});
afterAll(() => db.cleanup());

const valid = {
  name: 'Sam',
  email: 'sam@example.org',
  country: 'uk',
  answers: { '0': 5, '1': 4, '2': 4, '3': 2, '4': 1 },
  burnoutScore: 64,
  language: 'en',
  source: 'homepage-quiz',
  consent: true,
};

describe('POST /api/burnout-quiz-results', () => {
  it('stores a consented result with the score the server computed', async () => {
    const { status, body } = await call(results, '/api/burnout-quiz-results', postJson(valid));
    expect(status).toBe(201);
    expect(body).toEqual({ ok: true, burnoutScore: 64, riskLevel: 'moderate' });
    const [row] = await db.query('SELECT * FROM quiz_results');
    expect(row).toMatchObject({ name: 'Sam', email: 'sam@example.org', burnout_score: 64, risk_level: 'moderate', source: 'homepage-quiz', language: 'en' });
    expect(JSON.parse(String(row?.['answers']))).toEqual(valid.answers);
  });

  it.each([
    ['an answer above 5', { answers: { ...valid.answers, '2': 6 } }],
    ['an answer below 1', { answers: { ...valid.answers, '2': 0 } }],
    ['a fractional answer', { answers: { ...valid.answers, '2': 2.5 } }],
    ['a missing answer', { answers: { '0': 5, '1': 4, '2': 4, '3': 2 }, burnoutScore: 60 }],
    ['an unknown question', { answers: { ...valid.answers, '7': 3 } }],
    ['a score that does not match the answers', { burnoutScore: 99 }],
    ['another source', { source: 'somewhere' }],
    ['no consent', { consent: false }],
    ['a missing name', { name: '' }],
    ['a bad email', { email: 'sam@' }],
  ])('refuses %s and stores nothing', async (_case, change) => {
    const before = (await db.query('SELECT count(*) AS n FROM quiz_results'))[0]?.['n'];
    const { status } = await call(results, '/api/burnout-quiz-results', postJson({ ...valid, ...change }));
    expect(status).toBe(400);
    expect((await db.query('SELECT count(*) AS n FROM quiz_results'))[0]?.['n']).toBe(before);
  });

  it('names the gate fields with the spec messages in French', async () => {
    const { body } = await call(results, '/api/burnout-quiz-results', postJson({ ...valid, language: 'fr', name: '', country: '' }));
    expect(body['fields']).toMatchObject({ name: 'Le nom est obligatoire', country: 'Veuillez sélectionner votre pays' });
  });
});

describe('GET /api/burnout-questions', () => {
  it('returns the five questions in the asked language', async () => {
    const response = await questions(new Request('http://localhost/api/burnout-questions?language=de'), fakeContext());
    const list = (await response.json()) as { questionKey: string; text: string }[];
    expect(list.map((question) => question.questionKey)).toEqual(['emotional_drain', 'fatigue_morning', 'stress_work', 'burned_out', 'frustration']);
    expect(list[0]?.text).toMatch(/Arbeitstag/);
  });
});

describe('GET /api/content', () => {
  it('returns the mission items in the asked language', async () => {
    const response = await content(new Request('http://localhost/api/content/mission?language=nl'), fakeContext({ params: { section: 'mission' } }));
    const items = (await response.json()) as { key: string; text: string }[];
    expect(items.map((item) => item.key)).toEqual(['mission_title', 'mission_description']);
    expect(items[0]?.text).toBe('Onze missie');
  });

  it('returns every item without a section and 404 for an unknown one', async () => {
    const all = await content(new Request('http://localhost/api/content?language=en&region=germany'), fakeContext());
    expect(((await all.json()) as unknown[]).length).toBeGreaterThanOrEqual(4);
    expect((await content(new Request('http://localhost/api/content/secrets'), fakeContext({ params: { section: 'secrets' } }))).status).toBe(404);
  });
});
