import { appSignInMessages, endpoints, type AppClientType, type AppSignInMessageKey } from '@eventsuite/api-contract';
import type { FastifyInstance } from 'fastify';
import type { AreaDeps } from '../../area';
import { runChange } from '../../changes/change';
import type { Database } from '../../db/index';
import { identityOf, registerEndpoint } from '../../http/endpoint';
import { HttpError, notFoundMessage } from '../../http/errors';
import { messageLanguageOf } from '../../http/validation-messages';
import { portalAppName } from './portal-app';
import { hashClientSecret, newClientId, newClientSecret } from '../../identity-provider/app-clients';
import { toAppSignIn } from './sign-in-mapping';
import { findAppWithClient, insertClient, lockApp, updateClient, type AppWithClient } from './sign-in-queries';

const refusal = (request: { headers: { 'accept-language'?: string } }, key: AppSignInMessageKey) =>
  new HttpError(409, appSignInMessages[key][messageLanguageOf(request.headers['accept-language'])]);

/** What a change of the client did, for the activity log (never the secret), and the secret it made. */
interface ClientChange {
  change: 'client_created' | 'client_type_changed' | 'client_secret_rotated';
  type: AppClientType;
  secret: string | null;
}

/** What a change needs of its request: who asks, and the language a refusal is worded in. */
type ChangeRequest = Parameters<typeof identityOf>[0] & { headers: { 'accept-language'?: string } };

/**
 * Apps sign in through the portal (issue 14 §1b, ADR 0018): an app's OpenID client of the embedded
 * provider. Viewing needs admin_can_view_apps, changing admin_can_edit_apps. A secret is answered once,
 * when it is made, and stored only as its hash.
 */
export function registerAppSignIn(app: FastifyInstance, deps: AreaDeps): void {
  const { db, config } = deps;

  async function requireApp(appId: string, reader = db): Promise<AppWithClient> {
    const row = await findAppWithClient(reader, appId);
    if (!row) throw new HttpError(404, notFoundMessage);
    return row;
  }

  /**
   * Runs a change of the app's client under the app's lock and logs it as app_updated; answers the new
   * state and the secret made by the change, if any.
   */
  async function changeClient(
    request: ChangeRequest,
    appId: string,
    /** Changes the client in the transaction; undefined when there is nothing to change. */
    work: (tx: Database, current: AppWithClient) => Promise<ClientChange | undefined>,
  ) {
    const userId = identityOf(request).user.id;
    const secret = await runChange(deps, { userId }, async (change) => {
      await lockApp(change.tx, appId);
      const current = await requireApp(appId, change.tx);
      if (current.internalName === portalAppName) throw refusal(request, 'portalClientFixed');
      const done = await work(change.tx, current);
      if (!done) return null;
      await change.log({
        type: 'app_updated',
        object: { type: 'app', id: appId },
        details: { change: done.change, client_type: done.type, app: current.internalName },
      });
      return done.secret;
    });
    return { data: { sign_in: toAppSignIn(await requireApp(appId), config), client_secret: secret } };
  }

  registerEndpoint(app, endpoints.showAppSignIn, async (request) => ({
    data: toAppSignIn(await requireApp(request.params.app), config),
  }));

  registerEndpoint(app, endpoints.saveAppSignIn, async (request) =>
    changeClient(request, request.params.app, async (tx, current) => {
      const { type } = request.body;
      const secret = type === 'confidential' ? newClientSecret() : null;
      const secretHash = secret ? hashClientSecret(secret) : null;
      if (!current.client) {
        await insertClient(tx, { appId: current.id, clientId: newClientId(), clientType: type, secretHash });
        return { change: 'client_created', type, secret };
      }
      if (current.client.clientType === type) return undefined;
      await updateClient(tx, current.id, { clientType: type, secretHash });
      return { change: 'client_type_changed', type, secret };
    }),
  );

  registerEndpoint(app, endpoints.rotateAppClientSecret, async (request) =>
    changeClient(request, request.params.app, async (tx, current) => {
      if (current.client?.clientType !== 'confidential') throw refusal(request, 'noSecretToRotate');
      const secret = newClientSecret();
      await updateClient(tx, current.id, { clientType: 'confidential', secretHash: hashClientSecret(secret) });
      return { change: 'client_secret_rotated', type: 'confidential', secret };
    }),
  );
}
