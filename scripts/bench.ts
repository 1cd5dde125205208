/**
 * `npm run bench`: builds, serves the build as `npm start` does (on its own port and its own
 * database file), and prints one table of figures with the budgets of bench/budgets.json and
 * whether each is met:
 *  - build time and page count;
 *  - Lighthouse, mobile preset, median of 3 runs, for the home page, the quiz, a blog post and
 *    the not-found page in English and German (bench/lighthouse.ts);
 *  - API load with autocannon on loopback, a fixed number of requests each so every answer
 *    is awaited, twice: through the local emulator exactly as `npm start` serves it, and
 *    against warm function instances as Netlify runs them in production
 *    (bench/warmFunction.ts explains why the emulator cannot show that latency). The latency
 *    budget is judged on the warm instances; the rows stored are checked against the 2xx
 *    answers in both runs.
 * It prints figures only; tests never time anything (shared machines are noisy).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import type { Result } from 'autocannon';
import { apiLoads, runLoad, storedBenchSignups, type ApiLoad } from '../bench/apiLoad.ts';
import { compressedScriptBytes, measurePages } from '../bench/lighthouse.ts';

const budgets = JSON.parse(readFileSync('bench/budgets.json', 'utf8')) as Record<string, number>;
const budget = (name: string): number => {
  const value = budgets[name];
  if (typeof value !== 'number') throw new Error(`bench/budgets.json has no ${name}`);
  return value;
};
const port = Number(process.env['BENCH_PORT'] ?? 8899);
const warmPort = port + 1;
const origin = `http://127.0.0.1:${port}`;
const emulatorDatabase = '.data/bench.db';
const warmDatabase = '.data/bench-warm.db';

/** The pages Lighthouse measures: the four screens in English and German. */
const measuredPages = [
  { name: 'home (en)', path: '/', status: 200 },
  { name: 'quiz (en)', path: '/burnout-quiz', status: 200 },
  { name: 'blog post (en)', path: '/blog/what-is-burnout', status: 200 },
  { name: 'not found (en)', path: '/this-page-does-not-exist', status: 404 },
  { name: 'home (de)', path: '/de', status: 200 },
  { name: 'quiz (de)', path: '/de/burnout-quiz', status: 200 },
  { name: 'blog post (de)', path: '/de/blog/was-ist-burnout', status: 200 },
  { name: 'not found (de)', path: '/de/diese-seite-gibt-es-nicht', status: 404 },
] as const;

const rows: { measure: string; value: string; budget: string; met: string }[] = [];
const record = (measure: string, value: string, budgetText = '', met?: boolean) =>
  rows.push({ measure, value, budget: budgetText, met: met === undefined ? '' : met ? 'yes' : 'NO' });
const kilobytes = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

function run(command: string, args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['ignore', 'ignore', 'inherit'] });
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')} exited ${code}`))));
  });
}

function countPages(folder: string): number {
  return readdirSync(folder, { withFileTypes: true }).reduce((sum, entry) => {
    const path = join(folder, entry.name);
    return sum + (entry.isDirectory() ? countPages(path) : entry.name.endsWith('.html') ? 1 : 0);
  }, 0);
}

