import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';

/** Prefixes whose answers carry personal data: never stored by the browser or a proxy unless a route says so. */
const privatePrefixes = ['/api/', '/id/'];

/**
 * The portal app's policy. Scripts only from the portal's own files (the built index.html has no inline
 * script). Styles: vanilla-extract emits CSS files, and React's style props go through the CSSOM, which
 * CSP does not govern; but Radix's scroll lock (react-remove-scroll, used by dialogs and menus) inserts
 * <style> elements whose content varies (the scrollbar's width), which neither a hash nor, on a static
 * index.html, a nonce can allow. So inline styles are allowed: they cannot run code, and what CSS could
 * load is held to the portal's origin. (e2e/tests/content-security-policy.spec.ts shows the violation
 * without it.)
 * An external OpenID Provider is called by the app (discovery, token) and so needs connect-src.
 */
export function contentSecurityPolicy(config: Config): string {
  const authorityOrigin = new URL(config.oidc.authority).origin;
  const connect = config.oidc.embedded ? "'self'" : `'self' ${authorityOrigin}`;
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    `connect-src ${connect}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/** Headers every answer gets, the OpenID Provider's included. */
export function baseSecurityHeaders(config: Config): Record<string, string> {
  return {
    'x-content-type-options': 'nosniff',
    // Nothing in the portal reads the Referer; its URLs can carry sign-in codes and mail tokens.
    'referrer-policy': 'no-referrer',
    ...(new URL(config.publicUrl).protocol === 'https:' ? { 'strict-transport-security': 'max-age=31536000' } : {}),
  };
}

/**
 * Adds the security headers to every answer Fastify sends: the base headers, the app's policy unless the
 * route set its own (the mailbox page), and Cache-Control: no-store on the API unless the route chose.
 * The OpenID Provider's answers bypass Fastify, so identity-provider/provider.ts sets the base headers itself.
 */
export function registerSecurityHeaders(app: FastifyInstance, config: Config): void {
  const base = baseSecurityHeaders(config);
  const policy = contentSecurityPolicy(config);
  app.addHook('onSend', async (request, reply, payload) => {
    reply.headers(base);
    if (!reply.hasHeader('content-security-policy')) reply.header('content-security-policy', policy);
    const pathname = request.url.split('?')[0] ?? '/';
    if (!reply.hasHeader('cache-control') && privatePrefixes.some((prefix) => pathname.startsWith(prefix))) {
      reply.header('cache-control', 'no-store');
    }
    return payload;
  });
}
