import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient, type Client } from '@libsql/client';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { hashPassword, scryptParameters, verifyPassword } from '../../src/server/auth/password.ts';
import { resumeSession, sessionLimits, startSession, hashToken } from '../../src/server/auth/sessions.ts';
import { recordFailure, secondsUntilAllowed, throttleRule } from '../../src/server/auth/throttle.ts';
import { AccountError, checkCredentials, createAdmin } from '../../src/server/auth/accounts.ts';
import { applyMigrations } from '../../src/server/db/migrate.ts';

let folder: string;
let client: Client;
let adminId: number;

beforeAll(async () => {
  folder = mkdtempSync(join(tmpdir(), 'emberwell-auth-'));
  client = createClient({ url: `file:${join(folder, 'auth.db')}` });
  await applyMigrations(client);
  adminId = await createAdmin(client, 'Robin', 'correct horse battery');
});
afterAll(() => {
  client.close();
  rmSync(folder, { recursive: true, force: true });
});

describe('password hashing', () => {
  it('stores scrypt with N = 2^17, r = 8, p = 1 and a random salt', async () => {
    const [first, second] = await Promise.all([hashPassword('same password'), hashPassword('same password')]);
    expect(first).toMatch(new RegExp(`^scrypt\\$${scryptParameters.N}\\$8\\$1\\$`));
    expect(first).not.toBe(second);
  });

  it('verifies the right password and refuses a wrong or malformed one', async () => {
    const stored = await hashPassword('a long passphrase');
    expect(await verifyPassword('a long passphrase', stored)).toBe(true);
    expect(await verifyPassword('a long passphrasE', stored)).toBe(false);
    expect(await verifyPassword('a long passphrase', 'md5$abc')).toBe(false);
  });

  it('accounts: 8 to 128 characters, unique lower-case names, right credentials only', async () => {
    await expect(createAdmin(client, 'short', '1234567')).rejects.toThrow(AccountError);
    await expect(createAdmin(client, 'long', 'x'.repeat(129))).rejects.toThrow(AccountError);
    await expect(createAdmin(client, 'ROBIN', 'another password')).rejects.toThrow(/already exists/);
    expect(await checkCredentials(client, 'robin', 'correct horse battery')).toBe(adminId);
    expect(await checkCredentials(client, 'robin', 'wrong')).toBeUndefined();
    expect(await checkCredentials(client, 'nobody', 'correct horse battery')).toBeUndefined();
  });
});

describe('sessions', () => {
  it('store only a hash of the 256-bit token', async () => {
    const token = await startSession(client, adminId);
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    const rows = await client.execute('SELECT token_hash FROM admin_sessions');
    expect(rows.rows.map((row) => row['token_hash'])).toEqual([hashToken(token)]);
  });

  it('a new sign-in ends the old session at once', async () => {
    const old = await startSession(client, adminId);
    const fresh = await startSession(client, adminId);
    expect(await resumeSession(client, old)).toBeUndefined();
    expect(await resumeSession(client, fresh)).toMatchObject({ adminId, username: 'robin' });
  });

  it('end after 30 idle minutes, and each use keeps them alive', async () => {
    const start = Date.now();
    const token = await startSession(client, adminId, start);
    expect(await resumeSession(client, token, start + sessionLimits.idleMs - 1000)).toBeDefined();
    expect(await resumeSession(client, token, start + 2 * sessionLimits.idleMs - 2000)).toBeDefined();
    expect(await resumeSession(client, token, start + 3 * sessionLimits.idleMs)).toBeUndefined();
  });

  it('end 12 hours after sign-in however busy', async () => {
    const start = Date.now();
    const token = await startSession(client, adminId, start);
    let now = start;
    while (now + 20 * 60_000 < start + sessionLimits.absoluteMs) {
      now += 20 * 60_000;
      expect(await resumeSession(client, token, now)).toBeDefined();
    }
    expect(await resumeSession(client, token, start + sessionLimits.absoluteMs + 1000)).toBeUndefined();
  });
});

describe('sign-in throttling', () => {
  it('waits after 5 failures for a username within 15 minutes, until the oldest leaves the window', async () => {
    const start = Date.now();
    const attempt = { username: 'target', ip: '203.0.113.1' };
    for (let index = 0; index < 4; index += 1) await recordFailure(client, attempt, start + index * 1000);
    expect(await secondsUntilAllowed(client, attempt, start + 5000)).toBe(0);
    await recordFailure(client, attempt, start + 4000);
    const wait = await secondsUntilAllowed(client, attempt, start + 5000);
    expect(wait).toBe(Math.ceil((throttleRule.windowMs - 5000) / 1000));
    expect(await secondsUntilAllowed(client, attempt, start + throttleRule.windowMs + 1)).toBe(0);
  });

  it('counts per IP too, whatever usernames it tries', async () => {
    const start = Date.now() + 10 * throttleRule.windowMs;
    for (let index = 0; index < 5; index += 1) await recordFailure(client, { username: `guess${index}`, ip: '198.51.100.7' }, start + index);
    expect(await secondsUntilAllowed(client, { username: 'fresh-name', ip: '198.51.100.7' }, start + 10)).toBeGreaterThan(0);
    expect(await secondsUntilAllowed(client, { username: 'fresh-name', ip: '198.51.100.8' }, start + 10)).toBe(0);
  });
});
