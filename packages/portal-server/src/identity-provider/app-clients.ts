import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { AppClientType } from '@eventsuite/api-contract';
import type Provider from 'oidc-provider';
import { interactionPolicy, type Adapter, type AdapterPayload, type KoaContextWithOIDC } from 'oidc-provider';

// Apps as OpenID clients of the embedded provider (ADR 0018). The portal stays the provider's one static
// client; every other app's client is read from the database on each request, with the app's current
// redirect URL and comeback path, so an edit or a deletion counts at once.

/** An app's client as the app administration keeps it (admin-apps). */
export interface AppClientRecord {
  clientId: string;
  clientType: AppClientType;
  /** SHA-256 of the secret, base64url; null for a public client. */
  secretHash: string | null;
  redirectUrl: string | null;
  comebackPath: string | null;
}

/** Finds an app's client by its client id; app.ts hands in the app administration's query. */
export type AppClientFinder = (clientId: string) => Promise<AppClientRecord | undefined>;

/** Whether the account may sign in to the app of the client; app.ts hands in the catalogue's answer. */
export type AppAccessDecider = (accountId: string, clientId: string) => Promise<boolean>;

/** What an app may ask for: the standard OpenID scopes, no API access (that is the portal's). */
export const appClientScopes = 'openid profile offline_access';

/** A new client id: random, never derived from the app's names, which an administrator may change. */
export const newClientId = () => randomBytes(16).toString('hex');
/** A new client secret: 256 random bits. */
export const newClientSecret = () => randomBytes(32).toString('base64url');
/** What is stored of a secret. The secret is random and long, so one SHA-256 is as good as a slow hash. */
export const hashClientSecret = (secret: string) => createHash('sha256').update(secret).digest('base64url');

/** The URL when it is an absolute http(s) URL without a fragment, otherwise undefined. */
function webUrl(value: string | null): URL | undefined {
  if (!value) return undefined;
  const url = URL.parse(value);
  return url && (url.protocol === 'https:' || url.protocol === 'http:') && !url.hash ? url : undefined;
}

/** Where the browser goes after signing out of the app: its comeback path on the redirect URL's origin. */
export function appLogoutUri(redirectUrl: string | null, comebackPath: string | null): string | null {
  const redirect = webUrl(redirectUrl);
  if (!redirect || !comebackPath) return null;
  const logout = URL.parse(comebackPath, redirect.origin);
  return logout && logout.origin === redirect.origin && !logout.hash ? logout.href : null;
}

/**
 * The provider's metadata of an app's client; none while the app has no usable redirect URL. A
 * confidential client's `client_secret` is the stored hash, which compareClientSecret checks against.
 */
export function appClientMetadata(row: AppClientRecord): AdapterPayload | undefined {
  if (!webUrl(row.redirectUrl)) return undefined;
  const logoutUri = appLogoutUri(row.redirectUrl, row.comebackPath);
  const confidential = row.clientType === 'confidential' && row.secretHash !== null;
  return {
    client_id: row.clientId,
    ...(confidential
      ? { client_secret: row.secretHash!, token_endpoint_auth_method: 'client_secret_basic' }
      : { token_endpoint_auth_method: 'none' }),
    application_type: 'web',
    grant_types: ['authorization_code', 'refresh_token'],
    response_types: ['code'],
    redirect_uris: [row.redirectUrl!],
    post_logout_redirect_uris: logoutUri ? [logoutUri] : [],
    scope: appClientScopes,
  };
}

/**
 * The provider's storage of the `Client` model: apps' clients, read from their tables. Nothing writes
 * clients through the provider (dynamic registration is off), so the writing methods refuse.
 */
export class AppClientAdapter implements Adapter {
  constructor(private readonly findClient: AppClientFinder) {}

  async find(id: string): Promise<AdapterPayload | undefined> {
    if (id.includes('\u0000')) return undefined;
    const row = await this.findClient(id);
    return row ? appClientMetadata(row) : undefined;
  }

  private readOnly(): never {
    throw new Error('App clients are changed through the app administration, not through the provider');
  }
  upsert = async (): Promise<void> => this.readOnly();
  findByUid = async (): Promise<undefined> => undefined;
  findByUserCode = async (): Promise<undefined> => undefined;
  consume = async (): Promise<void> => this.readOnly();
  destroy = async (): Promise<void> => this.readOnly();
  revokeByGrantId = async (): Promise<void> => this.readOnly();
}

/**
 * Confidential clients' secrets are stored hashed (ADR 0018), and the provider compares the presented
 * secret with the client's `client_secret`: this makes it compare hashes. Should this stop applying
 * after an upgrade, no secret matches (the provider would compare a secret with a hash), and the tests
 * of app sign-in fail.
 */
export function compareHashedClientSecrets(provider: Provider): void {
  provider.Client.prototype.compareClientSecret = function compareHashed(actual: string) {
    const stored = Buffer.from(this.clientSecret ?? '');
    const presented = Buffer.from(hashClientSecret(actual));
    return stored.length === presented.length && timingSafeEqual(stored, presented);
  };
}

/** The prompt that keeps a user out of an app that is not installed for them. */
export const appAccessPromptName = 'app_access';

/**
 * Whether the signed-in account may sign in to the app of a client (`decide`: the app is installed for
 * it, as /app-not-installed would say, ADR 0017). Asked once per request, by the grant lookup and by the
 * prompt.
 */
export function appAccessCheck(decide: AppAccessDecider, portalClientId: string) {
  const answers = new WeakMap<KoaContextWithOIDC, Promise<boolean>>();

  /** True for the portal and for an app the session's account has; false without an account. */
  function mayUse(ctx: KoaContextWithOIDC): Promise<boolean> {
    const { client, session } = ctx.oidc;
    if (!client || !session?.accountId) return Promise.resolve(false);
    if (client.clientId === portalClientId) return Promise.resolve(true);
    let answer = answers.get(ctx);
    if (!answer) {
      answer = decide(session.accountId, client.clientId);
      answers.set(ctx, answer);
    }
    return answer;
  }

  const { Prompt, Check } = interactionPolicy;
  /** After login: a signed-in account without the app gets an interaction, which the sign-in area answers. */
  const prompt = new Prompt(
    { name: appAccessPromptName, requestable: false },
    new Check(
      'app_not_installed',
      'the app is not installed for the End-User',
      async (ctx) => !!ctx.oidc.session?.accountId && !!ctx.oidc.account && !(await mayUse(ctx)),
    ),
  );
  return { mayUse, prompt };
}
