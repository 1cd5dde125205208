import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createClient, type Client } from '@libsql/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { writeInGroup } from '../../src/server/db/groupCommit.ts';

let folder: string;
let client: Client;
let url: string;

beforeEach(async () => {
  folder = mkdtempSync(join(tmpdir(), 'emberwell-group-'));
  url = `file:${join(folder, 'group.db')}`;
  client = createClient({ url, timeout: 50 });
  await client.execute('PRAGMA journal_mode = WAL');
  await client.execute('CREATE TABLE signups (email TEXT NOT NULL UNIQUE, name TEXT NOT NULL CHECK (length(name) > 0))');
});

afterEach(() => {
  client.close();
  rmSync(folder, { recursive: true, force: true });
});

const insert = (email: string, name = 'Ana') => ({ sql: 'INSERT INTO signups (email, name) VALUES (?, ?) ON CONFLICT (email) DO NOTHING', args: [email, name] });
const count = async () => Number((await client.execute('SELECT COUNT(*) AS n FROM signups')).rows[0]?.['n']);

describe('writes that arrive together are committed together', () => {
  it('gives every caller its own statement result, a repeated address included', async () => {
    const results = await Promise.all([insert('a@example.org'), insert('b@example.org'), insert('a@example.org'), insert('c@example.org')].map((statement) => writeInGroup(client, statement)));
    expect(results.map((result) => result.rowsAffected)).toEqual([1, 1, 0, 1]);
    expect(await count()).toBe(3);
  });

  it('sends twenty concurrent writes to the database as one transaction, not twenty', async () => {
    const batch = vi.spyOn(client, 'batch');
    const execute = vi.spyOn(client, 'execute');
    await Promise.all(Array.from({ length: 20 }, (_, index) => writeInGroup(client, insert(`p${index}@example.org`))));
    expect(batch).toHaveBeenCalledTimes(1);
    expect(batch.mock.calls[0]?.[0]).toHaveLength(20);
    expect(batch.mock.calls[0]?.[1]).toBe('write');
    expect(execute).not.toHaveBeenCalled();
    expect(await count()).toBe(20);
  });

  it('a row that breaks a constraint fails only its own caller; its neighbours are stored', async () => {
    const outcomes = await Promise.allSettled([insert('ok1@example.org'), insert('bad@example.org', ''), insert('ok2@example.org')].map((statement) => writeInGroup(client, statement)));
    expect(outcomes.map((outcome) => outcome.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect(await count()).toBe(2);
  });

  it('while another connection holds the write lock, every caller gets the error and nothing is stored', async () => {
    const other = createClient({ url });
    const lock = await other.transaction('write');
    await lock.execute("INSERT INTO signups (email, name) VALUES ('holder@example.org', 'Holder')");
    const outcomes = await Promise.allSettled([insert('x@example.org'), insert('y@example.org')].map((statement) => writeInGroup(client, statement)));
    expect(outcomes.every((outcome) => outcome.status === 'rejected')).toBe(true);
    await lock.rollback();
    other.close();
    expect(await count()).toBe(0);
  });

  it('a write on its own is committed alone, as a deployed function serving one request commits it', async () => {
    expect((await writeInGroup(client, insert('solo@example.org'))).rowsAffected).toBe(1);
    expect(await count()).toBe(1);
  });
});