/** Starts a child process and resolves once `readyUrl` answers (any status). */
async function startServer(args: string[], env: Record<string, string>, readyUrl: string): Promise<ChildProcess> {
  const child = spawn('node', args, { stdio: ['ignore', 'ignore', 'inherit'], env: { ...process.env, ...env } });
  for (let attempt = 0; attempt < 240; attempt += 1) {
    try {
      await (await fetch(readyUrl)).arrayBuffer();
      return child;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
  child.kill('SIGTERM');
  throw new Error(`${args.join(' ')} did not start`);
}

/**
 * Waits until a process has used almost no CPU (under 5 %) for two seconds. The emulator
 * answers as soon as it listens but then bundles every function for half a minute; measuring
 * during that would charge its start-up to the first pages.
 */
async function waitUntilIdle(pid: number | undefined): Promise<void> {
  if (pid === undefined) return;
  // utime and stime, in clock ticks (100 a second), are the 12th and 13th fields after the name.
  const cpuTicks = () => {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
    return Number(fields[11]) + Number(fields[12]);
  };
  let previous = cpuTicks();
  for (let check = 0; check < 90; check += 1) {
    await new Promise((resolve) => setTimeout(resolve, 2000));
    const now = cpuTicks();
    if (now - previous < 10) return;
    previous = now;
  }
}

function recordLoad(label: string, load: ApiLoad, result: Result, p99Budget?: number): void {
  const name = `${label}: ${load.name} (${load.connections} connections)`;
  record(`${name} requests/s`, result.requests.average.toFixed(0));
  const p99Met = p99Budget === undefined ? undefined : result.latency.p99 <= p99Budget;
  record(`${name} latency p50 / p99`, `${result.latency.p50} / ${result.latency.p99} ms`, p99Budget === undefined ? '' : `p99 ≤ ${p99Budget} ms`, p99Met);
  record(`${name} errors, non-2xx`, `${result.errors}, ${result.non2xx}`, '0, 0', result.errors === 0 && result.non2xx === 0);
}

interface ApiTarget {
  origin: string;
  /** Requests measured per load. */
  requests: (load: ApiLoad) => number;
  /** Requests answered before measuring, so the figures show a warm instance. */
  warmUpRequests: (load: ApiLoad) => number;
  stop: () => Promise<void>;
}

/** Runs every API load against its target; for the signup, compares the stored rows with the 2xx answers. */
async function measureApi(label: string, targetFor: (load: ApiLoad) => Promise<ApiTarget>, databaseFile: string, p99Budget?: number) {
  for (const load of apiLoads(budget('signupConnections'))) {
    const target = await targetFor(load);
    try {
      // The first call builds or loads the function: keep it out of the figures.
      await (await fetch(`${target.origin}${load.path}`)).arrayBuffer();
      if (target.warmUpRequests(load) > 0) await runLoad(target.origin, load, target.warmUpRequests(load), 'warm-up-');
      const result = await runLoad(target.origin, load, target.requests(load));
      const isSignup = load.path === '/api/email-signup';
      recordLoad(label, load, result, isSignup ? p99Budget : undefined);
      if (isSignup) {
        const stored = await storedBenchSignups(databaseFile);
        record(`${label}: signup rows stored / 2xx answers`, `${stored} / ${result['2xx']}`, 'equal (no lost rows)', stored === result['2xx']);
      }
    } finally {
      await target.stop();
    }
  }
}

let emulator: ChildProcess | undefined;
try {
  const started = performance.now();
  await run('npm', ['run', 'build']);
  const buildSeconds = (performance.now() - started) / 1000;
  record('build: time', `${buildSeconds.toFixed(1)} s`, `≤ ${budget('buildSeconds')} s`, buildSeconds <= budget('buildSeconds'));
  record('build: pages', String(countPages('dist')));

  for (const file of [emulatorDatabase, warmDatabase]) rmSync(file, { force: true });
  emulator = await startServer(['scripts/serve.ts'], { PORT: String(port), LIBSQL_URL: `file:${emulatorDatabase}` }, `${origin}/api/health`);
  await waitUntilIdle(emulator.pid);

  // Each page and asset once before measuring: the local server compresses a file on its first request.
  for (const page of measuredPages) {
    const response = await fetch(`${origin}${page.path}`, { headers: { 'accept-encoding': 'br' } });
    await response.arrayBuffer();
    if (response.status !== page.status) throw new Error(`${page.path} answered ${response.status}, not ${page.status}`);
  }
  for (const file of readdirSync('dist/_astro')) await (await fetch(`${origin}/_astro/${file}`, { headers: { 'accept-encoding': 'br' } })).arrayBuffer();
  await waitUntilIdle(emulator.pid);

  const pageFigures = await measurePages(measuredPages.map((page) => `${origin}${page.path}`));
  const lighthouseBudget = `perf ≥ ${budget('lighthousePerformance')}, LCP ≤ ${budget('lighthouseLcpMs')} ms, CLS ${budget('lighthouseCls')}`;
  for (const page of measuredPages) {
    const figures = pageFigures.get(`${origin}${page.path}`);
    if (!figures) throw new Error(`No Lighthouse figures for ${page.path}`);
    const met = figures.performance >= budget('lighthousePerformance') && figures.lcpMs <= budget('lighthouseLcpMs') && figures.cls <= budget('lighthouseCls');
    record(
      `Lighthouse mobile: ${page.name}`,
      `perf ${figures.performance} · LCP ${Math.round(figures.lcpMs)} ms · TBT ${Math.round(figures.tbtMs)} ms · CLS ${figures.cls.toFixed(3)} · ${kilobytes(figures.transferredBytes)} (script ${kilobytes(figures.scriptBytes)})`,
      lighthouseBudget,
      met,
    );
  }
  const home = pageFigures.get(`${origin}/`);
  if (home) {
    const homeScript = await compressedScriptBytes(home.scriptPaths);
    record('home page script before any interaction (Brotli)', `${kilobytes(homeScript)} in ${home.scriptPaths.length} files`, `≤ ${budget('homeScriptKb')} KB`, homeScript <= budget('homeScriptKb') * 1024);
  }

  // The emulator answers about one request a second per API path (bench/warmFunction.ts,
  // scripts/serve.ts): one request per connection.
  const emulatorTarget: ApiTarget = { origin, requests: (load) => load.connections, warmUpRequests: () => 0, stop: async () => undefined };
  await measureApi('local emulator (npm start)', async () => emulatorTarget, emulatorDatabase);
  emulator.kill('SIGTERM');
  emulator = undefined;

  const warmOrigin = `http://127.0.0.1:${warmPort}`;
  await measureApi(
    'warm instance',
    async (load) => {
      const host = await startServer(['bench/serveWarmFunction.ts', load.functionSource, String(warmPort)], { LIBSQL_URL: `file:${warmDatabase}` }, `${warmOrigin}/`);
      // The next function takes the same port: wait until this one has let go of it.
      const stop = () => new Promise<void>((resolve) => {
        host.once('exit', () => resolve());
        host.kill('SIGTERM');
      });
      return { origin: warmOrigin, requests: (measured) => measured.warmRequests, warmUpRequests: (measured) => measured.warmRequests / 10, stop };
    },
    warmDatabase,
    budget('signupP99Ms'),
  );
} finally {
  emulator?.kill('SIGTERM');
}

console.table(rows);
const missed = rows.filter((row) => row.met === 'NO');
console.log(missed.length === 0 ? 'Every budget is met.' : `Budgets missed: ${missed.map((row) => row.measure).join('; ')}`);
