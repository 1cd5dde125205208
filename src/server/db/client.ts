import { mkdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { createClient, LibsqlError, type Client } from '@libsql/client';
import { applyMigrations } from './migrate.ts';

/** Raised for any failure to reach or use the database; the API answers it with 503. */
export class DatabaseUnavailableError extends Error {
  override name = 'DatabaseUnavailableError';
}

export const defaultDatabaseUrl = 'file:.data/site.db';

/** How long a local connection waits for another one's lock before the request answers 503. */
export const defaultBusyTimeoutMs = 5000;

export interface DatabaseConfig {
  url: string;
  authToken?: string;
  /** Local files only; from `LIBSQL_BUSY_TIMEOUT_MS`, else {@link defaultBusyTimeoutMs}. */
  busyTimeoutMs?: number;
}

/**
 * `LIBSQL_URL` and `LIBSQL_AUTH_TOKEN` point at Turso in production; locally an embedded file.
 * `LIBSQL_BUSY_TIMEOUT_MS` (a whole number of milliseconds) overrides the lock wait; anything
 * else is ignored.
 */
export function databaseConfig(env: Record<string, string | undefined> = process.env): DatabaseConfig {
  const url = env['LIBSQL_URL']?.trim() || defaultDatabaseUrl;
  const authToken = env['LIBSQL_AUTH_TOKEN']?.trim();
  const busyTimeout = env['LIBSQL_BUSY_TIMEOUT_MS']?.trim() ?? '';
  return {
    url,
    ...(authToken ? { authToken } : {}),
    ...(/^\d{1,7}$/.test(busyTimeout) ? { busyTimeoutMs: Number(busyTimeout) } : {}),
  };
}

/** Opens a client and brings its schema up to date. The folder of a local file is created on first use. */
export async function openDatabase(config: DatabaseConfig): Promise<Client> {
  try {
    if (config.url.startsWith('file:')) {
      mkdirSync(dirname(resolve(config.url.slice('file:'.length))), { recursive: true });
    }
    const isLocalFile = config.url.startsWith('file:');
    const { busyTimeoutMs = defaultBusyTimeoutMs, ...connection } = config;
    // Several function instances share one local file: every pooled connection waits (5 s by
    // default) for a lock instead of failing at once, and WAL lets readers and a writer overlap.
    const client = createClient(isLocalFile ? { ...connection, timeout: busyTimeoutMs } : connection);
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

/** The process-wide client, and how many requests are using it right now. */
interface SharedClient {
  client: Promise<Client>;
  users: number;
  /** Set after a lock timeout: closed once its last user is done, and no longer handed out. */
  retired: boolean;
}

let shared: SharedClient | undefined;

function sharedClient(): SharedClient {
  if (shared) return shared;
  const entry: SharedClient = {
    client: openDatabase(databaseConfig()).catch((error: unknown) => {
      if (shared === entry) shared = undefined;
      throw error;
    }),
    users: 0,
    retired: false,
  };
  shared = entry;
  return entry;
}

function closeWhenUnused(entry: SharedClient): void {
  if (entry.retired && entry.users === 0) void entry.client.then((client) => client.close(), () => undefined);
}

/** The process-wide client, migrated once. A failed attempt is forgotten so the next request retries. */
export function database(): Promise<Client> {
  return sharedClient().client;
}

/**
 * Closes and forgets the process-wide client, so the next request opens one from the current
 * settings. Tests use it to move the functions between a working, a locked and an
 * unreachable database within one process.
 */
export async function resetDatabaseClient(): Promise<void> {
  const previous = shared;
  shared = undefined;
  if (!previous) return;
  previous.retired = true;
  await previous.client.catch(() => undefined);
  closeWhenUnused(previous);
}

/**
 * A local statement that gave up waiting for a lock stays "in progress" on its pooled
 * connection (libsql does not reset it), and every later COMMIT on that connection fails with
 * SQLITE_BUSY. So after a lock timeout the client is replaced rather than reused.
 */
function isLockTimeout(error: unknown): boolean {
  return error instanceof LibsqlError && (error.code.startsWith('SQLITE_BUSY') || error.code.startsWith('SQLITE_LOCKED'));
}

/**
 * Whether an error came from the driver rather than from our code: any `LibsqlError`, and the
 * `TypeError('fetch failed')` that the HTTP transport to Turso throws, unwrapped, when the
 * server cannot be reached after the client was opened.
 */
export function isDriverFailure(error: unknown): boolean {
  if (error instanceof LibsqlError) return true;
  return error instanceof TypeError && error.message === 'fetch failed';
}

/** Runs database work, turning driver failures into {@link DatabaseUnavailableError}; other errors pass. */
export async function withDatabase<T>(work: (client: Client) => Promise<T>): Promise<T> {
  const entry = sharedClient();
  entry.users += 1;
  try {
    return await work(await entry.client);
  } catch (error) {
    if (isLockTimeout(error) && shared === entry) {
      shared = undefined;
      entry.retired = true;
    }
    if (isDriverFailure(error)) throw new DatabaseUnavailableError('A database operation failed', { cause: error });
    throw error;
  } finally {
    entry.users -= 1;
    closeWhenUnused(entry);
  }
}
