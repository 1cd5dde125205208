/**
 * Compression of static text files for the local server, as Netlify's CDN does in
 * production: Brotli when the client accepts it, else gzip, else the file as it is. The
 * local emulator (@netlify/dev) sends every file uncompressed, which would make the page
 * weights and load times that `npm run bench` measures worse than any visitor sees.
 */
import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

// Compression runs in libuv's thread pool: the server keeps answering while a file is compressed.
const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

export type ContentEncoding = 'br' | 'gzip';

const compressibleTypes = /^(text\/|application\/(javascript|json|xml|rss\+xml|atom\+xml|manifest\+json)|image\/svg\+xml)/i;

/** Below this size compression saves less than its own framing costs. */
const minimumBytes = 1024;

/** The encoding to use for a client's `Accept-Encoding`, Brotli first; `q=0` refuses an encoding. */
export function pickEncoding(acceptEncoding: string | null | undefined): ContentEncoding | undefined {
  const accepted = new Set(
    (acceptEncoding ?? '')
      .split(',')
      .map((part) => part.trim().toLowerCase())
      .filter((part) => part !== '' && !/;\s*q=0(\.0+)?$/.test(part))
      .map((part) => part.split(';')[0]?.trim()),
  );
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip')) return 'gzip';
  return undefined;
}

/** Whether a response of this type and size is worth compressing. */
export function isCompressible(contentType: string | null, byteLength: number): boolean {
  return byteLength >= minimumBytes && compressibleTypes.test(contentType ?? '');
}

// The same few hundred files are served again and again: compress each once.
const compressedBodies = new Map<string, Promise<Buffer>>();

/** The body in the given encoding, compressed at the highest level (as the CDN pre-compresses). */
export function compressBody(body: Buffer, encoding: ContentEncoding): Promise<Buffer> {
  const key = `${encoding}:${createHash('sha256').update(body).digest('base64')}`;
  const cached = compressedBodies.get(key);
  if (cached) return cached;
  const compressed =
    encoding === 'br'
      ? brotliAsync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.byteLength } })
      : gzipAsync(body, { level: 9 });
  compressedBodies.set(key, compressed);
  compressed.catch(() => compressedBodies.delete(key));
  return compressed;
}

/**
 * The response as the client should receive it: compressed with `Content-Encoding` and
 * `Vary: Accept-Encoding` when the client accepts an encoding and the type is text, else unchanged.
 */
export async function compressedResponse(response: Response, acceptEncoding: string | null | undefined): Promise<Response> {
  const encoding = pickEncoding(acceptEncoding);
  if (!encoding || !response.body || response.headers.has('content-encoding')) return response;
  const body = Buffer.from(await response.arrayBuffer());
  const headers = new Headers(response.headers);
  if (!isCompressible(headers.get('content-type'), body.byteLength)) {
    return new Response(new Uint8Array(body), { status: response.status, headers });
  }
  headers.set('content-encoding', encoding);
  headers.append('vary', 'Accept-Encoding');
  headers.delete('content-length');
  return new Response(new Uint8Array(await compressBody(body, encoding)), { status: response.status, headers });
}
