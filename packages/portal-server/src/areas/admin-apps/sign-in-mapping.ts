import type { AppSignIn } from '@eventsuite/api-contract';
import type { Config } from '../../config';
import { portalAppName } from './portal-app';
import { portalClientRedirects } from '../../identity-provider/provider';
import { appLogoutUri } from '../../identity-provider/app-clients';
import type { AppWithClient } from './sign-in-queries';

type SignInConfig = Pick<Config, 'publicUrl' | 'devAppOrigin' | 'oidc'>;

const discoveryUrl = (config: SignInConfig) => `${config.oidc.authority}/.well-known/openid-configuration`;

/** How an app signs in; the portal shows its own client, the one of the server's configuration. */
export function toAppSignIn(app: AppWithClient, config: SignInConfig): AppSignIn {
  if (app.internalName === portalAppName) {
    const portal = portalClientRedirects({ publicUrl: config.publicUrl, devAppOrigin: undefined });
    return {
      app_id: app.id,
      built_in: true,
      client: { client_id: config.oidc.clientId, type: 'public', secret_created_at: null },
      redirect_uri: portal.redirect_uris[0]!,
      logout_uri: portal.post_logout_redirect_uris[0]!,
      discovery_url: discoveryUrl(config),
    };
  }
  return {
    app_id: app.id,
    built_in: false,
    client: app.client
      ? {
          client_id: app.client.clientId,
          type: app.client.clientType,
          secret_created_at: app.client.secretCreatedAt?.toISOString() ?? null,
        }
      : null,
    redirect_uri: app.redirectUrl,
    logout_uri: appLogoutUri(app.redirectUrl, app.comebackPath),
    discovery_url: discoveryUrl(config),
  };
}
