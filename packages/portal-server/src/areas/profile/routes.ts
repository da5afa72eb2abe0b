import { contentLocales, endpoints, type ContentLocale, type Profile } from '@eventsuite/api-contract';
import type { FastifyBaseLogger, FastifyInstance, FastifyRequest } from 'fastify';
import type { Area, AreaDeps } from '../../area';
import { runChange, unknownActor, type Change } from '../../changes/change';
import { hasSqlState, sqlState } from '../../db/errors';
import type { Database } from '../../db/index';
import { identityOf, registerEndpoint } from '../../http/endpoint';
import { FieldValidationError, HttpError, notFoundMessage } from '../../http/errors';
import { refuseCommonPassword } from '../account-security';
import { supportedLanguages } from '../system-settings';
import { hashPassword } from '../identity';
import { deleteModelsOfAccount } from '../../identity-provider/adapter';
import type { ImageFiles } from '../../images/image-files';
import { imageFilesOf } from '../../images/routes';
import { registerUploadScope } from '../../http/upload';
import { receiveSquareImage, removeReplacedImage } from '../../images/upload';
import { checkCurrentPassword } from './current-password';
import { confirmEmailChange, requestEmailChange, revokeEmailChange, type EmailChangeOutcome } from './email-change';
import { emailChangeMails } from './email-change-mails';
import { profileColumns, settingsColumns, toSettings } from './mapping';
import { profileMessage } from './messages';
import { cancelPendingEmailChanges, deleteUser, loadProfile, lockUser, ownsCompany, updateUser } from './queries';

/** The answer of every call that shows or changes the profile. */
async function profileOf(db: Database, userId: string): Promise<{ data: Profile }> {
  const profile = await loadProfile(db, userId);
  if (!profile) throw new HttpError(404, notFoundMessage);
  return { data: profile };
}

/** Runs a change made through a mailed link; another user taking the address meanwhile makes it 'taken'. */
async function followMailedLink(
  deps: AreaDeps,
  work: (change: Change) => Promise<EmailChangeOutcome>,
): Promise<EmailChangeOutcome> {
  try {
    // Whoever follows the link is not signed in: the log names no actor.
    return await runChange(deps, unknownActor, work);
  } catch (error) {
    if (hasSqlState(error, sqlState.uniqueViolation)) return { kind: 'taken' };
    throw error;
  }
}

/** The avatar's refusals: the file is not a jpg or png, or not square and large enough. */
const avatarRefusals = { type: 'avatar_type', dimensions: 'avatar_dimensions' } as const;

/**
 * Sets the user's avatar file name, or none, in the change's transaction; the file it replaces is
 * removed after the commit, so a failed change never leaves a user without their picture.
 */
async function replaceAvatar(
  change: Change,
  files: ImageFiles,
  log: FastifyBaseLogger,
  userId: string,
  name: string | null,
): Promise<void> {
  // Locked, so that of two uploads at once each removes the file the other one replaced.
  const user = await lockUser(change.tx, userId);
  if (!user) throw new HttpError(404, notFoundMessage);
  await updateUser(change.tx, userId, { avatar: name });
  if (!removeReplacedImage(change, files, log, user.avatar, name)) return;
  await change.log({ type: name === null ? 'avatar_removed' : 'avatar_changed', object: { type: 'user', id: userId } });
}

/**
 * The signed-in user's own profile, avatar, settings, password and account (spec §3, §5), and the two
 * mailed links of an email change. No route takes a user id: every one acts on the caller of the request.
 */
