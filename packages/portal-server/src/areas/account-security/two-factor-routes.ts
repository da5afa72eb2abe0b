import {
  endpoints,
  twoFactorMessages,
  type FactorRemoval,
  type TwoFactorMessageKey,
  type TwoFactorStatus,
} from '@eventsuite/api-contract';
import type { FastifyRequest } from 'fastify';
import type { Area } from '../../area';
import { runChange, type Change } from '../../changes/change';
import type { Database } from '../../db/index';
import { hasSqlState, sqlState } from '../../db/errors';
import { currentCompanyIdOf } from '../../http/company-scope';
import { identityOf, registerEndpoint } from '../../http/endpoint';
import { FieldValidationError, HttpError, notFoundMessage } from '../../http/errors';
import { messageLanguageOf } from '../../http/validation-messages';
import { loadTwoFactorKey } from '../../identity-provider/secrets';
import { fullNameOf } from '../identity';
import { checkCurrentPassword } from '../profile';
import { registrationOptions, relyingPartyOf, verifiedRegistration } from './passkeys';
import { newRecoveryCodes } from './recovery-codes';
import { decryptTotpSecret, encryptTotpSecret, matchingStep, newTotpSecret, totpKeyUri } from './totp';
import { toPasskey } from './two-factor-mapping';
import {
  companiesRequiringTwoFactor,
  companyRequiresTwoFactor,
  deleteAllFactors,
  deletePasskey,
  deleteTotp,
  factorsOf,
  findPasskey,
  findPassword,
  findPerson,
  findTotp,
  insertPasskey,
  listPasskeys,
  replaceRecoveryCodes,
  saveRegistrationChallenge,
  saveUnconfirmedTotp,
  setCompanyRequirement,
  takeRegistrationChallenge,
  takeTotpStep,
  unusedRecoveryCodes,
  updatePasskey,
} from './two-factor-queries';

/** How long a passkey registration's challenge may be answered. */
const registrationTtlMs = 5 * 60 * 1000;

const refusal = (request: { headers: { 'accept-language'?: string } }, key: TwoFactorMessageKey) =>
  new HttpError(409, twoFactorMessages[key][messageLanguageOf(request.headers['accept-language'])]);

export async function twoFactorStatus(db: Database, userId: string): Promise<{ data: TwoFactorStatus }> {
  const [totp, keys, left, requiredBy, person] = await Promise.all([
    findTotp(db, userId),
    listPasskeys(db, userId),
    unusedRecoveryCodes(db, userId),
    companiesRequiringTwoFactor(db, userId),
    findPassword(db, userId),
  ]);
  return {
    data: {
      totp: totp?.confirmedAt != null,
      recovery_codes_left: left,
      passkeys: keys.map(toPasskey),
      required_by: requiredBy,
      has_password: person?.passwordHash != null,
    },
  };
}

/**
 * Removing a factor asks for the password again (`factorRemovalSchema`), throttled as every current-password
 * check is. A person without a password signs in through another provider and has none to give.
 */
async function confirmRemoval(db: Database, request: FastifyRequest & { body: FactorRemoval }, userId: string) {
  const person = await findPassword(db, userId);
  if (!person) throw new HttpError(404, notFoundMessage);
  if (person.passwordHash === null) return;
  const password = request.body.password ?? '';
  if (password === '') throw new FieldValidationError({ password: ['required'] });
  await checkCurrentPassword(db, request, person, {
    password,
    field: 'password',
    withoutPassword: 'noPasswordToChange',
  });
}

/** After a second factor was added: the first one brings a fresh set of recovery codes, shown once. */
async function codesForFirstFactor(change: Change, userId: string, hadFactor: boolean): Promise<string[] | null> {
  if (hadFactor) return null;
  const codes = newRecoveryCodes();
  await replaceRecoveryCodes(change.tx, userId, codes);
  return codes;
}

/** After a second factor was removed: without any left, the recovery codes recover nothing and go too. */
async function dropCodesWithoutFactor(change: Change, userId: string) {
  const left = await factorsOf(change.tx, userId);
  if (!left.totp && left.passkeys === 0) await replaceRecoveryCodes(change.tx, userId, []);
}

/**
 * Two-factor sign-in (issue 30 §4, ADR 0033): a person's authenticator app, recovery codes and
 * passkeys; a company owner's requirement; the platform administration's reset. The sign-in's second
 * step is `two-factor-sign-in.ts`.
 */
