import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { createClient } from '@libsql/client';
import { applyMigrations } from '../../src/server/db/migrate.ts';
import { DatabaseUnavailableError, databaseConfig, openDatabase } from '../../src/server/db/client.ts';
import { call, postJson } from './helpers.ts';

const folder = mkdtempSync(join(tmpdir(), 'emberwell-db-'));
// A database whose folder cannot exist: its parent is a plain file.
writeFileSync(join(folder, 'not-a-folder'), '');
const unreachableUrl = `file:${join(folder, 'not-a-folder', 'site.db')}`;
afterAll(() => rmSync(folder, { recursive: true, force: true }));

describe('migrations', () => {
  it('apply once, in order, and are recorded', async () => {
    const client = createClient({ url: `file:${join(folder, 'once.db')}` });
    const migrations = [
      { id: '0001_a', statements: ['CREATE TABLE a (x TEXT)'] },
      { id: '0002_b', statements: ['CREATE TABLE b (y TEXT)', "INSERT INTO b VALUES ('seed')"] },
    ];
    expect(await applyMigrations(client, migrations)).toEqual(['0001_a', '0002_b']);
    expect(await applyMigrations(client, migrations)).toEqual([]);
    const recorded = await client.execute('SELECT id FROM schema_migrations ORDER BY id');
    expect(recorded.rows.map((row) => row['id'])).toEqual(['0001_a', '0002_b']);
    expect((await client.execute('SELECT count(*) AS n FROM b')).rows[0]?.['n']).toBe(1);
    client.close();
  });

  it('leave nothing half-applied when a migration fails', async () => {
    const client = createClient({ url: `file:${join(folder, 'atomic.db')}` });
    await expect(applyMigrations(client, [{ id: '0001_bad', statements: ['CREATE TABLE ok (x TEXT)', 'NOT SQL'] }])).rejects.toThrow();
    const tables = await client.execute("SELECT name FROM sqlite_master WHERE name = 'ok'");
    expect(tables.rows).toHaveLength(0);
    client.close();
  });

  it('create the local file and its folder on first use', async () => {
    const client = await openDatabase({ url: `file:${join(folder, 'nested', 'site.db')}` });
    const settings = await client.execute("SELECT name FROM sqlite_master WHERE name = 'settings'");
    expect(settings.rows).toHaveLength(1);
    client.close();
  });
});

describe('database configuration', () => {
  it('defaults to the embedded file and passes a Turso token through', () => {
    expect(databaseConfig({})).toEqual({ url: 'file:.data/site.db' });
    expect(databaseConfig({ LIBSQL_URL: 'libsql://x.turso.io', LIBSQL_AUTH_TOKEN: 'secret' })).toEqual({ url: 'libsql://x.turso.io', authToken: 'secret' });
  });

  it('waits LIBSQL_BUSY_TIMEOUT_MS for a lock when it is a whole number, else the 5 s default', () => {
    expect(databaseConfig({ LIBSQL_BUSY_TIMEOUT_MS: '250' })).toEqual({ url: 'file:.data/site.db', busyTimeoutMs: 250 });
    for (const ignored of ['', 'soon', '-1', '1.5']) expect(databaseConfig({ LIBSQL_BUSY_TIMEOUT_MS: ignored })).toEqual({ url: 'file:.data/site.db' });
  });

  it('reports an unreachable database as unavailable', async () => {
    await expect(openDatabase({ url: unreachableUrl })).rejects.toBeInstanceOf(DatabaseUnavailableError);
  });
});

describe('GET /api/health', () => {
  it('answers 503 with a clear message when the database cannot be reached', async () => {
    vi.stubEnv('LIBSQL_URL', unreachableUrl);
    vi.resetModules();
    const { default: health } = await import('../../functions/health.mts');
    const { status, body } = await call(health, '/api/health');
    expect(status).toBe(503);
    expect(body['error']).toMatch(/temporarily unavailable/);
    vi.unstubAllEnvs();
  });

  it('says so in the language of the page that asked: the body, else ?lang=, else Accept-Language', async () => {
    vi.stubEnv('LIBSQL_URL', unreachableUrl);
    vi.resetModules();
    const { default: signup } = await import('../../functions/email-signup.mts');
    const { default: health } = await import('../../functions/health.mts');
    const german = await call(signup, '/api/email-signup', postJson({ firstName: 'Eva', email: 'eva@example.org', country: 'germany', optedIn: true, language: 'de' }));
    expect(german.status).toBe(503);
    expect(german.body['error']).toBe('Der Dienst ist vorübergehend nicht erreichbar. Bitte versuchen Sie es gleich noch einmal.');
    expect((await call(health, '/api/health?lang=fr')).body['error']).toBe('Le service est momentanément indisponible. Veuillez réessayer dans un instant.');
    expect((await call(health, '/api/health', { headers: { 'Accept-Language': 'nl-NL,nl;q=0.9' } })).body['error']).toBe('De dienst is tijdelijk niet beschikbaar. Probeer het zo meteen opnieuw.');
    vi.unstubAllEnvs();
  });

  it('answers 200 when the database works', async () => {
    vi.stubEnv('LIBSQL_URL', `file:${join(folder, 'health.db')}`);
    vi.resetModules();
    const { default: health } = await import('../../functions/health.mts');
    expect((await call(health, '/api/health')).status).toBe(200);
    vi.unstubAllEnvs();
  });
});
