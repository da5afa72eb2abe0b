/*
 * Answers a tab holding a session asked for before the app started. The stored-session hint
 * (`storedSessionHint` in vite.config.ts), a small script loaded beside the entry, reads the stored session
 * and, while the entry downloads, requests the runtime config and with the stored access token the
 * identity the signed-in shell needs and, at / for a company account, the dashboard's apps (these paths).
 * The app takes each answer once: the config before it starts, any other for a GET of its URL sent with
 * the same token. Anything else, or an answer that failed, goes to the network as before.
 */

import type { AccountType } from '@eventsuite/api-contract';

/** The identity the session loads before the first signed-in screen (oidc-session.ts, `loadIdentity`). */
export const earlyIdentityPaths = ['/id/permissions', '/id/userinfo', '/id/accountinfo'] as const;

/**
 * What the start page at / (a company account's dashboard) asks for as it first renders: the account's
 * apps. Asked early for a tab opened at / only, so the list paints with the page instead of a round trip
 * after the first render.
 */
export const earlyStartPagePaths = ['/api/installed-apps'] as const;

/**
 * The account type whose start page is its profile, not the dashboard (spec §2): for it the hint asks
 * for no start page answers. It reads the type from the ID token's claims in the stored session.
 */
export const accountTypeWithoutDashboard = 'personal' satisfies AccountType;

/** The global the hint fills; its shape is the hint's, written in vite.config.ts. */
export const earlyAnswersGlobal = 'eventsuiteEarlyAnswers';

/** Answers older than this are not taken: they belong to the app's start, not to a later request. */
const freshForMs = 30_000;

interface EarlyAnswers {
  /** When the hint asked (Date.now()). */
  at: number;
  token: string;
  config: Promise<Response | undefined>;
  answers: Promise<Record<string, Promise<Response | undefined>>>;
}

function earlyAnswers(): EarlyAnswers | undefined {
  return typeof window === 'undefined'
    ? undefined
    : (window as unknown as Record<string, EarlyAnswers | undefined>)[earlyAnswersGlobal];
}

/** The hint's answer for /config.json, once. */
export function takeEarlyConfig(): Promise<Response | undefined> {
  const early = earlyAnswers();
  if (!early) return Promise.resolve(undefined);
  const { config } = early;
  early.config = Promise.resolve(undefined);
  return config;
}

/** The hint's answer for a GET of `url` with `authorization`, once; undefined for any other request. */
export async function takeEarlyAnswer(url: string, authorization: string | undefined): Promise<Response | undefined> {
  const early = earlyAnswers();
  if (!early || authorization !== `Bearer ${early.token}` || Date.now() - early.at > freshForMs) return undefined;
  const answers = await early.answers;
  const answer = answers[url];
  delete answers[url];
  return answer;
}