export const twoFactorArea: Area = {
  name: 'account-security/two-factor',
  async register(app, deps) {
    const { db, config } = deps;
    // Read on first use, not at start: a server with an external provider may start without its database.
    let keyLoad: ReturnType<typeof loadTwoFactorKey> | undefined;
    const twoFactorKey = () =>
      (keyLoad ??= loadTwoFactorKey(db).catch((error: unknown) => {
        keyLoad = undefined;
        throw error;
      }));
    const rp = relyingPartyOf(config);

    registerEndpoint(app, endpoints.getTwoFactor, async (request) => twoFactorStatus(db, identityOf(request).user.id));

    registerEndpoint(app, endpoints.startTotpSetup, async (request) => {
      const { user } = identityOf(request);
      if ((await findTotp(db, user.id))?.confirmedAt) throw refusal(request, 'totpAlreadySetUp');
      const person = await findPerson(db, user.id);
      if (!person) throw new HttpError(404, notFoundMessage);
      const secret = newTotpSecret();
      await saveUnconfirmedTotp(db, user.id, encryptTotpSecret(await twoFactorKey(), user.id, secret));
      // The secret leaves the server this once; afterwards only codes made from it are seen.
      return { data: { secret, otpauth_url: totpKeyUri(secret, person.email, config.productName) } };
    });

    registerEndpoint(app, endpoints.confirmTotp, async (request) => {
      const { user } = identityOf(request);
      const codes = await runChange(deps, { userId: user.id }, async (change) => {
        const totp = await findTotp(change.tx, user.id);
        if (!totp) throw refusal(request, 'noTotpSetup');
        if (totp.confirmedAt) throw refusal(request, 'totpAlreadySetUp');
        const step = matchingStep(
          decryptTotpSecret(await twoFactorKey(), user.id, totp.secretCiphertext),
          request.body.code,
        );
        if (step === undefined) throw new FieldValidationError({ code: ['invalid_code'] });
        const hadFactor = (await factorsOf(change.tx, user.id)).passkeys > 0;
        if (!(await takeTotpStep(change.tx, user.id, step, true)))
          throw new FieldValidationError({ code: ['invalid_code'] });
        await change.log({
          type: 'two_factor_added',
          object: { type: 'user', id: user.id },
          details: { method: 'totp' },
        });
        return codesForFirstFactor(change, user.id, hadFactor);
      });
      return { data: { recovery_codes: codes ?? [] } };
    });

    registerEndpoint(app, endpoints.removeTotp, async (request) => {
      const { user } = identityOf(request);
      await confirmRemoval(db, request, user.id);
      await runChange(deps, { userId: user.id }, async (change) => {
        if (!(await deleteTotp(change.tx, user.id))) return;
        await change.log({
          type: 'two_factor_removed',
          object: { type: 'user', id: user.id },
          details: { method: 'totp' },
        });
        await dropCodesWithoutFactor(change, user.id);
      });
      return twoFactorStatus(db, user.id);
    });

    registerEndpoint(app, endpoints.renewRecoveryCodes, async (request) => {
      const { user } = identityOf(request);
      const codes = await runChange(deps, { userId: user.id }, async (change) => {
        const factors = await factorsOf(change.tx, user.id);
        if (!factors.totp && factors.passkeys === 0) throw refusal(request, 'noSecondFactor');
        const fresh = newRecoveryCodes();
        await replaceRecoveryCodes(change.tx, user.id, fresh);
        await change.log({ type: 'recovery_codes_renewed', object: { type: 'user', id: user.id } });
        return fresh;
      });
      return { data: { recovery_codes: codes } };
    });

    registerEndpoint(app, endpoints.startPasskeyRegistration, async (request) => {
      const { user } = identityOf(request);
      const person = await findPerson(db, user.id);
      if (!person) throw new HttpError(404, notFoundMessage);
      const existing = await listPasskeys(db, user.id);
      const options = await registrationOptions(
        rp,
        { id: person.id, email: person.email, name: fullNameOf(person) || person.email },
        existing,
      );
      await saveRegistrationChallenge(db, user.id, options.challenge, new Date(Date.now() + registrationTtlMs));
      return { data: { options: options as unknown as Record<string, unknown> } };
    });

    registerEndpoint(app, endpoints.registerPasskey, async (request) => {
      const { user } = identityOf(request);
      const challenge = await takeRegistrationChallenge(db, user.id);
      const credential = challenge && (await verifiedRegistration(rp, request.body.response, challenge));
      if (!credential) throw new FieldValidationError({ passkey: ['passkey_not_verified'] });
      try {
        const { row, codes } = await runChange(deps, { userId: user.id }, async (change) => {
          const factors = await factorsOf(change.tx, user.id);
          const inserted = await insertPasskey(change.tx, { userId: user.id, name: request.body.name, ...credential });
          await change.log({
            type: 'two_factor_added',
            object: { type: 'user', id: user.id },
            details: { method: 'passkey', name: inserted.name },
          });
          const fresh = await codesForFirstFactor(change, user.id, factors.totp || factors.passkeys > 0);
          return { row: inserted, codes: fresh };
        });
        return { data: { passkey: toPasskey(row), recovery_codes: codes } };
      } catch (error) {
        // The same authenticator registered twice (the browser should have refused it already).
        if (hasSqlState(error, sqlState.uniqueViolation)) throw new FieldValidationError({ passkey: ['unique'] });
        throw error;
      }
    });

    registerEndpoint(app, endpoints.updatePasskey, async (request) => {
      const { user } = identityOf(request);
      const passkey = await findPasskey(db, user.id, request.params.passkey);
      if (!passkey) throw new HttpError(404, notFoundMessage);
      return { data: toPasskey(await updatePasskey(db, passkey.id, request.body)) };
    });

    registerEndpoint(app, endpoints.deletePasskey, async (request) => {
      const { user } = identityOf(request);
      // Someone else's passkey is a 404 before any password is weighed.
      if (!(await findPasskey(db, user.id, request.params.passkey))) throw new HttpError(404, notFoundMessage);
      await confirmRemoval(db, request, user.id);
      await runChange(deps, { userId: user.id }, async (change) => {
        const passkey = await findPasskey(change.tx, user.id, request.params.passkey);
        if (!passkey) throw new HttpError(404, notFoundMessage);
        await deletePasskey(change.tx, passkey.id);
        await change.log({
          type: 'two_factor_removed',
          object: { type: 'user', id: user.id },
          details: { method: 'passkey', name: passkey.name },
        });
        await dropCodesWithoutFactor(change, user.id);
      });
      return twoFactorStatus(db, user.id);
    });

    registerEndpoint(app, endpoints.getCompanyTwoFactor, async (request) => ({
      data: { required: await companyRequiresTwoFactor(db, currentCompanyIdOf(request)) },
    }));

    registerEndpoint(app, endpoints.updateCompanyTwoFactor, async (request) => {
      const { user } = identityOf(request);
      const companyId = currentCompanyIdOf(request);
      const { required } = request.body;
      await runChange(deps, { userId: user.id }, async (change) => {
        if ((await companyRequiresTwoFactor(change.tx, companyId)) === required) return;
        await setCompanyRequirement(change.tx, companyId, required, user.id);
        await change.log({
          type: 'company_two_factor_requirement_updated',
          object: { type: 'company', id: companyId },
          companyId,
          details: { required: String(required) },
        });
      });
      return { data: { required } };
    });

    const adminView = async (userId: string) => {
      const [factors, left] = await Promise.all([factorsOf(db, userId), unusedRecoveryCodes(db, userId)]);
      return { data: { totp: factors.totp, passkeys: factors.passkeys, recovery_codes_left: left } };
    };

    registerEndpoint(app, endpoints.getAdminUserTwoFactor, async (request) => {
      if (!(await findPerson(db, request.params.user))) throw new HttpError(404, notFoundMessage);
      return adminView(request.params.user);
    });

    registerEndpoint(app, endpoints.resetAdminUserTwoFactor, async (request) => {
      const { user: caller } = identityOf(request);
      const target = request.params.user;
      await runChange(deps, { userId: caller.id }, async (change) => {
        if (!(await findPerson(change.tx, target))) throw new HttpError(404, notFoundMessage);
        // Resetting a person without a second factor changes nothing and logs nothing.
        if (!(await deleteAllFactors(change.tx, target))) return;
        await change.log({ type: 'user_two_factor_reset', object: { type: 'user', id: target } });
      });
      return adminView(target);
    });
  },
};
