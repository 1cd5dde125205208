import { expect, test } from './fixtures.ts';

/** Security headers as the local Netlify runtime serves them (netlify.toml and src/server/http.ts). */
const pages = ['/', '/de/blog', '/fr/checkout', '/nl/privacy', '/admin/login', '/does-not-exist'];

for (const path of pages) {
  test(`${path} carries the security headers`, async ({ request }) => {
    const response = await request.get(path);
    const headers = response.headers();
    expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(headers['content-security-policy']).toContain("object-src 'none'");
    expect(headers['content-security-policy']).toContain("base-uri 'none'");
    expect(Number(/max-age=(\d+)/.exec(headers['strict-transport-security'] ?? '')?.[1])).toBeGreaterThanOrEqual(31_536_000);
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(headers['permissions-policy']).toContain('camera=()');
    expect(headers['cross-origin-resource-policy']).toBe('same-origin');
    // The page's own policy is hash-based: no inline script runs without its hash.
    const html = await response.text();
    const metaPolicy = /<meta http-equiv="content-security-policy" content="([^"]+)"/i.exec(html)?.[1] ?? '';
    expect(metaPolicy).toMatch(/script-src [^;]*'sha256-/);
    expect(metaPolicy).not.toContain("'unsafe-inline'");
  });
}

test('function responses set their own headers', async ({ request }) => {
  const response = await request.get('/api/health');
  expect(response.headers()['cache-control']).toBe('no-store');
  expect(response.headers()['x-content-type-options']).toBe('nosniff');
  expect(response.headers()['content-type']).toMatch(/^application\/json/);
});

test('pages and scripts arrive Brotli-compressed with their security headers kept, as from the CDN', async ({ request }) => {
  const page = await request.get('/de/blog', { headers: { 'accept-encoding': 'br' } });
  expect(page.headers()['content-encoding']).toBe('br');
  expect(page.headers()['x-content-type-options']).toBe('nosniff');
  expect(await page.text()).toContain('<html lang="de"');
  const script = /src="(\/_astro\/[^"]+\.js)"/.exec(await (await request.get('/')).text())?.[1];
  expect(script).toBeDefined();
  const scriptResponse = await request.get(script ?? '', { headers: { 'accept-encoding': 'gzip' } });
  expect(scriptResponse.headers()['content-encoding']).toBe('gzip');
  expect(scriptResponse.headers()['cache-control']).toContain('immutable');
});
