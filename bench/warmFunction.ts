/**
 * Serves ONE Netlify function module, imported once and kept warm between requests, as
 * Netlify's production runtime keeps a function instance. `npm run bench` measures the API
 * latency budget with it, because the local emulator (@netlify/dev) rebuilds the function
 * with esbuild and starts a new worker thread that imports it afresh on every request
 * (@netlify/functions-dev, `invokeFunction`): a cost of 0.4–0.8 s per call that no deployed
 * site pays. There is no routing here: every request goes to the one function.
 */
import { createServer, type IncomingMessage, type Server } from 'node:http';
import { basename, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import type { Context } from '@netlify/functions';
import { localFunctionContext } from '../scripts/functionContext.ts';

export type FunctionHandler = (request: Request, context: Context) => Promise<Response> | Response;

async function toRequest(message: IncomingMessage, origin: string): Promise<Request> {
  const headers = new Headers();
  for (const [name, value] of Object.entries(message.headers)) {
    if (typeof value === 'string') headers.set(name, value);
    else if (Array.isArray(value)) for (const item of value) headers.append(name, item);
  }
  const method = message.method ?? 'GET';
  if (method === 'GET' || method === 'HEAD') return new Request(new URL(message.url ?? '/', origin), { method, headers });
  // Read whole, as Netlify hands a function its buffered body (the functions refuse large ones).
  const chunks: Buffer[] = [];
  for await (const chunk of message) chunks.push(chunk as Buffer);
  return new Request(new URL(message.url ?? '/', origin), { method, headers, body: Buffer.concat(chunks) });
}

/**
 * Bundles a function as netlify.toml has Netlify bundle it (esbuild, the libSQL driver kept
 * external) into `.netlify/warm/`, inside the project so the external driver resolves.
 */
export async function bundleFunction(sourcePath: string): Promise<string> {
  const outfile = join('.netlify', 'warm', `${basename(sourcePath).replace(/\.m?[jt]s$/, '')}.mjs`);
  await build({
    entryPoints: [sourcePath],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node22',
    external: ['@libsql/client', 'libsql'],
    // CommonJS dependencies inside an ES module bundle need a `require`.
    banner: { js: "import { createRequire } from 'node:module'; const require = createRequire(import.meta.url);" },
    logLevel: 'error',
  });
  return outfile;
}

/** Bundles the function, imports it once and answers every request on `port` with it. */
export async function serveWarmFunction(sourcePath: string, port: number): Promise<Server> {
  const module = (await import(pathToFileURL(await bundleFunction(sourcePath)).href)) as { default: FunctionHandler };
  const handler = module.default;
  const origin = `http://127.0.0.1:${port}`;
  const server = createServer(async (message, reply) => {
    try {
      const response = await handler(await toRequest(message, origin), localFunctionContext({ ip: message.socket.remoteAddress ?? '127.0.0.1' }));
      reply.statusCode = response.status;
      response.headers.forEach((value, name) => reply.setHeader(name, value));
      reply.end(Buffer.from(await response.arrayBuffer()));
    } catch (error) {
      console.error(`[warm function] ${error instanceof Error ? error.name : 'unknown error'}`);
      reply.statusCode = 500;
      reply.end();
    }
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return server;
}
