import { randomBytes, scrypt as scryptCallback, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import * as common from '@zxcvbn-ts/language-common';

const scrypt = (password: string, salt: Buffer, keylen: number, options: ScryptOptions) =>
  new Promise<Buffer>((resolve, reject) =>
    scryptCallback(password, salt, keylen, options, (error, key) => (error ? reject(error) : resolve(key))),
  );

/** OWASP's scrypt settings: N = 2^17, r = 8, p = 1 (about 128 MB of memory per hash). */
const PARAMS = { N: 2 ** 17, r: 8, p: 1 } as const;
const KEY_LENGTH = 32;

/**
 * NIST SP 800-63B-4 (3.1.1.2) for a password that is the only factor: at least 15 characters, up to
 * at least 64, any characters including spaces, no composition rules, and checked against a list
 * of common and predictable passwords (docs/decisions/026-password-rules.md).
 */
export const PASSWORD_MIN_LENGTH = 15;
export const PASSWORD_MAX_LENGTH = 200;

// zxcvbn's common-password list (tens of thousands of leaked passwords), names, words and
// keyboard patterns, all on this machine: no password is ever sent anywhere to be checked.
const estimator = new ZxcvbnFactory({
  dictionary: common.dictionary,
  graphs: common.adjacencyGraphs,
});

/** zxcvbn's score (0–4) below which a password is refused: 3 is "safely unguessable". */
const MIN_SCORE = 3;

/**
 * Whether a password is easy to guess: a common or leaked password, a keyboard walk, a repeat or
 * sequence, or made of the person's own details (`context`: their email, names) and the app's
 * name, however long.
 */
export function isGuessablePassword(password: string, context: readonly string[] = []): boolean {
  const inputs = [...context.filter(Boolean), 'prepwell', 'prep well'];
  return estimator.check(password.slice(0, 100), inputs).score < MIN_SCORE;
}

/** Hash a password with scrypt and a random salt; the result carries its own parameters. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await scrypt(password, salt, KEY_LENGTH, { ...PARAMS, maxmem: 256 * 1024 * 1024 });
  return ['scrypt', PARAMS.N, PARAMS.r, PARAMS.p, salt.toString('base64url'), key.toString('base64url')].join(
    '$',
  );
}

/** Check a password against a stored hash in constant time. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !n || !r || !p || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64url');
  const key = await scrypt(password, Buffer.from(salt, 'base64url'), expected.length, {
    N: Number(n),
    r: Number(r),
    p: Number(p),
    maxmem: 256 * 1024 * 1024,
  });
  return key.length === expected.length && timingSafeEqual(key, expected);
}
