import { endpoints, type SignInResult } from '@eventsuite/api-contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type Provider from 'oidc-provider';
import type { AreaDeps } from '../../area';
import { runChange } from '../../changes/change';
import type { Database } from '../../db/index';
import { registerEndpoint } from '../../http/endpoint';
import { FieldValidationError, HttpError, notFoundMessage } from '../../http/errors';
import { loadTwoFactorKey } from '../../identity-provider/secrets';
import { assessAttempt, forgiveFailures, recordFailure } from '../sign-in';
import { authenticationOptions, relyingPartyOf, verifiedAuthentication } from './passkeys';
import { newRecoveryCodes } from './recovery-codes';
import { decryptTotpSecret, encryptTotpSecret, matchingStep, newTotpSecret, totpKeyUri } from './totp';
import {
  companiesRequiringTwoFactor,
  deletePendingSignIn,
  factorsOf,
  findPasskeyByCredential,
  findPendingSignIn,
  findPerson,
  findTotp,
  listPasskeys,
  recordPasskeyUse,
  replaceRecoveryCodes,
  saveConfirmedTotp,
  savePasskeyChallenge,
  savePendingSignIn,
  saveSetupSecret,
  takePasskeyChallenge,
  takeTotpStep,
  useRecoveryCode,
  type PendingSignIn,
} from './two-factor-queries';

/** How long the second step may take after the password (the interaction itself lasts an hour). */
const pendingTtlMs = 10 * 60 * 1000;

/** The second step's refusals, as the `message` of the error body. */
class SecondStepRefused extends HttpError {
  constructor(statusCode: 401 | 423 | 429, reason: 'invalid_code' | 'locked' | 'throttled') {
    super(statusCode, reason);
  }
}

/**
 * After a right password (areas/sign-in): whether the sign-in needs a second step before the provider
 * finishes it. A person with a second factor gives it; a member of a company that requires one and has
 * none sets one up first. Undefined when the password is enough.
 */
export function twoFactorSecondStep(db: Database) {
  return async (uid: string, userId: string): Promise<SignInResult | undefined> => {
    const factors = await factorsOf(db, userId);
    const expiresAt = new Date(Date.now() + pendingTtlMs);
    if (factors.totp || factors.passkeys > 0) {
      await savePendingSignIn(db, uid, userId, false, expiresAt);
      const methods: NonNullable<SignInResult['methods']> = [];
      if (factors.totp) methods.push('totp');
      if (factors.passkeys > 0) methods.push('passkey');
      methods.push('recovery_code');
      return { next_step: 'second_factor', methods };
    }
    if ((await companiesRequiringTwoFactor(db, userId)).length > 0) {
      await savePendingSignIn(db, uid, userId, true, expiresAt);
      return { next_step: 'two_factor_setup' };
    }
    return undefined;
  };
}

/**
 * The second step of the provider's sign-in interaction (ADR 0033), under /oidc/interaction/:uid like
 * the password step, so the interaction's cookie binds it to the browser that gave the password. Wrong
 * codes are throttled per account and address on counters of their own (ADR 0023); an authenticator
 * code works once; a recovery code works once and is logged.
 */
