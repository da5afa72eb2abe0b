import Fastify, { type FastifyInstance } from 'fastify';
import { createLocalJWKSet } from 'jose';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { accountSecurityArea } from './areas/account-security/routes';
import { deleteExpiredResets } from './areas/account-security/password-reset';
import { createEndedSessions, deleteOldEndedSessions, watchSessions } from './areas/account-security/sessions';
import {
  clearedSignInTicket,
  deleteExpiredTickets,
  redeemSignInTicket,
} from './areas/account-security/sign-in-tickets';
import { deleteExpiredSignUps } from './areas/account-security/sign-up';
import { noticeNewBrowser } from './areas/account-security/new-sign-in';
import { adminAppsArea } from './areas/admin-apps/routes';
import { adminCompaniesArea } from './areas/admin-companies/routes';
import { adminStartArea } from './areas/admin-start/routes';
import { findClientByClientId } from './areas/admin-apps/sign-in-queries';
import { adminRolesArea } from './areas/admin-roles/routes';
import { adminUsersArea } from './areas/admin-users/routes';
import { mayUseApp } from './areas/apps/app-access';
import { appsArea } from './areas/apps/routes';
import { companyActivityArea } from './areas/company-activity/routes';
import { platformActivityArea } from './areas/platform-activity/routes';
import { companyOwnershipArea } from './areas/company-ownership/routes';
import { registerSamlSignIn, sweepSaml } from './areas/company-saml';
import { companySamlArea } from './areas/company-saml/routes';
import { companyVerificationArea } from './areas/company-verification/routes';
import { companyArea } from './areas/company/routes';
import { accountClaims } from './areas/identity/account-claims';
import { createAuthenticator } from './areas/identity/authenticate';
import { identityArea } from './areas/identity/routes';
import { createSessionUsers } from './areas/identity/session-users';
import { invitationsArea } from './areas/invitations/routes';
import { locationsArea } from './areas/locations/routes';
import { notificationsArea } from './areas/notifications/routes';
import { profileArea } from './areas/profile/routes';
import { registerSignIn } from './areas/sign-in/sign-in';
import { twoFactorArea } from './areas/account-security/two-factor-routes';
import { deleteExpiredTwoFactorState } from './areas/account-security/two-factor-queries';
import { registerTwoFactorSignIn, twoFactorSecondStep } from './areas/account-security/two-factor-sign-in';
import { deleteOldFailures } from './areas/sign-in/throttle';
import { staticPagesArea } from './areas/static-pages/routes';
import { systemArea } from './areas/system/routes';
import { systemSettingsArea } from './areas/system-settings/routes';
import { teamMemberAppsArea } from './areas/team-member-apps/routes';
import { teamMembersArea } from './areas/team-members/routes';
import type { Area, AreaDeps } from './area';
import { embeddedAccessTokenVerifier, type AccessTokenVerifier } from './authentication/access-token';
import type { Config } from './config';
import type { DatabaseConnection } from './db/index';
import { collectAllowedMethods } from './http/allowed-methods';
import { registerAuthentication } from './http/endpoint';
import { OneLinePerRequest } from './http/access-log';
import { registerErrorHandler } from './http/errors';
import { registerJsonBody } from './http/json-body';
import { registerSecurityHeaders } from './http/security-headers';
import { registerStaticHosting } from './http/static-hosting';
import { createEmbeddedProvider, type ProviderAreas } from './identity-provider/index';
import { imageFilesArea } from './images/routes';
import { setUpMail } from './mail/index';

export interface AppOptions {
  /**
   * Checks the bearer tokens of non-public endpoints (see authentication/access-token.ts). Required with an
   * external provider (main.ts discovers it); with the embedded one it defaults to the provider's keys.
   */
  accessTokens?: AccessTokenVerifier;
}

