import { describe, expect, it } from 'vitest';
import { parseConfig } from '../config';
import { baseSecurityHeaders, contentSecurityPolicy } from './security-headers';

const configOf = (env: Record<string, string>) => {
  const result = parseConfig(env);
  if (!result.ok) throw new Error(result.errors.join('\n'));
  return result.config;
};

describe('security headers', () => {
  it('lets the app connect to its own origin only, when the OpenID Provider is the embedded one', () => {
    const policy = contentSecurityPolicy(configOf({ PUBLIC_URL: 'https://portal.example.com' }));
    expect(policy).toContain("connect-src 'self';");
    expect(policy).not.toContain('unsafe-eval');
    expect(policy).toContain("script-src 'self';");
  });

  it('asks for HTTPS only when the portal is served over HTTPS', () => {
    expect(baseSecurityHeaders(configOf({ PUBLIC_URL: 'https://portal.example.com' }))).toHaveProperty(
      'strict-transport-security',
      'max-age=31536000',
    );
    expect(baseSecurityHeaders(configOf({ PUBLIC_URL: 'http://localhost:8080' }))).not.toHaveProperty(
      'strict-transport-security',
    );
  });
});