export async function registerTwoFactorSignIn(
  app: FastifyInstance,
  provider: Provider,
  deps: Pick<AreaDeps, 'db' | 'mail' | 'log' | 'config'>,
): Promise<void> {
  const { db, config } = deps;
  const key = await loadTwoFactorKey(db);
  const rp = relyingPartyOf(config);

  /** The browser's pending login interaction `uid`, or 404. */
  async function interactionOf(request: FastifyRequest, reply: FastifyReply) {
    const { uid } = request.params as { uid: string };
    const interaction = await provider.interactionDetails(request.raw, reply.raw).catch(() => undefined);
    if (!interaction || interaction.uid !== uid || interaction.prompt.name !== 'login') {
      throw new HttpError(404, notFoundMessage);
    }
    return interaction;
  }

  /** The interaction whose password was right and which now waits for `kind`, or 404. */
  async function pendingOf(request: FastifyRequest, reply: FastifyReply, kind: 'second_factor' | 'setup') {
    const interaction = await interactionOf(request, reply);
    const pending = await findPendingSignIn(db, interaction.uid);
    if (!pending?.userId || pending.setupRequired !== (kind === 'setup')) throw new HttpError(404, notFoundMessage);
    const person = await findPerson(db, pending.userId);
    if (!person) throw new HttpError(404, notFoundMessage);
    return { pending: pending as PendingSignIn & { userId: string }, person };
  }

  /** Refuses with 429 when the person's or the address's wrong codes call for a wait. */
  async function throttle(request: FastifyRequest, reply: FastifyReply, email: string) {
    const attempt = { purpose: 'second_factor', email, address: request.ip } as const;
    const assessment = await assessAttempt(db, attempt);
    if (assessment.retryAfterSeconds > 0) {
      reply.header('retry-after', String(assessment.retryAfterSeconds));
      throw new SecondStepRefused(429, 'throttled');
    }
    return {
      /** Counts the failure and refuses the attempt. */
      fail: async (): Promise<never> => {
        await recordFailure(db, assessment);
        throw new SecondStepRefused(401, 'invalid_code');
      },
      /** Counts the failure only, for a refusal worded otherwise. */
      count: () => recordFailure(db, assessment),
      forgive: () => forgiveFailures(db, attempt),
    };
  }

  /** Ends the interaction signed in: the provider hands back where the browser continues. */
  async function finish(request: FastifyRequest, reply: FastifyReply, uid: string, accountId: string, amr: string[]) {
    await deletePendingSignIn(db, uid);
    const redirectTo = await provider.interactionResult(request.raw, reply.raw, { login: { accountId, amr } });
    reply.header('cache-control', 'no-store');
    return redirectTo;
  }

  registerEndpoint(app, endpoints.submitSecondFactor, async (request, reply) => {
    const req = request as FastifyRequest;
    const { pending, person } = await pendingOf(req, reply, 'second_factor');
    const attempt = await throttle(req, reply, person.email);
    const { method, code } = request.body;
    if (method === 'totp') {
      const totp = await findTotp(db, person.id);
      const step = totp?.confirmedAt
        ? matchingStep(decryptTotpSecret(key, person.id, totp.secretCiphertext), code)
        : undefined;
      // A code already used (or one older than it) is refused: seen once, it may have been seen by others.
      if (step === undefined || !(await takeTotpStep(db, person.id, step))) return attempt.fail();
    } else {
      const used = await runChange(deps, { userId: person.id }, async (change) => {
        if (!(await useRecoveryCode(change.tx, person.id, code))) return false;
        await change.log({ type: 'recovery_code_used', object: { type: 'user', id: person.id } });
        return true;
      });
      if (!used) return attempt.fail();
    }
    await attempt.forgive();
    const amr = ['pwd', method === 'totp' ? 'otp' : 'kba'];
    return { data: { redirect_to: await finish(req, reply, pending.interactionUid, person.id, amr) } };
  });

  registerEndpoint(app, endpoints.startPasskeySignIn, async (request, reply) => {
    const interaction = await interactionOf(request as FastifyRequest, reply);
    const pending = await findPendingSignIn(db, interaction.uid);
    // After the password: one of the person's passkeys. Before it: any passkey the authenticator keeps.
    const options = pending?.userId
      ? await authenticationOptions(rp, await listPasskeys(db, pending.userId))
      : await authenticationOptions(rp, 'discoverable');
    await savePasskeyChallenge(db, interaction.uid, options.challenge, new Date(Date.now() + pendingTtlMs));
    reply.header('cache-control', 'no-store');
    return { data: { options: options as unknown as Record<string, unknown> } };
  });

  registerEndpoint(app, endpoints.submitPasskeySignIn, async (request, reply) => {
    const req = request as FastifyRequest;
    const interaction = await interactionOf(req, reply);
    const pending = await findPendingSignIn(db, interaction.uid);
    const challenge = pending?.webauthnChallenge;
    if (!pending || !challenge) throw new HttpError(404, notFoundMessage);
    const credentialId = typeof request.body.response.id === 'string' ? request.body.response.id : '';
    const passkey = credentialId ? await findPasskeyByCredential(db, credentialId) : undefined;
    const person = passkey && (await findPerson(db, passkey.userId));
    // Throttled per passkey owner; an unknown passkey counts against the address (and a shared name).
    const attempt = await throttle(req, reply, person?.email ?? 'unknown passkey');
    // The challenge answers once, whatever the outcome.
    if (!(await takePasskeyChallenge(db, interaction.uid, challenge))) return attempt.fail();
    const passwordless = pending.userId === null;
    const fits = passkey && person && (passwordless ? passkey.passwordless : passkey.userId === pending.userId);
    const counter = fits
      ? await verifiedAuthentication(rp, request.body.response, challenge, passkey, passwordless)
      : undefined;
    if (!passkey || !person || counter === undefined) return attempt.fail();
    if (person.lockedAt !== null) throw new SecondStepRefused(423, 'locked');
    await recordPasskeyUse(db, passkey.id, counter);
    await attempt.forgive();
    const amr = passwordless ? ['hwk', 'user'] : ['pwd', 'hwk'];
    return { data: { redirect_to: await finish(req, reply, interaction.uid, person.id, amr) } };
  });

  registerEndpoint(app, endpoints.startSignInTotpSetup, async (request, reply) => {
    const { pending, person } = await pendingOf(request as FastifyRequest, reply, 'setup');
    const secret = newTotpSecret();
    await saveSetupSecret(db, pending.interactionUid, encryptTotpSecret(key, person.id, secret));
    reply.header('cache-control', 'no-store');
    return { data: { secret, otpauth_url: totpKeyUri(secret, person.email, config.productName) } };
  });

  registerEndpoint(app, endpoints.confirmSignInTotpSetup, async (request, reply) => {
    const req = request as FastifyRequest;
    const { pending, person } = await pendingOf(req, reply, 'setup');
    if (!pending.setupSecret) throw new HttpError(404, notFoundMessage);
    const attempt = await throttle(req, reply, person.email);
    const step = matchingStep(decryptTotpSecret(key, person.id, pending.setupSecret), request.body.code);
    if (step === undefined) {
      await attempt.count();
      throw new FieldValidationError({ code: ['invalid_code'] });
    }
    const codes = await runChange(deps, { userId: person.id }, async (change) => {
      await saveConfirmedTotp(change.tx, person.id, pending.setupSecret!, step);
      const fresh = newRecoveryCodes();
      await replaceRecoveryCodes(change.tx, person.id, fresh);
      await change.log({
        type: 'two_factor_added',
        object: { type: 'user', id: person.id },
        details: { method: 'totp' },
      });
      return fresh;
    });
    await attempt.forgive();
    const redirectTo = await finish(req, reply, pending.interactionUid, person.id, ['pwd', 'otp']);
    return { data: { recovery_codes: codes, redirect_to: redirectTo } };
  });
}
