import { mkdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { createClient, LibsqlError, type Client } from '@libsql/client';
import { applyMigrations } from './migrate.ts';

/** Raised for any failure to reach or use the database; the API answers it with 503. */
export class DatabaseUnavailableError extends Error {
  override name = 'DatabaseUnavailableError';
}

export const defaultDatabaseUrl = 'file:.data/site.db';

export interface DatabaseConfig {
  url: string;
  authToken?: string;
}

/** `LIBSQL_URL` and `LIBSQL_AUTH_TOKEN` point at Turso in production; locally an embedded file. */
export function databaseConfig(env: Record<string, string | undefined> = process.env): DatabaseConfig {
  const url = env['LIBSQL_URL']?.trim() || defaultDatabaseUrl;
  const authToken = env['LIBSQL_AUTH_TOKEN']?.trim();
  return authToken ? { url, authToken } : { url };
}

/** Opens a client and brings its schema up to date. The folder of a local file is created on first use. */
export async function openDatabase(config: DatabaseConfig): Promise<Client> {
  try {
    if (config.url.startsWith('file:')) {
      mkdirSync(dirname(resolve(config.url.slice('file:'.length))), { recursive: true });
    }
    const isLocalFile = config.url.startsWith('file:');
    // Several function instances share one local file: every pooled connection waits up to
    // 5 s for a lock instead of failing at once, and WAL lets readers and a writer overlap.
    const client = createClient(isLocalFile ? { ...config, timeout: 5000 } : config);
    if (isLocalFile) {
      await client.execute('PRAGMA journal_mode = WAL');
      // In WAL mode NORMAL syncs at checkpoints instead of on every commit: a committed row
      // survives any crash of the process and the file cannot be corrupted; only a power loss
      // may undo the last commits. The embedded file serves local runs (production uses
      // Turso), and FULL would cost a disk flush per signup, 5x the time of the insert itself.
      await client.execute('PRAGMA synchronous = NORMAL');
    }
    await applyMigrations(client);
    return client;
  } catch (error) {
    throw new DatabaseUnavailableError('The database could not be opened', { cause: error });
  }
}

let shared: Promise<Client> | undefined;

/** The process-wide client, migrated once. A failed attempt is forgotten so the next request retries. */
export function database(): Promise<Client> {
  shared ??= openDatabase(databaseConfig()).catch((error: unknown) => {
    shared = undefined;
    throw error;
  });
  return shared;
}

/** Runs database work, turning driver failures into {@link DatabaseUnavailableError}; other errors pass. */
export async function withDatabase<T>(work: (client: Client) => Promise<T>): Promise<T> {
  const client = await database();
  try {
    return await work(client);
  } catch (error) {
    if (error instanceof LibsqlError) throw new DatabaseUnavailableError('A database operation failed', { cause: error });
    throw error;
  }
}
