/**
 * Serves the built site and its functions on http://localhost:8888 through Netlify's own
 * local emulation (@netlify/dev): static files from `dist`, the functions by their
 * `config.path`, and the generated `_redirects` rules. No routing of our own happens here.
 *
 * One gap of the emulator is closed: it answers a rewrite rule's 404 status with 200 and
 * answers paths nothing matches with nothing at all. Netlify's CDN serves the not-found
 * page with status 404 in both cases, so we do the same. A second gap: the emulator sends
 * files uncompressed, where the CDN sends Brotli or gzip; static files are compressed here
 * (scripts/compression.ts). Function responses pass through exactly as the runtime made them.
 * A third: the emulator builds a function into a new temporary folder for every request but
 * keeps the built path on one object shared by concurrent requests of that function, so under
 * concurrency a request imports from a folder another request has just deleted ("Cannot find
 * module", a 500). Requests for the same API path are therefore handed to it one at a time;
 * different paths, pages and files are served concurrently.
 */
import { createServer } from 'node:http';
import { readFile } from 'node:fs/promises';
import { Readable } from 'node:stream';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import { NetlifyDev } from '@netlify/dev';
import { localizedPath, locales, splitLocalePath, type Locale } from '../src/lib/locales.ts';
import { compressedResponse } from './compression.ts';

const port = Number(process.env['PORT'] ?? 8888);
const projectRoot = new URL('..', import.meta.url).pathname;

const netlify = new NetlifyDev({
  projectRoot,
  aiGateway: { enabled: false },
  blobs: { enabled: false },
  database: { enabled: false },
  edgeFunctions: { enabled: false },
  geolocation: { enabled: false },
  images: { enabled: false },
  serverAddress: null,
});
await netlify.start();

const notFoundPages = new Map<Locale, Buffer>();
for (const locale of locales) {
  notFoundPages.set(locale, await readFile(new URL(`../dist${localizedPath(locale, '404')}.html`, import.meta.url)));
}
const notFoundBodies = [...notFoundPages.values()];

/** The language's not-found page with status 404, fetched through the runtime so it gets netlify.toml's headers. */
async function notFoundResponse(pathname: string): Promise<Response> {
  const locale = splitLocalePath(pathname).locale;
  const served = await netlify.handle(new Request(`http://localhost:${port}${localizedPath(locale, '404')}`));
  if (served) return new Response(served.body, { status: 404, headers: served.headers });
  const page = notFoundPages.get(locale) ?? notFoundBodies[0];
  return new Response(page ? new Uint8Array(page) : 'Not found', {
    status: 404,
    headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-cache' },
  });
}

async function withNotFoundStatus(response: Response): Promise<Response> {
  if (response.status !== 200 || !response.headers.get('content-type')?.includes('text/html')) return response;
  const body = Buffer.from(await response.arrayBuffer());
  const status = notFoundBodies.some((page) => page.equals(body)) ? 404 : 200;
  return new Response(new Uint8Array(body), { status, headers: response.headers });
}

const functionQueues = new Map<string, Promise<unknown>>();

/** Runs `work` once every earlier request for the same API path has been answered. */
function onePerPath<T>(pathname: string, work: () => Promise<T>): Promise<T> {
  const before = functionQueues.get(pathname) ?? Promise.resolve();
  const result = before.then(work, work);
  const settled = result.catch(() => undefined);
  functionQueues.set(pathname, settled);
  void settled.then(() => {
    if (functionQueues.get(pathname) === settled) functionQueues.delete(pathname);
  });
  return result;
}

const server = createServer(async (req, res) => {
  try {
    const url = new URL(req.url ?? '/', `http://localhost:${port}`);
    const handle = () => netlify.handleAndIntrospectNodeRequest(req);
    const match = url.pathname.startsWith('/api/') ? await onePerPath(url.pathname, handle) : await handle();
    const served = match ? await withNotFoundStatus(match.response) : await notFoundResponse(url.pathname);
    const response = match?.type === 'function' ? served : await compressedResponse(served, req.headers['accept-encoding']);
    res.statusCode = response.status;
    response.headers.forEach((value, key) => res.setHeader(key, value));
    if (response.body && req.method !== 'HEAD') {
      Readable.fromWeb(response.body as NodeReadableStream).pipe(res);
    } else {
      res.end();
    }
  } catch (error) {
    console.error(`[serve] ${req.method} ${req.url} failed: ${error instanceof Error ? error.message : String(error)}`);
    res.statusCode = 502;
    res.end('Local server error');
  }
});

server.listen(port, () => console.log(`Emberwell is served on http://localhost:${port}`));

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    server.close();
    void netlify.stop().finally(() => process.exit(0));
  });
}