/** What the identity provider's core takes from the areas, handed in here so that it imports none. */
function providerAreas(deps: AreaDeps): ProviderAreas {
  const { config, db } = deps;
  const secure = new URL(config.publicUrl).protocol === 'https:';
  return {
    accountClaims: (accountId) => accountClaims(db, accountId),
    findAppClient: (clientId) => findClientByClientId(db, clientId),
    mayUseApp: (accountId, clientId) => mayUseApp(db, accountId, clientId),
    registerSignIn: async (app, provider) => {
      await registerSignIn(
        app,
        provider,
        db,
        {
          signInScreenUrl: `${config.publicUrl}/sign-in`,
          appNotInstalledUrl: `${config.publicUrl}/app-not-installed`,
        },
        // The device cookie travels only over https when the portal is served over https.
        { secure },
        twoFactorSecondStep(db),
        { redeem: (cookieHeader) => redeemSignInTicket(db, cookieHeader), cleared: clearedSignInTicket({ secure }) },
        noticeNewBrowser(deps),
      );
      await registerSamlSignIn(app, provider, { db, config });
      await registerTwoFactorSignIn(app, provider, deps);
    },
    watchSessions: (provider, log) => watchSessions(provider, db, log),
    sweepExpired: () =>
      Promise.all([
        deleteOldFailures(db),
        deleteExpiredResets(db),
        deleteExpiredSignUps(db),
        deleteExpiredTickets(db),
        deleteOldEndedSessions(db, config.oidcAccessTokenTtl),
        sweepSaml(db),
        deleteExpiredTwoFactorState(db),
      ]),
  };
}

export async function buildApp(
  config: Config,
  database: DatabaseConnection,
  options: AppOptions = {},
): Promise<FastifyInstance> {
  const app = Fastify({
    logger: config.logLevel === 'silent' ? false : { level: config.logLevel },
    // One proxy in front: only the peer (hop 0) is trusted, so the client is the address that proxy
    // appended to X-Forwarded-For, its last entry. Entries before it come from the client itself and
    // are not believed (sign-in throttling, ADR 0023).
    trustProxy: config.trustProxy ? (_address, hop) => hop === 0 : false,
    logController: new OneLinePerRequest(),
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  registerJsonBody(app);
  registerSecurityHeaders(app, config);
  const allowedMethods = collectAllowedMethods(app);

  // Mail is infrastructure too: the SMTP dispatcher, or without SMTP the local mailbox page.
  const mail = setUpMail(app, config, database);
  const deps: AreaDeps = { db: database.db, database, config, mail, log: app.log };

  const provider = config.oidc.embedded
    ? await createEmbeddedProvider(config, database, providerAreas(deps))
    : undefined;
  const accessTokens =
    options.accessTokens ??
    (provider ? embeddedAccessTokenVerifier(config, createLocalJWKSet(provider.publicJwks())) : undefined);
  if (!accessTokens) throw new Error('buildApp: an external OpenID provider needs options.accessTokens');
  const sessionUsers = await createSessionUsers(database);
  app.addHook('onClose', () => sessionUsers.close());
  const endedSessions = await createEndedSessions(database, config.oidcAccessTokenTtl);
  app.addHook('onClose', () => endedSessions.close());
  registerAuthentication(app, createAuthenticator(sessionUsers, accessTokens, endedSessions.isEnded));

  const areas: Area[] = [
    systemArea,
    staticPagesArea,
    identityArea,
    adminAppsArea,
    adminCompaniesArea,
    adminStartArea,
    appsArea,
    imageFilesArea,
    profileArea,
    notificationsArea,
    companyArea,
    locationsArea,
    companyOwnershipArea,
    companyVerificationArea,
    companyActivityArea,
    teamMembersArea,
    adminRolesArea,
    adminUsersArea,
    systemSettingsArea,
    teamMemberAppsArea,
    invitationsArea,
    platformActivityArea,
    accountSecurityArea,
    companySamlArea,
    twoFactorArea,
  ];
  for (const area of areas) await area.register(app, deps);

  // Infrastructure, not areas: the OpenID Provider is a library with its own routes, and static hosting
  // answers whatever no area claims.
  await provider?.mount(app);
  await registerStaticHosting(app, config.staticDir, allowedMethods);
  return app;
}
