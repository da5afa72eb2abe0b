import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';

/**
 * The authenticator app (RFC 6238, with otpauth): SHA-1, six digits, 30-second steps, as every common
 * app reads from a QR code. A code of the step before or after now is accepted too (a clock off by up to
 * 30 s, a code typed as it turned over); which step matched is returned, so a used one can be refused.
 */
export const totpSettings = { algorithm: 'SHA1', digits: 6, period: 30, window: 1 } as const;

/** A new random secret (160 bits, as RFC 4226 recommends), in base32 for the person to type. */
export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

/** The otpauth:// URI an authenticator app reads from the QR code. */
export function totpKeyUri(secret: string, account: string, issuer: string): string {
  const { algorithm, digits, period } = totpSettings;
  return new TOTP({ issuer, label: account, secret: Secret.fromBase32(secret), algorithm, digits, period }).toString();
}

/** The time step `code` is the code of, within the window around `now`; undefined for a wrong code. */
export function matchingStep(secret: string, code: string, now = Date.now()): number | undefined {
  const { algorithm, digits, period, window } = totpSettings;
  const delta = TOTP.validate({
    token: code,
    secret: Secret.fromBase32(secret),
    algorithm,
    digits,
    period,
    timestamp: now,
    window,
  });
  return delta === null ? undefined : Math.floor(now / 1000 / period) + delta;
}

/**
 * Secrets are kept encrypted (AES-256-GCM with the server's two-factor key), bound to their person by
 * the additional data: a copied row does not decrypt for anyone else.
 */
export function encryptTotpSecret(key: Buffer, userId: string, secret: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv).setAAD(Buffer.from(userId));
  const ciphertext = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
  return ['v1', iv, cipher.getAuthTag(), ciphertext]
    .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
    .join('.');
}

export function decryptTotpSecret(key: Buffer, userId: string, stored: string): string {
  const [version, iv, tag, ciphertext] = stored.split('.');
  if (version !== 'v1' || !iv || !tag || ciphertext === undefined) throw new Error('Unknown format of a stored secret');
  const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'))
    .setAAD(Buffer.from(userId))
    .setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([decipher.update(Buffer.from(ciphertext, 'base64url')), decipher.final()]).toString('utf8');
}
