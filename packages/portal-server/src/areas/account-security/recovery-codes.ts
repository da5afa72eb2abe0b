import { createHash, randomBytes } from 'node:crypto';
import { recoveryCodeCount } from '@eventsuite/api-contract';

// Crockford's base32 alphabet: no i, l, o or u to misread.
const alphabet = '0123456789abcdefghjkmnpqrstvwxyz';

/** Ten random codes of ten characters (50 bits each), written `xxxxx-xxxxx`. */
export function newRecoveryCodes(): string[] {
  return Array.from({ length: recoveryCodeCount }, () => {
    const chars = [...randomBytes(10)].map((byte) => alphabet[byte & 31]).join('');
    return `${chars.slice(0, 5)}-${chars.slice(5)}`;
  });
}

/**
 * What is stored of a code: its SHA-256, of the code as typed without case, spaces or dashes. A fast hash
 * is enough for 50 random bits; a slow one would only slow the sign-in.
 */
export function recoveryCodeHash(code: string): string {
  const normalized = code.toLowerCase().replace(/[^0-9a-z]/g, '');
  return createHash('sha256').update(normalized).digest('hex');
}
