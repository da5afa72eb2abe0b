import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseConfig } from './config';
import { defaultStaticDir } from './paths';

const errorsOf = (env: Record<string, string>) => {
  const result = parseConfig(env, '/srv/portal');
  return result.ok ? [] : result.errors;
};

describe('parseConfig', () => {
  it('fills every default', () => {
    expect(parseConfig({}, '/srv/portal')).toEqual({
      ok: true,
      config: {
        port: 8080,
        host: '0.0.0.0',
        publicUrl: 'http://localhost:8080',
        dataDir: '/srv/portal/.data',
        filesDir: '/srv/portal/.data/files',
        databaseUrl: undefined,
        databasePoolSize: 50,
        staticDir: defaultStaticDir,
        oidc: {
          authority: 'http://localhost:8080/oidc',
          clientId: 'eventsuite-portal',
          audience: 'http://localhost:8080/api',
          embedded: true,
        },
        demo: { seed: true, password: undefined },
        devAppOrigin: undefined,
        oidcAccessTokenTtl: 300,
        trustProxy: false,
        productName: 'Eventsuite',
        accessibilityContact: null,
        logLevel: 'info',
        mail: { smtpUrl: undefined, devMailbox: false, from: 'Eventsuite <no-reply@localhost>' },
        signUp: false,
        saml: { allowLoopbackMetadata: false, domainCheck: 'dns' },
      },
    });
  });

  it('finds the app build next to the server package, whatever the working directory', () => {
    expect(defaultStaticDir).toBe(path.resolve(import.meta.dirname, '../../portal-app/dist') + path.sep);
  });

  it('derives the public URL and OIDC authority from the settings it is given', () => {
    const result = parseConfig(
      {
        PORT: '3000',
        PUBLIC_URL: 'https://portal.example.com/',
        DATA_DIR: 'data',
        STATIC_DIR: '/var/www',
        DATABASE_URL: ' ',
      },
      '/srv/portal',
    );
    expect(result.ok && result.config).toMatchObject({
      port: 3000,
      publicUrl: 'https://portal.example.com',
      dataDir: '/srv/portal/data',
      filesDir: '/srv/portal/data/files',
      staticDir: '/var/www',
      databaseUrl: undefined,
      oidc: {
        authority: 'https://portal.example.com/oidc',
        audience: 'https://portal.example.com/api',
        embedded: true,
      },
    });
    expect(parseConfig({ PORT: '3000' }).ok && parseConfig({ PORT: '3000' })).toMatchObject({
      config: { publicUrl: 'http://localhost:3000', oidc: { authority: 'http://localhost:3000/oidc' } },
    });
  });

  it('keeps uploaded files in FILES_DIR when set, e.g. a volume shared by every instance', () => {
    const result = parseConfig({ DATA_DIR: 'data', FILES_DIR: 'uploads' }, '/srv/portal');
    expect(result.ok && result.config).toMatchObject({ dataDir: '/srv/portal/data', filesDir: '/srv/portal/uploads' });
  });

  it('uses an external provider when OIDC_AUTHORITY names one', () => {
    const external = parseConfig({
      OIDC_AUTHORITY: 'https://login.example.com/realms/crew',
      OIDC_AUDIENCE: 'portal-api',
    });
    expect(external.ok && external.config.oidc).toEqual({
      authority: 'https://login.example.com/realms/crew',
      clientId: 'eventsuite-portal',
      audience: 'portal-api',
      embedded: false,
    });
    const ownAuthority = parseConfig({
      PUBLIC_URL: 'https://portal.example.com',
      OIDC_AUTHORITY: 'https://portal.example.com/oidc/',
    });
    expect(ownAuthority.ok && ownAuthority.config.oidc.embedded).toBe(true);
  });

  it('seeds demo data on PGlite by default and on PostgreSQL only when asked', () => {
    const demoOf = (env: Record<string, string>) => {
      const result = parseConfig(env);
      return result.ok ? result.config.demo : undefined;
    };
    const postgres = 'postgres://db/portal';
    expect(demoOf({})).toEqual({ seed: true, password: undefined });
    expect(demoOf({ DATABASE_URL: postgres })).toEqual({ seed: false, password: undefined });
    expect(demoOf({ DATABASE_URL: postgres, SEED_DEMO: '1', DEMO_PASSWORD: 'open sesame' })).toEqual({
      seed: true,
      password: 'open sesame',
    });
    expect(demoOf({ DATABASE_URL: postgres, SEED_DEMO: 'true' })?.seed).toBe(true);
    expect(demoOf({ SEED_DEMO: '0' })?.seed).toBe(false);
    expect(demoOf({ SEED_DEMO: 'false' })?.seed).toBe(false);
  });

  it('accepts postgres:// and postgresql:// database URLs', () => {
    for (const url of ['postgres://u:p@db:5432/portal', 'postgresql://db/portal']) {
      const result = parseConfig({ DATABASE_URL: url });
      expect(result.ok && result.config.databaseUrl).toBe(url);
    }
  });

  it('takes the size of the PostgreSQL pool, a whole number from 1', () => {
    const result = parseConfig({ DATABASE_POOL_SIZE: '12' });
    expect(result.ok && result.config.databasePoolSize).toBe(12);
    for (const size of ['0', '-1', 'ten', '2.5']) {
      expect(errorsOf({ DATABASE_POOL_SIZE: size })).toEqual([
        'Configuration error: DATABASE_POOL_SIZE must be a whole number from 1',
      ]);
    }
  });

  it('reports one clear line per problem', () => {
    expect(
      errorsOf({
        PORT: 'eighty',
        DATABASE_URL: 'mysql://db/portal',
        PUBLIC_URL: 'portal.example.com',
        OIDC_AUTHORITY: 'ftp://idp',
        LOG_LEVEL: 'loud',
        SEED_DEMO: 'yes',
      }),
    ).toEqual([
      'Configuration error: PORT must be a whole number from 0 to 65535',
      'Configuration error: PUBLIC_URL must be an http:// or https:// URL',
      'Configuration error: DATABASE_URL must start with postgres:// or postgresql://',
      'Configuration error: OIDC_AUTHORITY must be an http:// or https:// URL',
      'Configuration error: SEED_DEMO must be 1, 0, true or false',
      'Configuration error: LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent',
    ]);
    expect(errorsOf({ PORT: '70000' })).toEqual(['Configuration error: PORT must be a whole number from 0 to 65535']);
    expect(errorsOf({ DATABASE_URL: 'postgres://[broken' })).toEqual([
      'Configuration error: DATABASE_URL is not a valid URL',
    ]);
  });

  it('reads the access token lifetime and whether to trust a proxy', () => {
    const result = parseConfig({ OIDC_ACCESS_TOKEN_TTL: '600', TRUST_PROXY: 'true' });
    expect(result.ok && result.config).toMatchObject({ oidcAccessTokenTtl: 600, trustProxy: true });
    expect(errorsOf({ OIDC_ACCESS_TOKEN_TTL: '0', TRUST_PROXY: 'yes' })).toEqual([
      'Configuration error: OIDC_ACCESS_TOKEN_TTL must be a whole number of seconds from 1 to 999999',
      'Configuration error: TRUST_PROXY must be true or false',
    ]);
  });

  it("reads the accessibility statement's feedback address, an email address", () => {
    const result = parseConfig({ ACCESSIBILITY_CONTACT: 'accessibility@portal.example' });
    expect(result.ok && result.config.accessibilityContact).toBe('accessibility@portal.example');
    expect(errorsOf({ ACCESSIBILITY_CONTACT: 'Accessibility <a@b.example>' })).toEqual([
      'Configuration error: ACCESSIBILITY_CONTACT must be an email address',
    ]);
  });

  it('reads the SMTP server and the sender of mails', () => {
    const mailOf = (env: Record<string, string>) => {
      const result = parseConfig(env);
      return result.ok ? result.config.mail : undefined;
    };
    expect(
      mailOf({ SMTP_URL: 'smtp://mailer:s3cret@mail.example.com:587', MAIL_FROM: 'Crew <crew@example.com>' }),
    ).toEqual({
      smtpUrl: 'smtp://mailer:s3cret@mail.example.com:587',
      devMailbox: false,
      from: 'Crew <crew@example.com>',
    });
    expect(mailOf({ SMTP_URL: 'smtps://mail.example.com', MAIL_FROM: 'portal@example.com' })).toEqual({
      smtpUrl: 'smtps://mail.example.com',
      devMailbox: false,
      from: 'portal@example.com',
    });
    expect(mailOf({ SMTP_URL: ' ' })?.smtpUrl).toBeUndefined();
    expect(errorsOf({ SMTP_URL: 'http://mail.example.com', MAIL_FROM: 'Portal <not an address>' })).toEqual([
      'Configuration error: SMTP_URL must be an smtp:// or smtps:// URL with a host',
      'Configuration error: MAIL_FROM must be an email address, optionally as Name <address>',
    ]);
    expect(errorsOf({ SMTP_URL: 'smtp:mail.example.com', MAIL_FROM: 'no-reply' })).toEqual([
      'Configuration error: SMTP_URL must be an smtp:// or smtps:// URL with a host',
      'Configuration error: MAIL_FROM must be an email address, optionally as Name <address>',
    ]);
  });

  it('turns the development mailbox on only for the embedded demo on loopback, unless told', () => {
    const devMailboxOf = (env: Record<string, string>) => {
      const result = parseConfig(env);
      return result.ok ? result.config.mail.devMailbox : undefined;
    };
    const local = { HOST: '127.0.0.1', PUBLIC_URL: 'http://127.0.0.1:4310' };
    expect(devMailboxOf(local)).toBe(true);
    expect(devMailboxOf({ HOST: 'localhost' })).toBe(true);
    expect(devMailboxOf({ HOST: '::1', PUBLIC_URL: 'http://[::1]:8080' })).toBe(true);
    expect(devMailboxOf({})).toBe(false); // listening on every interface
    expect(devMailboxOf({ ...local, PUBLIC_URL: 'https://portal.example.com' })).toBe(false);
    expect(devMailboxOf({ ...local, SMTP_URL: 'smtp://mail.example.com' })).toBe(false);
    expect(devMailboxOf({ ...local, DATABASE_URL: 'postgres://db/portal' })).toBe(false);
    expect(devMailboxOf({ ...local, DEV_MAILBOX: 'false' })).toBe(false);
    expect(devMailboxOf({ DEV_MAILBOX: 'true', PUBLIC_URL: 'http://localhost:8080' })).toBe(true);
    const refused =
      'Configuration error: DEV_MAILBOX=true needs SMTP_URL unset and PUBLIC_URL on localhost (development only)';
    expect(errorsOf({ DEV_MAILBOX: 'true', PUBLIC_URL: 'https://portal.example.com' })).toEqual([refused]);
    expect(errorsOf({ DEV_MAILBOX: 'true', SMTP_URL: 'smtp://mail.example.com' })).toEqual([refused]);
    expect(errorsOf({ DEV_MAILBOX: 'yes' })).toEqual(['Configuration error: DEV_MAILBOX must be true or false']);
  });

  it('opens sign-up where mails can go out (SMTP or the local demo mailbox) unless told, never for an external provider', () => {
    const signUpOf = (env: Record<string, string>) => {
      const result = parseConfig(env);
      return result.ok ? result.config.signUp : undefined;
    };
    const local = { HOST: '127.0.0.1', PUBLIC_URL: 'http://127.0.0.1:4310' };
    expect(signUpOf({})).toBe(false);
    expect(signUpOf(local)).toBe(true);
    expect(signUpOf({ SMTP_URL: 'smtp://mail.example.com' })).toBe(true);
    expect(signUpOf({ SMTP_URL: 'smtp://mail.example.com', SIGN_UP: 'false' })).toBe(false);
    expect(signUpOf({ SIGN_UP: 'true' })).toBe(true);
    expect(signUpOf({ SIGN_UP: 'true', OIDC_AUTHORITY: 'https://id.example.com' })).toBe(false);
    expect(errorsOf({ SIGN_UP: 'yes' })).toEqual(['Configuration error: SIGN_UP must be true or false']);
  });
});
