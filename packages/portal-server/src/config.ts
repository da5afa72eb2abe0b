import path from 'node:path';
import { z } from 'zod';
import { defaultStaticDir } from './paths';

export const logLevels = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof logLevels)[number];

export interface Config {
  port: number;
  host: string;
  /** Origin users open, without a trailing slash. */
  publicUrl: string;
  dataDir: string;
  /** Uploaded files (avatars below `avatars/`); a folder every server instance shares. */
  filesDir: string;
  databaseUrl: string | undefined;
  /** PostgreSQL connections each server instance may hold (`DATABASE_POOL_SIZE`; ADR 0025). */
  databasePoolSize: number;
  staticDir: string;
  oidc: {
    authority: string;
    clientId: string;
    /** Audience the API's access tokens must name. */
    audience: string;
    /** True when the server is its own OpenID Provider (mounted at `${publicUrl}/oidc`). */
    embedded: boolean;
  };
  demo: {
    /** Create the demo companies and personas on a database without users. */
    seed: boolean;
    /** Their password; a random one is made (and logged once) when unset. */
    password: string | undefined;
  };
  /** Lifetime of the embedded provider's access tokens, in seconds. */
  oidcAccessTokenTtl: number;
  /**
   * Origin of the app's Vite dev server (`pnpm dev`), whose sign-in addresses the portal client accepts
   * besides the public URL's. Set by the dev script only; refused when NODE_ENV is production.
   */
  devAppOrigin: string | undefined;
  /**
   * Whether the X-Forwarded-* headers of one reverse proxy in front are believed: https, the host, and
   * the client address the proxy appends (the last X-Forwarded-For entry; earlier ones are the client's).
   */
  trustProxy: boolean;
  productName: string;
  /** Where the accessibility statement sends feedback (an email address); unset: to the imprint's address. */
  accessibilityContact: string | null;
  logLevel: LogLevel;
  mail: {
    /**
     * `smtp://user:password@host:port` (`smtps://` for TLS from the first byte). Unset: mails stay in
     * the outbox.
     */
    smtpUrl: string | undefined;
    /**
     * Development only: the page `/mailbox` shows every mail of the outbox to anyone, without sign-in.
     * On by default only for the embedded demo on loopback (PGlite, no SMTP_URL, HOST and PUBLIC_URL on
     * loopback); never with SMTP_URL or a public URL off loopback.
     */
    devMailbox: boolean;
    /** Sender of every mail, `address` or `Name <address>`. */
    from: string;
  };
  /**
   * Whether anyone may create a private account on the sign-in page (SIGN_UP, issue 30). Off by default
   * where mails cannot go out (no SMTP_URL), on for the local demo with its mailbox; never with an
   * external provider, which owns its own sign-up.
   */
  signUp: boolean;
  /** SAML single sign-on (issue 28, ADR 0031). */
  saml: {
    /**
     * Lets an IdP metadata URL name a loopback address: for tests and the demo's local IdP only (never in
     * production); private and link-local addresses stay refused.
     */
    allowLoopbackMetadata: boolean;
    /** How a company proves an email domain: its DNS TXT record, or (development and tests) accepted as asked. */
    domainCheck: 'dns' | 'accept';
  };
}

export type Env = Record<string, string | undefined>;

const httpUrl = (name: string) =>
  z
    .string()
    .refine((value) => URL.canParse(value) && /^https?:$/.test(new URL(value).protocol), {
      message: `${name} must be an http:// or https:// URL`,
    })
    .transform((value) => value.replace(/\/+$/, ''));

const mailAddress = /^[^\s@<>]+@[^\s@<>]+$/;
const isSender = (value: string) => {
  const named = /^(.*\S)\s*<([^<>]+)>$/.exec(value);
  return named ? mailAddress.test(named[2]!) && !/[<>]/.test(named[1]!) : mailAddress.test(value);
};

const isSmtpUrl = (value: string) =>
  URL.canParse(value) && /^smtps?:$/.test(new URL(value).protocol) && new URL(value).hostname !== '';

export const defaultMailFrom = 'Eventsuite <no-reply@localhost>';

