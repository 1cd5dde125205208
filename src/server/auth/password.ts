import { randomBytes, scrypt as scryptCallback, timingSafeEqual, type ScryptOptions } from 'node:crypto';

/**
 * Password hashing with scrypt from node:crypto (N = 2^17, r = 8, p = 1: OWASP's
 * recommendation). The parameters are stored with each hash, so they can be raised later
 * without breaking existing accounts.
 */
export const scryptParameters = { N: 2 ** 17, r: 8, p: 1 } as const;
const keyLength = 64;
const saltLength = 16;

/** Passwords of 8 to 128 characters, with no composition rules (NIST SP 800-63B). */
export const passwordLength = { min: 8, max: 128 } as const;

function derive(password: string, salt: Buffer, options: { N: number; r: number; p: number }): Promise<Buffer> {
  // scrypt needs 128 · N · r bytes; Node's default ceiling (32 MiB) is below that for N = 2^17.
  const settings: ScryptOptions = { ...options, maxmem: 256 * options.N * options.r };
  return new Promise((resolve, reject) => {
    scryptCallback(password.normalize('NFKC'), salt, keyLength, settings, (error, key) => (error ? reject(error) : resolve(key)));
  });
}

/** `scrypt$N$r$p$salt$hash`, salt and hash in base64. */
export async function hashPassword(password: string, options: { N: number; r: number; p: number } = scryptParameters): Promise<string> {
  const salt = randomBytes(saltLength);
  const key = await derive(password, salt, options);
  return ['scrypt', options.N, options.r, options.p, salt.toString('base64'), key.toString('base64')].join('$');
}

/** Compares in constant time; a malformed stored hash never matches. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !n || !r || !p || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64');
  const actual = await derive(password, Buffer.from(salt, 'base64'), { N: Number(n), r: Number(r), p: Number(p) });
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/** A hash of a random password, verified against when a username is unknown so both paths take as long. */
let decoy: Promise<string> | undefined;
export function decoyHash(): Promise<string> {
  decoy ??= hashPassword(randomBytes(24).toString('base64'));
  return decoy;
}
