import { randomBytes, scrypt as scryptCallback, timingSafeEqual, type ScryptOptions } from 'node:crypto';

/**
 * Password hashing with scrypt, a memory-hard KDF built into Node. Stored as
 * `scrypt$N$r$p$salt$hash` (base64url), so the cost can be raised later while old hashes still verify.
 */

const defaultCost = { N: 2 ** 15, r: 8, p: 1 } as const;
const keyLength = 32;

function scrypt(password: string, salt: Buffer, cost: { N: number; r: number; p: number }): Promise<Buffer> {
  // 128 * N * r bytes are needed; leave headroom above Node's 32 MiB default.
  const options: ScryptOptions = { ...cost, maxmem: 256 * cost.N * cost.r };
  return new Promise((resolve, reject) => {
    scryptCallback(password.normalize('NFC'), salt, keyLength, options, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await scrypt(password, salt, defaultCost);
  const { N, r, p } = defaultCost;
  return ['scrypt', N, r, p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

/** Compares in constant time; a malformed or missing hash never matches. */
export async function verifyPassword(password: string, stored: string | null | undefined): Promise<boolean> {
  const parts = stored?.split('$');
  if (!parts || parts.length !== 6 || parts[0] !== 'scrypt') return false;
  const [N, r, p] = parts.slice(1, 4).map(Number) as [number, number, number];
  if (![N, r, p].every(Number.isSafeInteger) || N > 2 ** 20 || r > 32 || p > 16) return false;
  const expected = Buffer.from(parts[5]!, 'base64url');
  const actual = await scrypt(password, Buffer.from(parts[4]!, 'base64url'), { N, r, p });
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}

/**
 * Spends the time of one verification, so that an unknown email answers as slowly as a wrong password.
 */
let dummyHash: Promise<string> | undefined;
export async function verifyAgainstNothing(password: string): Promise<false> {
  dummyHash ??= hashPassword('not a password of anyone');
  await verifyPassword(password, await dummyHash);
  return false;
}
