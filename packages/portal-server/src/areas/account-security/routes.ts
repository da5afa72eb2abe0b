import { endpoints } from '@eventsuite/api-contract';
import type { Area } from '../../area';
import { runChange } from '../../changes/change';
import { identityOf, registerEndpoint } from '../../http/endpoint';
import { HttpError, notFoundMessage } from '../../http/errors';
import { registerPasswordReset } from './password-reset';
import { endSessions, listSessions } from './sessions';
import { registerSignUp } from './sign-up';

/**
 * Account security (issue 30 §1–3): the forgotten password and the private sign-up of the sign-in
 * page, and the person's own sessions. Two-factor sign-in (§4) joins this area beside these files.
 */
export const accountSecurityArea: Area = {
  name: 'account-security',
  register(app, deps) {
    const { db, config } = deps;
    // Cookies for the provider's sign-in step travel only over https when the portal is served so.
    const cookies = { secure: new URL(config.publicUrl).protocol === 'https:' };
    registerPasswordReset(app, deps, cookies);
    registerSignUp(app, deps, cookies);

    const portal = { clientId: config.oidc.clientId, name: config.productName };
    registerEndpoint(app, endpoints.listSessions, async (request, reply) => {
      const { user, sessionId } = identityOf(request);
      reply.header('cache-control', 'no-store');
      return { data: await listSessions(db, user.id, sessionId, portal) };
    });

    registerEndpoint(app, endpoints.endSession, async (request) => {
      const userId = identityOf(request).user.id;
      const ended = await runChange(deps, { userId }, async (change) => {
        const count = await endSessions(change.tx, userId, { only: request.params.session });
        if (count > 0)
          await change.log({ type: 'sessions_ended', object: { type: 'user', id: userId }, details: { count } });
        return count;
      });
      // Another person's session, an ended one or none: not found alike.
      if (ended === 0) throw new HttpError(404, notFoundMessage);
      return { data: { ended } };
    });

    registerEndpoint(app, endpoints.endOtherSessions, async (request) => {
      const { user, sessionId } = identityOf(request);
      const ended = await runChange(deps, { userId: user.id }, async (change) => {
        const count = await endSessions(change.tx, user.id, { except: sessionId });
        if (count > 0) {
          await change.log({ type: 'sessions_ended', object: { type: 'user', id: user.id }, details: { count } });
        }
        return count;
      });
      return { data: { ended } };
    });
  },
};
