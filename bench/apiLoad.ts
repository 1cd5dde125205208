/**
 * The API loads of `npm run bench` (autocannon on loopback), shared by the run through the
 * local emulator and the run against warm function instances.
 */
import autocannon, { type Result } from 'autocannon';
import { createClient } from '@libsql/client';

export interface ApiLoad {
  /** What the table calls it. */
  name: string;
  /** The function's source, for the warm instance. */
  functionSource: string;
  path: string;
  method: 'GET' | 'POST';
  connections: number;
  /** How many requests a warm instance answers for the figures (about ten seconds' worth). */
  warmRequests: number;
  /** `[<id>]` becomes a new id for every request (a new email, a new chat session). */
  body?: string;
}

export function apiLoads(signupConnections: number): ApiLoad[] {
  return [
    {
      name: 'POST /api/email-signup',
      functionSource: 'functions/email-signup.mts',
      path: '/api/email-signup',
      method: 'POST',
      connections: signupConnections,
      warmRequests: 20_000,
      body: JSON.stringify({ firstName: 'Bench', email: 'bench-[<id>]@example.org', country: 'germany', optedIn: true, language: 'de' }),
    },
    {
      name: 'POST /api/chatbot/message',
      functionSource: 'functions/chatbot-message.mts',
      path: '/api/chatbot/message',
      method: 'POST',
      connections: 10,
      warmRequests: 5_000,
      body: JSON.stringify({ message: 'How do I sleep better after work?', sessionId: 'bench-[<id>]', language: 'en', conversationHistory: [] }),
    },
    {
      name: 'GET /api/burnout-questions',
      functionSource: 'functions/burnout-questions.mts',
      path: '/api/burnout-questions?language=en',
      method: 'GET',
      connections: 10,
      warmRequests: 20_000,
    },
  ];
}

/**
 * Sends exactly `requests` requests and waits for every answer (none is abandoned before
 * 120 s), so each stored row can be matched with the answer its request got.
 * `idPrefix` marks the body's `[<id>]` values, so warm-up rows can be told from measured ones.
 */
export function runLoad(origin: string, load: ApiLoad, requests: number, idPrefix = 'bench-'): Promise<Result> {
  return new Promise((resolve, reject) => {
    autocannon(
      {
        url: `${origin}${load.path}`,
        method: load.method,
        connections: load.connections,
        amount: requests,
        timeout: 120,
        ...(load.body ? { body: load.body.replaceAll('bench-', idPrefix), idReplacement: true, headers: { 'content-type': 'application/json' } } : {}),
      },
      (error, result) => (error ? reject(error) : resolve(result)),
    );
  });
}

/** Waitlist rows the bench stored (its addresses start with `bench-`). */
export async function storedBenchSignups(databaseFile: string): Promise<number> {
  const client = createClient({ url: `file:${databaseFile}` });
  try {
    const result = await client.execute("SELECT COUNT(*) AS n FROM waitlist_signups WHERE email LIKE 'bench-%'");
    return Number(result.rows[0]?.['n'] ?? 0);
  } finally {
    client.close();
  }
}
