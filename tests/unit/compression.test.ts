import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { compressedResponse, pickEncoding } from '../../scripts/compression.ts';

const page = '<!doctype html><p>' + 'Reclaim your focus before burnout takes it. '.repeat(100) + '</p>';

describe('the local server compresses static files as the CDN does', () => {
  it('prefers Brotli, falls back to gzip and honours a refusal with q=0', () => {
    expect(pickEncoding('gzip, deflate, br')).toBe('br');
    expect(pickEncoding('gzip, deflate')).toBe('gzip');
    expect(pickEncoding('br;q=0, gzip')).toBe('gzip');
    expect(pickEncoding('identity')).toBeUndefined();
    expect(pickEncoding(undefined)).toBeUndefined();
  });

  it('sends a page in Brotli that decodes to the same bytes, with Vary and no stale length', async () => {
    const original = new Response(page, { headers: { 'content-type': 'text/html; charset=utf-8', 'content-length': String(page.length), 'x-frame-options': 'DENY' } });
    const response = await compressedResponse(original, 'gzip, br');
    const body = Buffer.from(await response.arrayBuffer());
    expect(response.headers.get('content-encoding')).toBe('br');
    expect(response.headers.get('vary')).toContain('Accept-Encoding');
    expect(response.headers.get('content-length')).toBeNull();
    expect(response.headers.get('x-frame-options')).toBe('DENY');
    expect(body.byteLength).toBeLessThan(page.length / 4);
    expect(brotliDecompressSync(body).toString()).toBe(page);
  });

  it('sends gzip to a client without Brotli', async () => {
    const response = await compressedResponse(new Response(page, { headers: { 'content-type': 'text/html' } }), 'gzip');
    expect(response.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(Buffer.from(await response.arrayBuffer())).toString()).toBe(page);
  });

  it('leaves images, tiny files and clients without an encoding alone, keeping the status', async () => {
    const png = await compressedResponse(new Response(new Uint8Array(4096), { headers: { 'content-type': 'image/png' } }), 'br');
    expect(png.headers.get('content-encoding')).toBeNull();
    const tiny = await compressedResponse(new Response('<p>hi</p>', { status: 404, headers: { 'content-type': 'text/html' } }), 'br');
    expect(tiny.headers.get('content-encoding')).toBeNull();
    expect(tiny.status).toBe(404);
    expect(await tiny.text()).toBe('<p>hi</p>');
    const plain = await compressedResponse(new Response(page, { headers: { 'content-type': 'text/html' } }), undefined);
    expect(await plain.text()).toBe(page);
  });
});
