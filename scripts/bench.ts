/**
 * `npm run bench`: builds, serves the build as `npm start` does (on its own port and its
 * own database file), loads the API on loopback with autocannon and prints one table with
 * the budgets of bench/budgets.json and whether each is met. It prints figures only; tests
 * never time anything (shared machines are noisy).
 *
 * Not measured yet: Lighthouse (performance, LCP, TBT, CLS, bytes) and the home page's
 * script size; their budgets are listed as "not measured".
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import autocannon, { type Result } from 'autocannon';
import { createClient } from '@libsql/client';

const budgets = JSON.parse(readFileSync('bench/budgets.json', 'utf8')) as Record<string, number>;
const budget = (name: string): number => {
  const value = budgets[name];
  if (typeof value !== 'number') throw new Error(`bench/budgets.json has no ${name}`);
  return value;
};
const port = Number(process.env['BENCH_PORT'] ?? 8899);
const origin = `http://127.0.0.1:${port}`;
const databaseFile = '.data/bench.db';
const rows: { measure: string; value: string; budget: string; met: string }[] = [];
const record = (measure: string, value: string, budgetText = '', met?: boolean) => rows.push({ measure, value, budget: budgetText, met: met === undefined ? '' : met ? 'yes' : 'NO' });

function run(command: string, args: string[], env: Record<string, string> = {}): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['ignore', 'ignore', 'inherit'], env: { ...process.env, ...env } });
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')} exited ${code}`))));
  });
}

function countPages(folder: string): number {
  return readdirSync(folder, { withFileTypes: true }).reduce((sum, entry) => {
    const path = join(folder, entry.name);
    return sum + (entry.isDirectory() ? countPages(path) : entry.name.endsWith('.html') ? 1 : 0);
  }, 0);
}

async function waitForServer(): Promise<void> {
  for (let attempt = 0; attempt < 120; attempt += 1) {
    try {
      if ((await fetch(`${origin}/api/health`)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('The server did not start');
}

function load(options: autocannon.Options): Promise<Result> {
  return new Promise((resolve, reject) => {
    autocannon(options, (error, result) => (error ? reject(error) : resolve(result)));
  });
}

function recordLoad(name: string, result: Result): void {
  record(`${name}: requests/s`, result.requests.average.toFixed(0));
  record(`${name}: latency p50 / p99`, `${result.latency.p50} / ${result.latency.p99} ms`);
  record(`${name}: errors, non-2xx`, `${result.errors}, ${result.non2xx}`);
}

let server: ChildProcess | undefined;
try {
  const started = performance.now();
  await run('npm', ['run', 'build']);
  const buildSeconds = (performance.now() - started) / 1000;
  record('build: time', `${buildSeconds.toFixed(1)} s`, `≤ ${budget('buildSeconds')} s`, buildSeconds <= budget('buildSeconds'));
  record('build: pages', String(countPages('dist')));

  rmSync(databaseFile, { force: true });
  server = spawn('node', ['scripts/serve.ts'], { stdio: 'ignore', env: { ...process.env, PORT: String(port), LIBSQL_URL: `file:${databaseFile}` } });
  await waitForServer();
  // The first call to each function bundles it: keep that out of the figures.
  for (const path of ['/api/email-signup', '/api/chatbot/message', '/api/burnout-questions?language=en']) await fetch(`${origin}${path}`);

  const connections = budget('signupConnections');
  const signup = await load({
    url: `${origin}/api/email-signup`,
    method: 'POST',
    connections,
    duration: 10,
    headers: { 'content-type': 'application/json' },
    // Every request a new address: [<id>] becomes a unique id per request.
    idReplacement: true,
    body: JSON.stringify({ firstName: 'Bench', email: 'bench-[<id>]@example.org', country: 'germany', optedIn: true, language: 'de' }),
  });
  recordLoad(`POST /api/email-signup (${connections} connections)`, signup);
  record('signup p99', `${signup.latency.p99} ms`, `≤ ${budget('signupP99Ms')} ms`, signup.latency.p99 <= budget('signupP99Ms'));
  const client = createClient({ url: `file:${databaseFile}` });
  const stored = Number((await client.execute("SELECT COUNT(*) AS n FROM waitlist_signups WHERE email LIKE 'bench-%'")).rows[0]?.['n'] ?? 0);
  client.close();
  const answered = signup['2xx'];
  // Equal counts: no answered signup lost, and none stored behind a request that timed out.
  record('signup rows stored / 2xx answers', `${stored} / ${answered}`, 'equal', stored === answered);

  recordLoad('POST /api/chatbot/message (10 connections)', await load({
    url: `${origin}/api/chatbot/message`,
    method: 'POST',
    connections: 10,
    duration: 10,
    headers: { 'content-type': 'application/json' },
    // A new session per request: one session meets its limit (src/server/rateLimits.ts) within a
    // second, and the figures would then measure 429s instead of answers.
    idReplacement: true,
    body: JSON.stringify({ message: 'How do I sleep better after work?', sessionId: 'bench-[<id>]', language: 'en', conversationHistory: [] }),
  }));
  recordLoad('GET /api/burnout-questions (10 connections)', await load({ url: `${origin}/api/burnout-questions?language=en`, connections: 10, duration: 10 }));

  record('Lighthouse (mobile) per page', 'not measured yet', `perf ≥ ${budget('lighthousePerformance')}, LCP ≤ ${budget('lighthouseLcpMs')} ms, CLS ${budget('lighthouseCls')}`);
  record('home page script before interaction', 'not measured yet', `≤ ${budget('homeScriptKb')} KB compressed`);
} finally {
  server?.kill('SIGTERM');
}

console.table(rows);
