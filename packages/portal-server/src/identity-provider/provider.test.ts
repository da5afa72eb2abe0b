import { describe, expect, it } from 'vitest';
import { parseConfig } from '../config';
import { portalClientRedirects } from './provider';

function redirectsFor(env: Record<string, string>) {
  const result = parseConfig(env);
  if (!result.ok) throw new Error(result.errors.join('\n'));
  return portalClientRedirects(result.config);
}

describe('the portal client registered with the embedded provider', () => {
  it('sends the browser back to the public URL only, unless in development', () => {
    expect(redirectsFor({ PUBLIC_URL: 'https://portal.example.com' })).toEqual({
      redirect_uris: ['https://portal.example.com/login'],
      post_logout_redirect_uris: ['https://portal.example.com/logout-successful'],
    });
  });

  it('accepts the Vite dev server of `pnpm dev` as well in development', () => {
    expect(redirectsFor({ DEV_APP_ORIGIN: 'http://localhost:5173' })).toEqual({
      redirect_uris: ['http://localhost:8080/login', 'http://localhost:5173/login'],
      post_logout_redirect_uris: ['http://localhost:8080/logout-successful', 'http://localhost:5173/logout-successful'],
    });
  });

  it('refuses the dev origin in production', () => {
    expect(parseConfig({ DEV_APP_ORIGIN: 'http://localhost:5173', NODE_ENV: 'production' })).toEqual({
      ok: false,
      errors: ['Configuration error: DEV_APP_ORIGIN is for development only, not with NODE_ENV=production'],
    });
  });
});