const envSchema = z.object({
  PORT: z
    .string()
    .regex(/^\d+$/, { message: 'PORT must be a whole number from 0 to 65535' })
    .transform(Number)
    .refine((port) => port <= 65535, { message: 'PORT must be a whole number from 0 to 65535' })
    .default(8080),
  HOST: z.string().default('0.0.0.0'),
  PUBLIC_URL: httpUrl('PUBLIC_URL').optional(),
  DATA_DIR: z.string().default('./.data'),
  FILES_DIR: z.string().optional(),
  DATABASE_URL: z
    .string()
    .refine((value) => /^postgres(ql)?:\/\//.test(value), {
      message: 'DATABASE_URL must start with postgres:// or postgresql://',
    })
    .refine((value) => URL.canParse(value), { message: 'DATABASE_URL is not a valid URL' })
    .optional(),
  // As many as the requests one instance serves at once (ADR 0025): fewer keep the rest waiting in node,
  // where waiting requests cost more than PostgreSQL's running them side by side.
  DATABASE_POOL_SIZE: z
    .string()
    .regex(/^[1-9]\d*$/, { message: 'DATABASE_POOL_SIZE must be a whole number from 1' })
    .transform(Number)
    .default(50),
  STATIC_DIR: z.string().optional(),
  OIDC_AUTHORITY: httpUrl('OIDC_AUTHORITY').optional(),
  OIDC_CLIENT_ID: z.string().default('eventsuite-portal'),
  OIDC_AUDIENCE: z.string().optional(),
  SEED_DEMO: z
    .enum(['1', '0', 'true', 'false'], { message: 'SEED_DEMO must be 1, 0, true or false' })
    .transform((value) => value === '1' || value === 'true')
    .optional(),
  DEMO_PASSWORD: z.string().optional(),
  DEV_APP_ORIGIN: httpUrl('DEV_APP_ORIGIN').optional(),
  NODE_ENV: z.string().optional(),
  OIDC_ACCESS_TOKEN_TTL: z
    .string()
    .regex(/^[1-9]\d{0,5}$/, { message: 'OIDC_ACCESS_TOKEN_TTL must be a whole number of seconds from 1 to 999999' })
    .transform(Number)
    .default(300),
  TRUST_PROXY: z
    .enum(['true', 'false'], { message: 'TRUST_PROXY must be true or false' })
    .transform((value) => value === 'true')
    .default(false),
  PRODUCT_NAME: z.string().default('Eventsuite'),
  ACCESSIBILITY_CONTACT: z
    .string()
    .regex(mailAddress, { message: 'ACCESSIBILITY_CONTACT must be an email address' })
    .optional(),
  SMTP_URL: z
    .string()
    .refine(isSmtpUrl, { message: 'SMTP_URL must be an smtp:// or smtps:// URL with a host' })
    .optional(),
  DEV_MAILBOX: z
    .enum(['true', 'false'], { message: 'DEV_MAILBOX must be true or false' })
    .transform((value) => value === 'true')
    .optional(),
  MAIL_FROM: z
    .string()
    .refine(isSender, { message: 'MAIL_FROM must be an email address, optionally as Name <address>' })
    .default(defaultMailFrom),
  SIGN_UP: z
    .enum(['true', 'false'], { message: 'SIGN_UP must be true or false' })
    .transform((value) => value === 'true')
    .optional(),
  SAML_ALLOW_LOOPBACK_METADATA: z
    .enum(['true', 'false'], { message: 'SAML_ALLOW_LOOPBACK_METADATA must be true or false' })
    .transform((value) => value === 'true')
    .default(false),
  SAML_DOMAIN_CHECK: z.enum(['dns', 'accept'], { message: 'SAML_DOMAIN_CHECK must be dns or accept' }).default('dns'),
  LOG_LEVEL: z.enum(logLevels, { message: `LOG_LEVEL must be one of ${logLevels.join(', ')}` }).default('info'),
});

const loopbackHosts = /^(localhost|127(\.\d{1,3}){3}|::1|\[::1\])$/;
const isLoopback = (host: string) => loopbackHosts.test(host);

export type ConfigResult = { ok: true; config: Config } | { ok: false; errors: string[] };

