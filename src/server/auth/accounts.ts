import type { Client } from '@libsql/client';
import { decoyHash, hashPassword, passwordLength, verifyPassword } from './password.ts';

export class AccountError extends Error {
  override name = 'AccountError';
}

const usernamePattern = /^[a-z0-9][a-z0-9._-]{1,62}$/;

/** Creates a staff account (the only way in: there is no default account). */
export async function createAdmin(client: Client, username: string, password: string): Promise<number> {
  const name = username.trim().toLowerCase();
  if (!usernamePattern.test(name)) throw new AccountError('Usernames are 2 to 63 characters: letters, digits, dot, dash or underscore.');
  if (password.length < passwordLength.min || password.length > passwordLength.max) {
    throw new AccountError(`Passwords are ${passwordLength.min} to ${passwordLength.max} characters long.`);
  }
  const existing = await client.execute({ sql: 'SELECT id FROM admin_users WHERE username = ?', args: [name] });
  if (existing.rows.length > 0) throw new AccountError(`An admin named "${name}" already exists.`);
  const result = await client.execute({
    sql: 'INSERT INTO admin_users (username, password_hash) VALUES (?, ?)',
    args: [name, await hashPassword(password)],
  });
  return Number(result.lastInsertRowid);
}

/** The admin's id when the password is right. Unknown names cost as much time as wrong passwords. */
export async function checkCredentials(client: Client, username: string, password: string): Promise<number | undefined> {
  const result = await client.execute({ sql: 'SELECT id, password_hash FROM admin_users WHERE username = ?', args: [username] });
  const row = result.rows[0];
  if (!row) {
    await verifyPassword(password, await decoyHash());
    return undefined;
  }
  return (await verifyPassword(password, String(row['password_hash']))) ? Number(row['id']) : undefined;
}
