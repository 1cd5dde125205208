/**
 * Creates an admin account: `npm run admin:create -- <username>`.
 * The password is read from ADMIN_PASSWORD when set (for scripts and CI), otherwise asked
 * for twice without echoing it. It writes to the database LIBSQL_URL names (default: the
 * embedded file `.data/site.db`); point LIBSQL_URL and LIBSQL_AUTH_TOKEN at Turso to create
 * an account for the deployed site.
 */
import { createInterface } from 'node:readline';
import { Writable } from 'node:stream';
import { AccountError, createAdmin } from '../src/server/auth/accounts.ts';
import { databaseConfig, openDatabase } from '../src/server/db/client.ts';

/** Asks a question on the terminal and reads the answer without showing what is typed. */
function askHidden(question: string): Promise<string> {
  let muted = false;
  const output = new Writable({
    write(chunk: Buffer, _encoding, done) {
      if (!muted) process.stdout.write(chunk);
      done();
    },
  });
  const reader = createInterface({ input: process.stdin, output, terminal: true });
  return new Promise((resolve) => {
    reader.question(question, (answer) => {
      reader.close();
      process.stdout.write('\n');
      resolve(answer);
    });
    muted = true;
  });
}

async function readPassword(): Promise<string> {
  const fromEnv = process.env['ADMIN_PASSWORD'];
  if (fromEnv) return fromEnv;
  if (!process.stdin.isTTY) throw new AccountError('Set ADMIN_PASSWORD when no terminal is attached.');
  const first = await askHidden('Password (8 to 128 characters): ');
  const second = await askHidden('Repeat the password: ');
  if (first !== second) throw new AccountError('The two passwords differ.');
  return first;
}

const username = process.argv[2];
if (!username) {
  console.error('Usage: npm run admin:create -- <username>');
  process.exit(2);
}
try {
  const password = await readPassword();
  const client = await openDatabase(databaseConfig());
  const id = await createAdmin(client, username, password);
  client.close();
  console.log(`Admin "${username.trim().toLowerCase()}" created (id ${id}). Sign in at /admin/login.`);
} catch (error) {
  console.error(error instanceof AccountError ? error.message : `Could not create the admin: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
