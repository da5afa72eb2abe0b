import { randomUUID } from 'node:crypto';
import { parse, serialize } from 'cookie';
import { jwtVerify, SignJWT } from 'jose';
import { signInThrottle } from './throttle';

/**
 * The device cookie (ADR 0023): after a right password the browser gets a token, signed with the
 * server's key (HS256 JWT, jose), that names the account it signed in to and a random id of its own.
 * Attempts on that account carrying it are judged by the failures of that id alone, so a lockout made by
 * others never reaches a browser its owner has used. It is sent only to the sign-in endpoints.
 */
export const deviceCookieName = 'eventsuite_device';
const deviceCookiePath = '/oidc/interaction';
/** Keeps a device token from being taken for any other token the server's keys might sign. */
const deviceTokenAudience = 'eventsuite-sign-in-device';

export interface DeviceCookies {
  /**
   * The device id of the request's cookie when the cookie is genuine, unexpired and names `accountId`;
   * otherwise undefined (no cookie, another account's, tampered, signed with another key).
   */
  trustedDevice(cookieHeader: string | undefined, accountId: string | undefined): Promise<string | undefined>;
  /** A Set-Cookie value with a new device id for `accountId`. */
  issue(accountId: string): Promise<string>;
}

export function deviceCookies(key: Uint8Array, { secure }: { secure: boolean }): DeviceCookies {
  return {
    async trustedDevice(cookieHeader, accountId) {
      const token = cookieHeader ? parse(cookieHeader)[deviceCookieName] : undefined;
      if (!token) return undefined;
      // Checked whether or not the email names an account, so the time taken tells nothing about it.
      const payload = await jwtVerify(token, key, {
        algorithms: ['HS256'],
        audience: deviceTokenAudience,
        requiredClaims: ['sub', 'jti', 'exp'],
      }).then(
        (verified) => verified.payload,
        () => undefined,
      );
      return payload && accountId !== undefined && payload.sub === accountId ? payload.jti : undefined;
    },
    async issue(accountId) {
      const maxAgeSeconds = signInThrottle.deviceCookieDays * 24 * 60 * 60;
      const token = await new SignJWT({})
        .setProtectedHeader({ alg: 'HS256' })
        .setAudience(deviceTokenAudience)
        .setSubject(accountId)
        .setJti(randomUUID())
        .setIssuedAt()
        .setExpirationTime(`${maxAgeSeconds}s`)
        .sign(key);
      return serialize(deviceCookieName, token, {
        path: deviceCookiePath,
        maxAge: maxAgeSeconds,
        httpOnly: true,
        secure,
        sameSite: 'lax',
      });
    },
  };
}
