import { execFile } from 'node:child_process';
import { createPrivateKey, generateKeyPairSync, randomUUID } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import {
  buildPath,
  endpoints,
  samlDataEncryptionAlgorithms,
  samlKeyEncryptionAlgorithms,
  type AppSignInChange,
  type CompanySaml,
} from '@eventsuite/api-contract';
import { DOMParser, XMLSerializer, type Document, type Element } from '@xmldom/xmldom';
import { and, desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { decodeJwt } from 'jose';
import * as client from 'openid-client';
import { SignedXml } from 'xml-crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { activityLog } from '../../changes/schema';
import { parseConfig } from '../../config';
import { backends } from '../../db/test-databases';
import { TestBrowser } from '../../identity-provider/test-browser';
import { freePort, pkce, portalClient } from '../../identity-provider/test-portal-client';
import { useDemoApp } from '../../testing/demo-app';
import { startSimpleSamlIdp, type SamlIdp } from '../../testing/simplesamlphp';
import { apps } from '../admin-apps';
import { companyMemberships, users } from '../identity';
import { describeCertificate, parseCertificates } from './certificates';
import { parseIdpMetadata } from './idp-metadata';
import { mayFetchFrom } from './metadata-fetch';
import { refusalText, type SamlRefusalReason } from './pages';

// A company's SAML single sign-on against a real IdP: Debian's SimpleSAMLphp, started once for this file
// (both databases). Tampered answers are crafted from real signed ones; those that must pass the
// signature check to reach the check under test are signed again with the IdP's own key.

const samlNs = 'urn:oasis:names:tc:SAML:2.0:assertion';
const protocolNs = 'urn:oasis:names:tc:SAML:2.0:protocol';
const dsNs = 'http://www.w3.org/2000/09/xmldsig#';

const person = (email: string | undefined, givenName: string, sn: string) => ({
  password: 'idp-secret',
  attributes: { ...(email ? { email: [email] } : {}), givenName: [givenName], sn: [sn] },
});

let idp: SamlIdp;
beforeAll(async () => {
  idp = await startSimpleSamlIdp({
    member: person('member@example.com', 'Mia', 'Member'),
    newcomer: person('new.person@example.com', 'Nora', 'Newcomer'),
    harbour: person('owner.harbour@example.com', 'Hanna', 'Harbour'),
    // Issued by the IdP for another domain; a comment cut after the owner's address must not make it theirs.
    sneaky: person('owner.alpen@example.com.evil.test', 'Sly', 'Sneaky'),
    nomail: person(undefined, 'Ned', 'Nomail'),
  });
}, 30_000);
afterAll(async () => {
  await idp?.stop();
});

const run = promisify(execFile);

describe('certificates and metadata', () => {
  it('parses one or two PEM certificates and refuses anything else', async () => {
    expect(parseCertificates(idp.certificate)).toHaveLength(1);
    expect(parseCertificates(`${idp.certificate}\n${idp.nextCertificate}`)).toHaveLength(2);
    const body = idp.certificate.replace(/-----[A-Z ]+-----/g, '').replace(/\s+/g, '');
    expect(parseCertificates(body)).toHaveLength(1);
    expect(parseCertificates('not a certificate')).toBeUndefined();
    expect(parseCertificates(idp.certificate.replace(/\n[^\n]+\n-----END/, '\n-----END'))).toBeUndefined();
    expect(parseCertificates(`${idp.certificate}\n${idp.privateKey}`)).toBeUndefined();
  });

  it('describes subject, fingerprint and expiry, and warns 30 days before and after expiry', async () => {
    const described = describeCertificate(idp.certificate);
    expect(described.subject).toContain('SimpleSAMLphp test IdP');
    expect(described.fingerprint).toMatch(/^([0-9A-F]{2}:){31}[0-9A-F]{2}$/);
    expect(described).toMatchObject({ expires_soon: false, expired: false });
    const notAfter = new Date(described.not_after).getTime();
    const day = 24 * 60 * 60 * 1000;
    expect(describeCertificate(idp.certificate, new Date(notAfter - 29 * day))).toMatchObject({
      expires_soon: true,
      expired: false,
    });
    expect(describeCertificate(idp.certificate, new Date(notAfter + day))).toMatchObject({
      expires_soon: true,
      expired: true,
    });
  });

  it('reads the IdP metadata: entity id, locations and both certificates of a rotation', async () => {
    const metadata = await (await fetch(idp.metadataUrl)).text();
    const side = parseIdpMetadata(metadata);
    expect(side.entityId).toBe(idp.entityId);
    expect(side.loginUrl).toBe(`${idp.origin}/simplesaml/saml2/idp/SSOService.php`);
    expect(side.logoutUrl).toBe(`${idp.origin}/simplesaml/saml2/idp/SingleLogoutService.php`);
    expect(side.certificates.map((pem) => pem.replace(/\s+/g, '')).sort()).toEqual(
      [idp.certificate, idp.nextCertificate].map((pem) => pem.replace(/\s+/g, '')).sort(),
    );
    expect(() => parseIdpMetadata('<x/>')).toThrow();
    expect(() => parseIdpMetadata('<!DOCTYPE x [<!ENTITY e "e">]><x/>')).toThrow();
  });

  it('refuses metadata addresses on private, link-local and (without the test allowance) loopback networks', () => {
    for (const address of [
      '10.1.2.3',
      '172.16.0.1',
      '192.168.1.1',
      '169.254.169.254',
      '0.0.0.0',
      'fe80::1',
      'fd00::1',
      '::ffff:10.0.0.1',
    ]) {
      expect(mayFetchFrom(address, true), address).toBe(false);
    }
    expect(mayFetchFrom('127.0.0.1', false)).toBe(false);
    expect(mayFetchFrom('::1', false)).toBe(false);
    expect(mayFetchFrom('127.0.0.1', true)).toBe(true);
    expect(mayFetchFrom('93.184.215.14', false)).toBe(true);
    expect(mayFetchFrom('2606:2800:21f:cb07:6820:80da:af6b:8b2c', false)).toBe(true);
  });
});

/** The answer as an XML document, to tamper with. */
const parse = (base64: string) =>
  new DOMParser().parseFromString(Buffer.from(base64, 'base64').toString('utf8'), 'text/xml');
const encode = (document: Document | string) =>
  Buffer.from(typeof document === 'string' ? document : new XMLSerializer().serializeToString(document)).toString(
    'base64',
  );
const elements = (document: Document | Element, ns: string, name: string) =>
  Array.from(document.getElementsByTagNameNS(ns, name));
const assertionOf = (document: Document) => elements(document, samlNs, 'Assertion')[0]!;

function removeSignatures(document: Document) {
  for (const signature of elements(document, dsNs, 'Signature')) signature.parentNode?.removeChild(signature);
}

/** Signs the answer's assertion again, with the IdP's key (or another): after a change the IdP never made. */
function signAssertion(document: Document, privateKey: string, publicCert?: string) {
  removeSignatures(document);
  const signed = new SignedXml({
    privateKey,
    publicCert,
    signatureAlgorithm: 'http://www.w3.org/2001/04/xmldsig-more#rsa-sha256',
    canonicalizationAlgorithm: 'http://www.w3.org/2001/10/xml-exc-c14n#',
  });
  signed.addReference({
    xpath: "//*[local-name(.)='Assertion']",
    transforms: ['http://www.w3.org/2000/09/xmldsig#enveloped-signature', 'http://www.w3.org/2001/10/xml-exc-c14n#'],
    digestAlgorithm: 'http://www.w3.org/2001/04/xmlenc#sha256',
  });
  signed.computeSignature(new XMLSerializer().serializeToString(document), {
    location: { reference: "//*[local-name(.)='Assertion']/*[local-name(.)='Issuer']", action: 'after' },
  });
  return signed.getSignedXml();
}

/** What the portal answered, as the tests read it. */
interface Answer {
  data: CompanySaml & { url: string; redirect_to: string | null };
  errors: Record<string, string[]>;
}
const portalAnswer = async (response: Response) => (await response.json()) as Answer;

const inMinutes = (minutes: number) => new Date(Date.now() + minutes * 60_000).toISOString().replace(/\.\d+Z$/, 'Z');

describe.each(backends)('company SAML single sign-on on $name', ({ create }) => {
  const demo = useDemoApp(create);
  let origin: string;
  let server: FastifyInstance;
  let secondServer: FastifyInstance;
  let portal: ReturnType<typeof portalClient>;
  let companyId: string;
  let ownerToken: string;
  let ourSide: Parameters<SamlIdp['addServiceProvider']>[0];

  const settingsPath = () => buildPath(endpoints.getCompanySaml, { company: companyId });
  const call = (method: string, url: string, body?: unknown, token = ownerToken) =>
    fetch(`${origin}${url}`, {
      method,
      headers: {
        authorization: `Bearer ${token}`,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });

  const settingsInput = (changes: Record<string, unknown> = {}) => ({
    source: 'metadata_url',
    metadata_url: idp.metadataUrl,
    email_attribute: 'email',
    first_name_attribute: 'givenName',
    last_name_attribute: 'sn',
    is_encrypted: false,
    data_encryption_algorithm: samlDataEncryptionAlgorithms[0],
    key_encryption_algorithm: samlKeyEncryptionAlgorithms[0],
    allow_idp_initiated: false,
    members_may_use_password: true,
    ...changes,
  });

  beforeAll(async () => {
    const port = await freePort();
    origin = `http://127.0.0.1:${port}`;
    const parsed = parseConfig({
      PUBLIC_URL: origin,
      LOG_LEVEL: 'silent',
      STATIC_DIR: '/nonexistent',
      FILES_DIR: demo.filesDir,
      SAML_ALLOW_LOOPBACK_METADATA: 'true',
      SAML_DOMAIN_CHECK: 'accept',
    });
    if (!parsed.ok) throw new Error(parsed.errors.join('\n'));
    server = await buildApp(parsed.config, demo.database, { accessTokens: demo.tokens.verifier });
    await server.listen({ port, host: '127.0.0.1' });
    // A second instance on the same database: what one server has seen, the other refuses too.
    secondServer = await buildApp(parsed.config, demo.database, { accessTokens: demo.tokens.verifier });
    await secondServer.ready();
    portal = portalClient(origin);
    companyId = await demo.companyId('alpen');
    ownerToken = await demo.tokenFor('owner.alpen@example.com');
    // Our side as the owner's screen shows it; the IdP checks our requests' signatures with its certificate.
    const { service_provider } = (await portalAnswer(await call('GET', settingsPath()))).data;
    ourSide = {
      entityId: service_provider.entity_id,
      acsUrl: service_provider.acs_url,
      sloUrl: service_provider.slo_url,
      signingCertificate: service_provider.signing_certificate,
    };
    expect(ourSide).toMatchObject({
      entityId: `${origin}/saml/${companyId}/metadata`,
      acsUrl: `${origin}/saml/${companyId}/acs`,
      sloUrl: `${origin}/saml/${companyId}/slo`,
    });
    await idp.addServiceProvider(ourSide);
  }, 30_000);
  afterAll(async () => {
    await server?.close();
    await secondServer?.close();
  });

  const lastRefusal = async () => {
    const [row] = await demo.database.db
      .select()
      .from(activityLog)
      .where(and(eq(activityLog.companyId, companyId), eq(activityLog.eventType, 'saml_sign_in_refused')))
      .orderBy(desc(activityLog.id))
      .limit(1);
    return row?.details.reason;
  };

  /** Starts a sign-in at the portal by single sign-on: the interaction and our AuthnRequest URL. */
  async function startSignIn(browser: TestBrowser, email: string) {
    const { verifier, challenge } = pkce();
    const uid = (await portal.authorize(browser, challenge)).pathname.split('/').at(-1)!;
    const start = await browser.fetch(`${origin}/oidc/interaction/${uid}/sso`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email }),
    });
    expect(start.status).toBe(200);
    const { data } = (await start.json()) as { data: { redirect_to: string | null } };
    expect(data.redirect_to).toMatch(new RegExp(`^${idp.origin}/`));
    return { verifier, uid, authnRequestUrl: data.redirect_to! };
  }

  /**
   * Starts a sign-in at the portal and has the IdP answer it; returns the answer and the browser, which
   * holds the IdP's session too.
   */
  async function answeredSignIn(username: string, email: string) {
    const browser = new TestBrowser();
    const { verifier, uid, authnRequestUrl } = await startSignIn(browser, email);
    const answer = await idp.signIn(authnRequestUrl, username, browser);
    expect(answer.action).toBe(`${origin}/saml/${companyId}/acs`);
    return { browser, verifier, uid, answer };
  }

  const post = (browser: TestBrowser, SAMLResponse: string) =>
    browser.fetch(`${origin}/saml/${companyId}/acs`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ SAMLResponse }).toString(),
    });

  async function expectRefused(response: Response, reason: SamlRefusalReason) {
    expect(response.status).toBe(400);
    expect(response.headers.get('location')).toBeNull();
    expect(await response.text()).toContain(refusalText('en', reason).replaceAll('’', '’'));
    expect(await lastRefusal()).toBe(reason);
  }

  /** Completes a verified answer through the provider: the portal's tokens. */
  async function signedInTokens(browser: TestBrowser, verifier: string, acsAnswer: Response) {
    expect(acsAnswer.status).toBe(303);
    const { location } = await browser.navigate(new URL(acsAnswer.headers.get('location')!, origin), origin);
    const code = location!.searchParams.get('code');
    expect(code).toBeTruthy();
    const tokens = await portal.exchange(code!, verifier);
    expect(tokens.status).toBe(200);
    return tokens.body;
  }

  /** Completes a verified answer through the provider: the account id the portal's tokens name. */
  async function finishSignIn(browser: TestBrowser, verifier: string, acsAnswer: Response) {
    return decodeJwt((await signedInTokens(browser, verifier, acsAnswer)).id_token!).sub;
  }

  /** Posts a message of the IdP to our single logout service, as its page would. */
  const postToSlo = (browser: TestBrowser, field: 'SAMLResponse' | 'SAMLRequest', message: string) =>
    browser.fetch(`${origin}/saml/${companyId}/slo`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ [field]: message }).toString(),
    });

  /** An AuthnRequest of a new sign-in, to see whether the IdP still holds a person's session. */
  const freshAuthnRequest = async () => (await startSignIn(new TestBrowser(), 'member@example.com')).authnRequestUrl;

  /** Signs out of the portal as the portal's logout does, up to the provider's answer to the confirmation. */
  async function signOutOfPortal(browser: TestBrowser, idToken: string) {
    const endSession = new URL(`${origin}/oidc/session/end`);
    endSession.search = new URLSearchParams({
      id_token_hint: idToken,
      post_logout_redirect_uri: `${origin}/logout-successful`,
    }).toString();
    const page = await (await browser.fetch(endSession)).text();
    const action = /action="([^"]+)"/.exec(page)![1]!;
    const xsrf = /name="xsrf" value="([^"]+)"/.exec(page)![1]!;
    return browser.fetch(new URL(action, origin), {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ xsrf, logout: 'yes' }),
    });
  }

  it('is the owner’s only: others get 403', async () => {
    const member = await call('GET', settingsPath(), undefined, await demo.tokenFor('member@example.com'));
    expect(member.status).toBe(403);
    const empty = await call('GET', settingsPath());
    expect(empty.status).toBe(200);
    expect((await portalAnswer(empty)).data).toMatchObject({ source: 'none', activate_sso: false, certificates: [] });
  });

  it('serves our SP metadata at its stable URL', async () => {
    const response = await fetch(`${origin}/saml/${companyId}/metadata`);
    expect(response.status).toBe(200);
    const xml = await response.text();
    expect(xml).toContain(`entityID="${origin}/saml/${companyId}/metadata"`);
    expect(xml).toContain(`Location="${origin}/saml/${companyId}/acs"`);
    expect(xml).toContain(`Location="${origin}/saml/${companyId}/slo"`);
    // Our requests are signed, with the certificate the owner's screen shows.
    expect(xml).toContain('AuthnRequestsSigned="true"');
    expect(xml).toContain('use="signing"');
    expect(xml.replace(/\s+/g, '')).toContain(ourSide.signingCertificate!.replace(/-----[A-Z ]+-----|\s+/g, ''));
    expect((await fetch(`${origin}/saml/${randomUUID()}/metadata`)).status).toBe(404);
  });

  it('refuses bad IdP settings with the field messages', async () => {
    const manual = await call(
      'PUT',
      settingsPath(),
      settingsInput({
        source: 'manual',
        saml_entity_id: 'https://idp',
        login_url: 'https://idp/sso',
        certificate: 'nonsense',
      }),
    );
    expect(manual.status).toBe(422);
    expect((await portalAnswer(manual)).errors).toEqual({ certificate: ['Invalid certificate'] });
    const linkLocal = await call(
      'PUT',
      settingsPath(),
      settingsInput({ metadata_url: 'http://169.254.169.254/latest' }),
    );
    expect(linkLocal.status).toBe(422);
    expect(Object.keys((await portalAnswer(linkLocal)).errors)).toEqual(['metadata_url']);
    const text = await call('PUT', settingsPath(), settingsInput({ source: 'metadata', metadata: '<nothing/>' }));
    expect(text.status).toBe(422);
    expect(Object.keys((await portalAnswer(text)).errors)).toEqual(['metadata']);
  });

  it('takes the IdP by hand, from metadata text, and from its metadata URL', async () => {
    const manual = await call(
      'PUT',
      settingsPath(),
      settingsInput({
        source: 'manual',
        saml_entity_id: idp.entityId,
        login_url: `${idp.origin}/simplesaml/saml2/idp/SSOService.php`,
        certificate: idp.certificate,
      }),
    );
    expect(manual.status).toBe(200);
    expect((await portalAnswer(manual)).data.certificates).toHaveLength(1);
    const metadata = await (await fetch(idp.metadataUrl)).text();
    const fromText = await call('PUT', settingsPath(), settingsInput({ source: 'metadata', metadata }));
    expect((await portalAnswer(fromText)).data).toMatchObject({ source: 'metadata', saml_entity_id: idp.entityId });
    const fromUrl = await call('PUT', settingsPath(), settingsInput());
    expect(fromUrl.status).toBe(200);
    const data = (await portalAnswer(fromUrl)).data;
    expect(data).toMatchObject({ source: 'metadata_url', metadata_url: idp.metadataUrl, saml_entity_id: idp.entityId });
    expect(data.certificates.map((c: { subject: string }) => c.subject).sort()).toEqual([
      'CN=SimpleSAMLphp test IdP',
      'CN=SimpleSAMLphp test IdP (next)',
    ]);
  });

  it('activates only after a passed test sign-in, which reports what came back', async () => {
    const early = await call('PUT', buildPath(endpoints.setCompanySamlActivation, { company: companyId }), {
      activate_sso: true,
    });
    expect(early.status).toBe(409);
    const test = await call('POST', buildPath(endpoints.startCompanySamlTest, { company: companyId }));
    const { url } = (await portalAnswer(test)).data;
    const answer = await idp.signIn(url, 'member');
    const page = await post(new TestBrowser(), answer.SAMLResponse);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('Test sign-in passed');
    const afterTest = (await portalAnswer(await call('GET', settingsPath()))).data;
    expect(afterTest.last_test).toMatchObject({
      passed: true,
      mapped: { email: 'member@example.com', first_name: 'Mia', last_name: 'Member' },
      attributes: { email: ['member@example.com'], givenName: ['Mia'], sn: ['Member'] },
      reason: null,
    });
    expect(afterTest.last_test?.name_id).toMatch(/^_/);
    const domains = buildPath(endpoints.addCompanySamlDomain, { company: companyId });
    expect((await call('POST', domains, { domain: 'example.com' })).status).toBe(200);
    const verified = await call(
      'POST',
      buildPath(endpoints.verifyCompanySamlDomain, { company: companyId, domain: 'example.com' }),
    );
    expect((await portalAnswer(verified)).data.domains).toEqual([
      expect.objectContaining({ domain: 'example.com', verified_at: expect.any(String) }),
    ]);
    const activated = await call('PUT', buildPath(endpoints.setCompanySamlActivation, { company: companyId }), {
      activate_sso: true,
    });
    expect(activated.status).toBe(200);
    expect((await portalAnswer(activated)).data.activate_sso).toBe(true);
    const events = await demo.database.db
      .select({ type: activityLog.eventType })
      .from(activityLog)
      .where(and(eq(activityLog.companyId, companyId), eq(activityLog.eventType, 'saml_activated')));
    expect(events).toHaveLength(1);
  });

  it('signs a member in through the IdP and the provider, with the portal’s tokens', async () => {
    const { browser, verifier, answer } = await answeredSignIn('member', 'member@example.com');
    const sub = await finishSignIn(browser, verifier, await post(browser, answer.SAMLResponse));
    expect(sub).toBe(await demo.userId('member@example.com'));
  });

  it('signs its requests: the IdP, which checks them, refuses one whose signature was taken off', async () => {
    const signed = new URL((await startSignIn(new TestBrowser(), 'member@example.com')).authnRequestUrl);
    expect(signed.searchParams.get('SigAlg')).toBe('http://www.w3.org/2001/04/xmldsig-more#rsa-sha256');
    const unsigned = new URL(signed);
    unsigned.searchParams.delete('Signature');
    unsigned.searchParams.delete('SigAlg');
    await expect(idp.signIn(unsigned.href, 'member')).rejects.toThrow(/without a form/);
    expect((await idp.signIn(signed.href, 'member')).action).toBe(`${origin}/saml/${companyId}/acs`);
  });

  it('signs the person out at the IdP too when they sign out of the portal (single logout)', async () => {
    const { browser, verifier, answer } = await answeredSignIn('member', 'member@example.com');
    const tokens = await signedInTokens(browser, verifier, await post(browser, answer.SAMLResponse));
    // Signed in at the IdP: a new sign-in there asks for no password.
    expect(await idp.asksForPassword(await freshAuthnRequest(), browser)).toBe(false);

    // The provider's logout form may post to the portal only: a page of ours goes on to the IdP.
    const signedOut = await signOutOfPortal(browser, tokens.id_token!);
    expect(signedOut.status).toBe(200);
    const page = await signedOut.text();
    const idpLogoutUrl = /http-equiv="refresh" content="0;url=([^"]+)"/.exec(page)![1]!.replaceAll('&amp;', '&');
    expect(idpLogoutUrl).toMatch(new RegExp(`^${idp.origin}/.*SingleLogoutService.*SAMLRequest=`));
    expect(page).toContain('Signing you out');

    const logoutAnswer = await idp.logOut(idpLogoutUrl, browser);
    expect(logoutAnswer.action).toBe(`${origin}/saml/${companyId}/slo`);
    // The answer must be the IdP's: without its signature it is refused, and kept for the real one.
    const unsigned = parse(logoutAnswer.SAMLResponse);
    removeSignatures(unsigned);
    const forged = await postToSlo(browser, 'SAMLResponse', encode(unsigned));
    expect(forged.status).toBe(400);
    expect(await forged.text()).toContain(refusalText('en', 'signature'));

    const back = await postToSlo(browser, 'SAMLResponse', logoutAnswer.SAMLResponse);
    expect(back.status).toBe(303);
    expect(back.headers.get('location')).toBe(`${origin}/logout-successful`);
    const again = await postToSlo(browser, 'SAMLResponse', logoutAnswer.SAMLResponse);
    expect(again.status).toBe(400);
    expect(await again.text()).toContain(refusalText('en', 'unknown_request'));

    // Both sessions are over.
    expect(await idp.asksForPassword(await freshAuthnRequest(), browser)).toBe(true);
    expect((await portal.refresh(tokens.refresh_token!)).body.error).toBe('invalid_grant');
  });

  it('ends the portal session when the person signs out at the IdP (IdP-initiated single logout)', async () => {
    const { browser, verifier, answer } = await answeredSignIn('member', 'member@example.com');
    const tokens = await signedInTokens(browser, verifier, await post(browser, answer.SAMLResponse));
    const logoutRequest = await idp.logOutAtIdp(browser);
    expect(logoutRequest.action).toBe(`${origin}/saml/${companyId}/slo`);

    // Unsigned, anybody could end anybody's sessions: refused, and the session lives on.
    const unsigned = parse(logoutRequest.SAMLRequest);
    removeSignatures(unsigned);
    const forged = await postToSlo(browser, 'SAMLRequest', encode(unsigned));
    expect(forged.status).toBe(400);
    expect(await forged.text()).toContain(refusalText('en', 'signature'));
    const refreshed = await portal.refresh(tokens.refresh_token!);
    expect(refreshed.status).toBe(200);

    const answered = await postToSlo(browser, 'SAMLRequest', logoutRequest.SAMLRequest);
    expect(answered.status).toBe(303);
    expect(answered.headers.get('location')).toMatch(new RegExp(`^${idp.origin}/.*SAMLResponse=`));
    expect((await portal.refresh(refreshed.body.refresh_token!)).body.error).toBe('invalid_grant');
    const replayed = await postToSlo(browser, 'SAMLRequest', logoutRequest.SAMLRequest);
    expect(replayed.status).toBe(400);
    expect(await replayed.text()).toContain(refusalText('en', 'replay'));
  });

  it('hands the SAML user to an app that signs in through the portal, like any other user', async () => {
    // Timesheets, installed for Alpenbühne, signs in through the portal with openid-client, a relying
    // party library of its own; nothing listens at its callback, the browser stand-in stops there.
    const appRedirectUri = 'http://127.0.0.1:9/callback';
    const [timesheets] = await demo.database.db
      .update(apps)
      .set({ redirectUrl: appRedirectUri })
      .where(eq(apps.internalName, 'timesheets'))
      .returning({ id: apps.id });
    const saved = await call(
      'PUT',
      buildPath(endpoints.saveAppSignIn, { app: timesheets!.id }),
      { type: 'public' },
      await demo.tokenFor('admin@example.com'),
    );
    const clientId = ((await saved.json()) as { data: AppSignInChange }).data.sign_in.client!.client_id;
    const config = await client.discovery(
      new URL(`${origin}/oidc`),
      clientId,
      { redirect_uris: [appRedirectUri] },
      client.None(),
      { execute: [client.allowInsecureRequests] },
    );
    const verifier = client.randomPKCECodeVerifier();
    const state = client.randomState();
    const authorization = client.buildAuthorizationUrl(config, {
      redirect_uri: appRedirectUri,
      scope: 'openid profile email',
      code_challenge: await client.calculatePKCECodeChallenge(verifier),
      code_challenge_method: 'S256',
      state,
    });

    // The app's sign-in reaches the portal's sign-in screen, whose single sign-on goes to the IdP.
    const browser = new TestBrowser();
    const atPortal = (await browser.navigate(authorization, origin)).location!;
    expect(atPortal.pathname).toMatch(/^\/sign-in\//);
    const start = await browser.fetch(`${origin}/oidc/interaction/${atPortal.pathname.split('/').at(-1)}/sso`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'member@example.com' }),
    });
    const answer = await idp.signIn((await portalAnswer(start)).data.redirect_to!, 'member', browser);
    const acs = await post(browser, answer.SAMLResponse);
    expect(acs.status).toBe(303);
    const callback = (await browser.navigate(new URL(acs.headers.get('location')!, origin), origin)).location!;
    expect(`${callback.origin}${callback.pathname}`).toBe(appRedirectUri);

    const granted = await client.authorizationCodeGrant(config, callback, {
      pkceCodeVerifier: verifier,
      expectedState: state,
    });
    const member = await demo.userId('member@example.com');
    expect(granted.claims()).toMatchObject({ sub: member, aud: clientId });
    expect(await client.fetchUserInfo(config, granted.access_token, member)).toMatchObject({
      sub: member,
      email: 'member@example.com',
    });
  });

  it('creates a new person of the verified domain in the company, with its default role', async () => {
    const { browser, verifier, answer } = await answeredSignIn('newcomer', 'new.person@example.com');
    const sub = await finishSignIn(browser, verifier, await post(browser, answer.SAMLResponse));
    const [created] = await demo.database.db.select().from(users).where(eq(users.id, sub!));
    expect(created).toMatchObject({
      email: 'new.person@example.com',
      givenName: 'Nora',
      familyName: 'Newcomer',
      passwordHash: null,
    });
    const memberships = await demo.database.db
      .select()
      .from(companyMemberships)
      .where(eq(companyMemberships.userId, sub!));
    expect(memberships.map((row) => row.companyId)).toEqual([companyId]);
  });

  it('does not move a person of another company', async () => {
    const { browser, answer } = await answeredSignIn('harbour', 'owner.harbour@example.com');
    await expectRefused(await post(browser, answer.SAMLResponse), 'other_company');
    const harbourOwner = await demo.userId('owner.harbour@example.com');
    const memberships = await demo.database.db
      .select()
      .from(companyMemberships)
      .where(eq(companyMemberships.userId, harbourOwner));
    expect(memberships.map((row) => row.companyId)).not.toContain(companyId);
  });

  it('refuses an answer without a signature, or signed by another key', async () => {
    const unsigned = await answeredSignIn('member', 'member@example.com');
    const document = parse(unsigned.answer.SAMLResponse);
    removeSignatures(document);
    await expectRefused(await post(unsigned.browser, encode(document)), 'signature');

    const other = await answeredSignIn('member', 'member@example.com');
    const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
    const resigned = signAssertion(
      parse(other.answer.SAMLResponse),
      privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
    );
    await expectRefused(await post(other.browser, encode(resigned)), 'signature');
  });

  it.each([
    [
      'audience',
      (document: Document) => {
        elements(document, samlNs, 'Audience')[0]!.textContent = 'https://other.example/sp';
      },
    ],
    [
      'recipient',
      (document: Document) =>
        elements(document, samlNs, 'SubjectConfirmationData')[0]!.setAttribute(
          'Recipient',
          'https://other.example/acs',
        ),
    ],
    [
      'destination',
      (document: Document) => document.documentElement!.setAttribute('Destination', 'https://other.example/acs'),
    ],
    [
      'expired',
      (document: Document) => {
        elements(document, samlNs, 'Conditions')[0]!.setAttribute('NotOnOrAfter', inMinutes(-5));
        elements(document, samlNs, 'SubjectConfirmationData')[0]!.setAttribute('NotOnOrAfter', inMinutes(-5));
      },
    ],
    [
      'expired',
      (document: Document) => elements(document, samlNs, 'Conditions')[0]!.setAttribute('NotOnOrAfter', inMinutes(-5)),
    ],
    [
      'not_yet_valid',
      (document: Document) => elements(document, samlNs, 'Conditions')[0]!.setAttribute('NotBefore', inMinutes(5)),
    ],
  ] as const)('refuses a changed answer (%s), even signed again by the IdP', async (reason, change) => {
    const { browser, answer } = await answeredSignIn('member', 'member@example.com');
    const document = parse(answer.SAMLResponse);
    change(document);
    await expectRefused(await post(browser, encode(signAssertion(document, idp.privateKey, idp.certificate))), reason);
  });

  it('refuses a replayed answer, also on a second server', async () => {
    const { browser, verifier, answer } = await answeredSignIn('member', 'member@example.com');
    await finishSignIn(browser, verifier, await post(browser, answer.SAMLResponse));
    await expectRefused(await post(new TestBrowser(), answer.SAMLResponse), 'unknown_request');
    const again = await secondServer.inject({
      method: 'POST',
      url: `/saml/${companyId}/acs`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ SAMLResponse: answer.SAMLResponse }).toString(),
    });
    expect(again.statusCode).toBe(400);
    expect(await lastRefusal()).toBe('unknown_request');
  });

  it('refuses signature-wrapping variants', async () => {
    // 1. An unsigned forged assertion beside the signed one.
    const beside = await answeredSignIn('member', 'member@example.com');
    const document1 = parse(beside.answer.SAMLResponse);
    const forged1 = assertionOf(document1).cloneNode(true) as Element;
    for (const signature of elements(forged1, dsNs, 'Signature')) forged1.removeChild(signature);
    forged1.setAttribute('ID', '_forged');
    elements(forged1, samlNs, 'AttributeValue')[0]!.textContent = 'owner.alpen@example.com';
    document1.documentElement!.insertBefore(forged1, assertionOf(document1));
    await expectRefused(await post(beside.browser, encode(document1)), 'signature');

    // 2. The signed assertion hidden inside a forged one that takes its place.
    const inside = await answeredSignIn('member', 'member@example.com');
    const document2 = parse(inside.answer.SAMLResponse);
    const original = assertionOf(document2);
    const forged2 = original.cloneNode(true) as Element;
    for (const signature of elements(forged2, dsNs, 'Signature')) forged2.removeChild(signature);
    elements(forged2, samlNs, 'AttributeValue')[0]!.textContent = 'owner.alpen@example.com';
    const response2 = document2.documentElement!;
    response2.replaceChild(forged2, original);
    elements(forged2, samlNs, 'Subject')[0]!.appendChild(original);
    await expectRefused(await post(inside.browser, encode(document2)), 'signature');

    // 3. A forged assertion with the signed one's id, the signed one moved into the response's extensions.
    const sameId = await answeredSignIn('member', 'member@example.com');
    const document3 = parse(sameId.answer.SAMLResponse);
    const signed3 = assertionOf(document3);
    const forged3 = signed3.cloneNode(true) as Element;
    for (const signature of elements(forged3, dsNs, 'Signature')) forged3.removeChild(signature);
    elements(forged3, samlNs, 'AttributeValue')[0]!.textContent = 'owner.alpen@example.com';
    const extensions = document3.createElementNS(protocolNs, 'samlp:Extensions');
    const response3 = document3.documentElement!;
    response3.replaceChild(forged3, signed3);
    extensions.appendChild(signed3);
    response3.insertBefore(extensions, forged3);
    await expectRefused(await post(sameId.browser, encode(document3)), 'signature');

    // 4. As 3, but the forged assertion carries the original's signature, whose reference (by id) finds
    //    the original first in document order.
    const carried = await answeredSignIn('member', 'member@example.com');
    const document4 = parse(carried.answer.SAMLResponse);
    const response4 = document4.documentElement!;
    for (const signature of elements(response4, dsNs, 'Signature').filter((node) => node.parentNode === response4)) {
      response4.removeChild(signature);
    }
    const signed4 = assertionOf(document4);
    const forged4 = signed4.cloneNode(true) as Element;
    elements(forged4, samlNs, 'AttributeValue')[0]!.textContent = 'owner.alpen@example.com';
    const extensions4 = document4.createElementNS(protocolNs, 'samlp:Extensions');
    response4.replaceChild(forged4, signed4);
    extensions4.appendChild(signed4);
    response4.insertBefore(extensions4, forged4);
    await expectRefused(await post(carried.browser, encode(document4)), 'signature');
  });

  it('refuses a comment injected into a signed value (the signature does not cover comments)', async () => {
    const { browser, answer } = await answeredSignIn('sneaky', 'owner.alpen@example.com');
    const document = parse(answer.SAMLResponse);
    for (const value of elements(document, samlNs, 'AttributeValue')) {
      const text = value.textContent ?? '';
      if (!text.startsWith('owner.alpen@example.com')) continue;
      value.textContent = '';
      value.appendChild(document.createTextNode('owner.alpen@example.com'));
      value.appendChild(document.createComment(''));
      value.appendChild(document.createTextNode(text.slice('owner.alpen@example.com'.length)));
    }
    await expectRefused(await post(browser, encode(document)), 'xml_comment');
  });

  it('refuses an unsolicited answer unless IdP-initiated sign-in is on, and then each assertion once', async () => {
    const entityId = `${origin}/saml/${companyId}/metadata`;
    const unsolicited = await idp.signInUnsolicited(entityId, 'member');
    await expectRefused(await post(new TestBrowser(), unsolicited.SAMLResponse), 'unsolicited');

    expect((await call('PUT', settingsPath(), settingsInput({ allow_idp_initiated: true }))).status).toBe(200);
    const allowed = await idp.signInUnsolicited(entityId, 'member');
    const first = await post(new TestBrowser(), allowed.SAMLResponse);
    expect(first.status).toBe(303);
    expect(first.headers.get('location')).toBe(`${origin}/`);
    const replayed = await secondServer.inject({
      method: 'POST',
      url: `/saml/${companyId}/acs`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ SAMLResponse: allowed.SAMLResponse }).toString(),
    });
    expect(replayed.statusCode).toBe(400);
    expect(await lastRefusal()).toBe('replay');
    expect((await call('PUT', settingsPath(), settingsInput())).status).toBe(200);
  });

  it('refuses an answer without the email attribute', async () => {
    const { browser, answer } = await answeredSignIn('nomail', 'member@example.com');
    await expectRefused(await post(browser, answer.SAMLResponse), 'no_email');
  });

  it('refuses members their password when the owner says so; the owner keeps it', async () => {
    expect((await call('PUT', settingsPath(), settingsInput({ members_may_use_password: false }))).status).toBe(200);
    const passwordStatus = async (email: string) => {
      const browser = new TestBrowser();
      const uid = (await portal.authorize(browser, pkce().challenge)).pathname.split('/').at(-1)!;
      return (await portal.submitCredentials(browser, uid, email, 'demo-password')).response.status;
    };
    expect(await passwordStatus('member@example.com')).toBe(403);
    expect(await passwordStatus('owner.alpen@example.com')).toBe(200);
    expect(await passwordStatus('owner.harbour@example.com')).toBe(200);
    expect((await call('PUT', settingsPath(), settingsInput())).status).toBe(200);
    expect(await passwordStatus('member@example.com')).toBe(200);
  });

  it('keeps the settings when turned off, and sends no email to the IdP then', async () => {
    const off = await call('PUT', buildPath(endpoints.setCompanySamlActivation, { company: companyId }), {
      activate_sso: false,
    });
    expect((await portalAnswer(off)).data).toMatchObject({ activate_sso: false, saml_entity_id: idp.entityId });
    const browser = new TestBrowser();
    const uid = (await portal.authorize(browser, pkce().challenge)).pathname.split('/').at(-1)!;
    const start = await browser.fetch(`${origin}/oidc/interaction/${uid}/sso`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'member@example.com' }),
    });
    expect((await portalAnswer(start)).data.redirect_to).toBeNull();
  });

  it('takes encrypted assertions with our key (password-protected) and the configured algorithms', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'eventsuite-sp-key-'));
    const testSignIn = async () => {
      const { url } = (
        await portalAnswer(await call('POST', buildPath(endpoints.startCompanySamlTest, { company: companyId })))
      ).data;
      await post(new TestBrowser(), (await idp.signIn(url, 'member')).SAMLResponse);
      return (await portalAnswer(await call('GET', settingsPath()))).data.last_test;
    };
    try {
      await run('openssl', [
        'req',
        '-x509',
        '-newkey',
        'rsa:2048',
        '-nodes',
        '-days',
        '30',
        '-subj',
        '/CN=Eventsuite SP',
        '-keyout',
        path.join(dir, 'sp.key'),
        '-out',
        path.join(dir, 'sp.crt'),
      ]);
      const certificate = await readFile(path.join(dir, 'sp.crt'), 'utf8');
      const key = createPrivateKey(await readFile(path.join(dir, 'sp.key'), 'utf8'))
        .export({ type: 'pkcs8', format: 'pem', cipher: 'aes-256-cbc', passphrase: 'key password' })
        .toString();
      const encrypted = {
        is_encrypted: true,
        encryption_private_key: key,
        encryption_certificate: certificate,
        data_encryption_algorithm: 'http://www.w3.org/2001/04/xmlenc#aes256-cbc',
        key_encryption_algorithm: 'http://www.w3.org/2001/04/xmlenc#rsa-oaep-mgf1p',
      };
      const wrongPassword = await call(
        'PUT',
        settingsPath(),
        settingsInput({ ...encrypted, encryption_key_password: 'wrong' }),
      );
      expect(wrongPassword.status).toBe(422);
      expect(Object.keys((await portalAnswer(wrongPassword)).errors)).toEqual(['encryption_private_key']);
      const saved = await call(
        'PUT',
        settingsPath(),
        settingsInput({ ...encrypted, encryption_key_password: 'key password' }),
      );
      expect((await portalAnswer(saved)).data).toMatchObject({ is_encrypted: true, has_encryption_private_key: true });
      expect(await (await fetch(`${origin}/saml/${companyId}/metadata`)).text()).toContain('use="encryption"');

      // The IdP still answers in plain text: refused.
      expect(await testSignIn()).toMatchObject({ passed: false, reason: refusalText('en', 'not_encrypted') });
      // SimpleSAMLphp encrypts with AES-128-CBC: not the algorithm of the settings, then the one.
      await idp.addServiceProvider({ ...ourSide, encryption: { certificate } });
      expect(await testSignIn()).toMatchObject({ passed: false, reason: refusalText('en', 'encryption_algorithm') });
      // Secrets left out keep their saved value.
      const aes128 = {
        ...encrypted,
        encryption_private_key: undefined,
        data_encryption_algorithm: 'http://www.w3.org/2001/04/xmlenc#aes128-cbc',
      };
      expect((await call('PUT', settingsPath(), settingsInput(aes128))).status).toBe(200);
      expect(await testSignIn()).toMatchObject({ passed: true, mapped: { email: 'member@example.com' } });
    } finally {
      await idp.addServiceProvider(ourSide);
      await call('PUT', settingsPath(), settingsInput());
      await rm(dir, { recursive: true, force: true });
    }
  });
});

describe('an expiring IdP certificate', () => {
  it('is flagged from 30 days before its end', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'eventsuite-cert-'));
    try {
      await run('openssl', [
        'req',
        '-x509',
        '-newkey',
        'rsa:2048',
        '-nodes',
        '-days',
        '10',
        '-subj',
        '/CN=Soon',
        '-keyout',
        path.join(dir, 'k.pem'),
        '-out',
        path.join(dir, 'c.pem'),
      ]);
      const pem = await readFile(path.join(dir, 'c.pem'), 'utf8');
      expect(describeCertificate(parseCertificates(pem)![0]!)).toMatchObject({
        subject: 'CN=Soon',
        expires_soon: true,
        expired: false,
      });
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