/**
 * Reads the configuration from environment variables. Empty values count as unset. Relative paths are
 * resolved against `cwd`, except the default STATIC_DIR, which is the portal-app build next to this package.
 * Each problem becomes one line meant for a person reading the terminal.
 */
export function parseConfig(env: Env, cwd = process.cwd()): ConfigResult {
  const relevant = Object.fromEntries(
    Object.keys(envSchema.shape).flatMap((key) => {
      const value = env[key]?.trim();
      return value ? [[key, value]] : [];
    }),
  );
  const result = envSchema.safeParse(relevant);
  if (!result.success) {
    return {
      ok: false,
      errors: result.error.issues.map((issue) => {
        const name = String(issue.path[0]);
        const message = issue.message.startsWith(name) ? issue.message : `${name} is invalid: ${issue.message}`;
        return `Configuration error: ${message}`;
      }),
    };
  }
  const values = result.data;
  if (values.DEV_APP_ORIGIN && values.NODE_ENV === 'production') {
    return {
      ok: false,
      errors: ['Configuration error: DEV_APP_ORIGIN is for development only, not with NODE_ENV=production'],
    };
  }
  if (
    (values.SAML_ALLOW_LOOPBACK_METADATA || values.SAML_DOMAIN_CHECK === 'accept') &&
    values.NODE_ENV === 'production'
  ) {
    return {
      ok: false,
      errors: [
        'Configuration error: SAML_ALLOW_LOOPBACK_METADATA and SAML_DOMAIN_CHECK=accept are for development and tests only, not with NODE_ENV=production',
      ],
    };
  }
  const dataDir = path.resolve(cwd, values.DATA_DIR);
  const publicUrl = values.PUBLIC_URL ?? `http://localhost:${values.PORT}`;
  const embeddedAuthority = `${publicUrl}/oidc`;
  const localPublicUrl = isLoopback(new URL(publicUrl).hostname);
  if (values.DEV_MAILBOX && (values.SMTP_URL || !localPublicUrl)) {
    return {
      ok: false,
      errors: [
        'Configuration error: DEV_MAILBOX=true needs SMTP_URL unset and PUBLIC_URL on localhost (development only)',
      ],
    };
  }
  const devMailbox =
    values.DEV_MAILBOX ??
    (values.DATABASE_URL === undefined && values.SMTP_URL === undefined && localPublicUrl && isLoopback(values.HOST));
  const authority = values.OIDC_AUTHORITY ?? embeddedAuthority;
  return {
    ok: true,
    config: {
      port: values.PORT,
      host: values.HOST,
      publicUrl,
      dataDir,
      filesDir: values.FILES_DIR ? path.resolve(cwd, values.FILES_DIR) : path.join(dataDir, 'files'),
      databaseUrl: values.DATABASE_URL,
      databasePoolSize: values.DATABASE_POOL_SIZE,
      staticDir: values.STATIC_DIR ? path.resolve(cwd, values.STATIC_DIR) : defaultStaticDir,
      oidc: {
        authority,
        clientId: values.OIDC_CLIENT_ID,
        audience: values.OIDC_AUDIENCE ?? `${publicUrl}/api`,
        embedded: authority === embeddedAuthority,
      },
      // Demo people belong in a throw-away PGlite folder, not in a shared database, unless asked for.
      demo: { seed: values.SEED_DEMO ?? values.DATABASE_URL === undefined, password: values.DEMO_PASSWORD },
      devAppOrigin: values.DEV_APP_ORIGIN,
      oidcAccessTokenTtl: values.OIDC_ACCESS_TOKEN_TTL,
      trustProxy: values.TRUST_PROXY,
      productName: values.PRODUCT_NAME,
      accessibilityContact: values.ACCESSIBILITY_CONTACT ?? null,
      logLevel: values.LOG_LEVEL,
      mail: { smtpUrl: values.SMTP_URL, devMailbox, from: values.MAIL_FROM },
      signUp: authority === embeddedAuthority && (values.SIGN_UP ?? (values.SMTP_URL !== undefined || devMailbox)),
      saml: { allowLoopbackMetadata: values.SAML_ALLOW_LOOPBACK_METADATA, domainCheck: values.SAML_DOMAIN_CHECK },
    },
  };
}