export const profileArea: Area = {
  name: 'profile',
  async register(app, deps) {
    const { db, config } = deps;

    registerEndpoint(app, endpoints.getProfile, async (request) => profileOf(db, identityOf(request).user.id));

    registerEndpoint(app, endpoints.updateProfile, async (request) => {
      const userId = identityOf(request).user.id;
      const input = request.body;
      await runChange(deps, { userId }, async (change) => {
        // Locked, so that two saves of one user cannot both start an email change.
        const user = await lockUser(change.tx, userId);
        if (!user) throw new HttpError(404, notFoundMessage);
        const emailChange = await requestEmailChange(change.tx, user, input.email);
        if (emailChange.kind === 'taken') throw new FieldValidationError({ email: ['unique'] });
        // Only the case of the address may change without confirmation: it names the same mailbox.
        const email = input.email.toLowerCase() === user.email.toLowerCase() ? input.email : user.email;
        await updateUser(change.tx, userId, { ...profileColumns(input), email });
        await change.log({ type: 'profile_updated', object: { type: 'user', id: userId } });
        if (emailChange.kind !== 'requested') return;
        await change.log({
          type: 'email_change_requested',
          object: { type: 'user', id: userId },
          details: { from: user.email, to: input.email },
        });
        for (const mail of emailChangeMails({
          productName: config.productName,
          publicUrl: config.publicUrl,
          language: user.language,
          firstName: input.first_name,
          oldEmail: user.email,
          newEmail: input.email,
          confirmToken: emailChange.confirmToken,
          revokeToken: emailChange.revokeToken,
        })) {
          await change.queueMail(mail);
        }
      });
      return profileOf(db, userId);
    });

    registerEndpoint(app, endpoints.cancelEmailChange, async (request) => {
      const userId = identityOf(request).user.id;
      await runChange(deps, { userId }, async (change) => {
        if (await cancelPendingEmailChanges(change.tx, userId)) {
          await change.log({ type: 'email_change_cancelled', object: { type: 'user', id: userId } });
        }
      });
      return profileOf(db, userId);
    });

    registerEndpoint(app, endpoints.confirmEmailChange, async (request) => {
      const outcome = await followMailedLink(deps, async (change) => {
        const confirmed = await confirmEmailChange(change.tx, request.params.token);
        if (confirmed.kind === 'done') {
          await change.log({
            type: 'email_changed',
            object: { type: 'user', id: confirmed.userId },
            details: { from: confirmed.from, to: confirmed.email },
          });
        }
        return confirmed;
      });
      if (outcome.kind === 'not_found') throw new HttpError(404, notFoundMessage);
      if (outcome.kind === 'taken') throw new HttpError(409, profileMessage(request, 'emailTaken'));
      return { data: { email: outcome.email } };
    });

    registerEndpoint(app, endpoints.revokeEmailChange, async (request) => {
      const outcome = await followMailedLink(deps, async (change) => {
        const revoked = await revokeEmailChange(change.tx, request.params.token);
        if (revoked.kind === 'done') {
          await change.log({
            type: 'email_change_revoked',
            object: { type: 'user', id: revoked.userId },
            details: { from: revoked.from, to: revoked.email },
          });
        }
        return revoked;
      });
      if (outcome.kind === 'not_found') throw new HttpError(404, notFoundMessage);
      if (outcome.kind === 'taken') throw new HttpError(409, profileMessage(request, 'previousEmailTaken'));
      return { data: { email: outcome.email } };
    });

    registerEndpoint(app, endpoints.getSettings, async (request) => ({
      data: toSettings(identityOf(request).loaded.user),
    }));

    // Preferences (formats, language) are not logged: nobody audits them.
    registerEndpoint(app, endpoints.updateSettings, async (request) => {
      const { user: current } = identityOf(request).loaded;
      const userId = current.id;
      await refuseUnsupportedLanguage(db, request.body.language, current.language);
      const user = await runChange(deps, { userId }, (change) =>
        updateUser(change.tx, userId, settingsColumns(request.body)),
      );
      if (!user) throw new HttpError(404, notFoundMessage);
      return { data: toSettings(user) };
    });

    registerEndpoint(app, endpoints.changePassword, async (request) => {
      const { user } = identityOf(request).loaded;
      await checkCurrentPassword(db, request, user, {
        password: request.body.current_password,
        field: 'current_password',
        withoutPassword: 'noPasswordToChange',
      });
      await refuseCommonPassword(request.body.password);
      const passwordHash = await hashPassword(request.body.password);
      await runChange(deps, { userId: user.id }, async (change) => {
        await updateUser(change.tx, user.id, { passwordHash });
        // Whoever knew the old password is signed out everywhere: every session and refresh token ends,
        // the caller's too (the API cannot tell which provider session a request comes from). The app's
        // next refresh fails and it asks for the new password.
        await deleteModelsOfAccount(change.tx, user.id);
        await change.log({ type: 'password_changed', object: { type: 'user', id: user.id } });
      });
      return { data: { changed: true } as const };
    });

    registerEndpoint(app, endpoints.deleteProfile, async (request) => {
      const { user } = identityOf(request).loaded;
      // Every company needs its owner: the owner hands the company over first (and is told so before
      // typing a password).
      if (await ownsCompany(db, user.id)) throw new HttpError(409, profileMessage(request, 'ownsCompany'));
      await checkCurrentPassword(db, request, user, {
        password: request.body.password,
        field: 'password',
        withoutPassword: 'noPasswordToDelete',
      });
      try {
        await runChange(deps, { userId: user.id }, async (change) => {
          // Logged first: deleting the user then clears the event's actor (ON DELETE SET NULL), the event stays.
          await change.log({ type: 'account_deleted', object: { type: 'user', id: user.id } });
          await deleteModelsOfAccount(change.tx, user.id);
          await deleteUser(change.tx, user.id);
        });
      } catch (error) {
        // A company they came to own meanwhile stops the deletion.
        if (hasSqlState(error, sqlState.foreignKeyViolation))
          throw new HttpError(409, profileMessage(request, 'ownsCompany'));
        throw error;
      }
      return { data: { deleted: true } as const };
    });

    await registerAvatarRoutes(app, deps);
  },
};

/**
 * Avatar upload and removal for the signed-in user. Files live with the other images (images/routes.ts);
 * the database names the current one in users.avatar.
 */
async function registerAvatarRoutes(app: FastifyInstance, deps: AreaDeps): Promise<void> {
  const { db } = deps;
  const files = imageFilesOf(deps.config);

  await registerUploadScope(app, (upload) => {
    registerEndpoint(upload, endpoints.uploadAvatar, async (request, reply) => {
      const { user } = identityOf(request);
      await receiveSquareImage(request as FastifyRequest, reply, files, avatarRefusals, (name) =>
        runChange(deps, { userId: user.id }, (change) => replaceAvatar(change, files, request.log, user.id, name)),
      );
      return profileOf(db, user.id);
    });
  });

  registerEndpoint(app, endpoints.deleteAvatar, async (request) => {
    const { user } = identityOf(request);
    await runChange(deps, { userId: user.id }, (change) => replaceAvatar(change, files, request.log, user.id, null));
    return profileOf(db, user.id);
  });
}

/**
 * An interface language may be newly chosen only while the admin supports it (issue 27 §2); a person keeps
 * the language they already have. Every language of the settings has an interface since French (ADR 0035).
 */
async function refuseUnsupportedLanguage(db: Database, chosen: string, current: string): Promise<void> {
  if (chosen === current || !(contentLocales as readonly string[]).includes(chosen)) return;
  if (!(await supportedLanguages(db)).includes(chosen as ContentLocale)) {
    throw new FieldValidationError({ language: ['chosen'] });
  }
}
