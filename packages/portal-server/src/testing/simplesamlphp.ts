import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { TestBrowser } from '../identity-provider/test-browser';
import { freePort } from '../identity-provider/test-portal-client';

// A real SAML identity provider for the tests: Debian's SimpleSAMLphp, served by php's built-in server on a
// free loopback port, configured by files written into a temporary folder (its config, its key and
// certificate, its people, and the service providers it knows). scripts/toolchain.sh installs it
// (WITH_SAML_IDP=1, which `npm test` sets).

const run = promisify(execFile);
export const simpleSamlPhpDir = '/usr/share/simplesamlphp';

export interface IdpPerson {
  password: string;
  attributes: Record<string, string[]>;
}

export interface SamlIdp {
  /** e.g. http://127.0.0.1:40123 */
  origin: string;
  entityId: string;
  metadataUrl: string;
  /** The IdP's signing certificate (PEM), and the next one it publishes for a rotation. */
  certificate: string;
  nextCertificate: string;
  /** The IdP's signing key (PEM): tests re-sign a tampered answer with it, so only the check under test refuses it. */
  privateKey: string;
  /** Makes a service provider known to the IdP (SimpleSAMLphp reads its metadata files on each request). */
  addServiceProvider(sp: {
    entityId: string;
    acsUrl: string;
    /** Our single logout service: the IdP posts its (signed) logout answers and requests there. */
    sloUrl?: string;
    /** The certificate our requests are signed with: the IdP then refuses unsigned or badly signed ones. */
    signingCertificate?: string;
    /**
     * Encrypts the assertions for this SP with its certificate (PEM). SimpleSAMLphp 1.19 then always uses
     * AES-128-CBC for the data and RSA-OAEP-MGF1P for the key.
     */
    encryption?: { certificate: string };
  }): Promise<void>;
  /**
   * Signs `username` in at the IdP from our AuthnRequest URL (HTTP-Redirect) and returns what the IdP's
   * page would post to the service provider.
   */
  signIn(
    authnRequestUrl: string,
    username: string,
    browser?: TestBrowser,
  ): Promise<{ action: string; SAMLResponse: string; RelayState?: string }>;
  /**
   * Has the IdP answer our LogoutRequest URL (HTTP-Redirect) in `browser`, the one that signed in there,
   * and returns what its page would post to our single logout service.
   */
  logOut(logoutRequestUrl: string, browser: TestBrowser): Promise<{ action: string; SAMLResponse: string }>;
  /** Whether the IdP asks `browser` for a password on this AuthnRequest URL: it holds no session there. */
  asksForPassword(authnRequestUrl: string, browser: TestBrowser): Promise<boolean>;
  /**
   * Signs `browser` out at the IdP itself (IdP-initiated single logout) and returns the LogoutRequest its
   * page would post to our single logout service.
   */
  logOutAtIdp(browser: TestBrowser): Promise<{ action: string; SAMLRequest: string }>;
  /** A sign-in started at the IdP for a service provider (unsolicited response). */
  signInUnsolicited(spEntityId: string, username: string): Promise<{ action: string; SAMLResponse: string }>;
  stop(): Promise<void>;
}

/** A PEM certificate's base64 body, as SimpleSAMLphp's metadata takes it. */
const base64Of = (pem: string) => pem.replace(/-----[A-Z ]+-----|\s+/g, '');

const phpString = (value: string) => `'${value.replaceAll('\\', '\\\\').replaceAll("'", "\\'")}'`;
const phpValue = (value: unknown): string => {
  if (typeof value === 'string') return phpString(value);
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  if (typeof value === 'number') return String(value);
  if (Array.isArray(value)) return `[${value.map(phpValue).join(', ')}]`;
  return `[${Object.entries(value as Record<string, unknown>)
    .map(([key, item]) => `${phpString(key)} => ${phpValue(item)}`)
    .join(', ')}]`;
};

async function selfSignedCertificate(dir: string, name: string, subject: string) {
  await run('openssl', [
    'req',
    '-x509',
    '-newkey',
    'rsa:2048',
    '-nodes',
    '-sha256',
    '-days',
    '60',
    '-subj',
    subject,
    '-keyout',
    path.join(dir, `${name}.key`),
    '-out',
    path.join(dir, `${name}.crt`),
  ]);
  return readFile(path.join(dir, `${name}.crt`), 'utf8');
}

async function waitForHttp(url: string, process: ChildProcess, log: () => Promise<string>) {
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline) {
    if (process.exitCode !== null) throw new Error(`SimpleSAMLphp stopped: ${await log()}`);
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`SimpleSAMLphp did not answer at ${url}: ${await log()}`);
}

/** Starts SimpleSAMLphp with these people (username → password and attributes). */
export async function startSimpleSamlIdp(people: Record<string, IdpPerson>): Promise<SamlIdp> {
  if (!existsSync(path.join(simpleSamlPhpDir, 'www', 'index.php'))) {
    throw new Error(
      "SimpleSAMLphp is missing: run `WITH_SAML_IDP=1 bash scripts/toolchain.sh` (it installs Debian's simplesamlphp and php-cli)",
    );
  }
  const dir = await mkdtemp(path.join(os.tmpdir(), 'eventsuite-idp-'));
  for (const sub of ['config', 'metadata', 'cert', 'log', 'data', 'tmp', 'sessions', 'docroot']) {
    await mkdir(path.join(dir, sub));
  }
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const base = `${origin}/simplesaml`;
  const entityId = `${base}/saml2/idp/metadata.php`;
  const [certificate, nextCertificate] = await Promise.all([
    selfSignedCertificate(path.join(dir, 'cert'), 'idp', '/CN=SimpleSAMLphp test IdP'),
    selfSignedCertificate(path.join(dir, 'cert'), 'idp-next', '/CN=SimpleSAMLphp test IdP (next)'),
  ]);
  const config = {
    baseurlpath: `${base}/`,
    certdir: `${dir}/cert/`,
    loggingdir: `${dir}/log/`,
    datadir: `${dir}/data/`,
    tempdir: `${dir}/tmp`,
    'metadata.sources': [{ type: 'flatfile', directory: `${dir}/metadata` }],
    technicalcontact_name: 'Eventsuite tests',
    technicalcontact_email: 'it@example.com',
    timezone: 'UTC',
    secretsalt: randomBytes(16).toString('hex'),
    'auth.adminpassword': randomBytes(16).toString('hex'),
    'admin.protectindexpage': false,
    'admin.protectmetadata': false,
    'logging.handler': 'file',
    'logging.logfile': 'simplesamlphp.log',
    'enable.saml20-idp': true,
    'module.enable': { exampleauth: true, core: true, saml: true, admin: true },
    'store.type': 'phpsession',
    'session.cookie.secure': false,
    'session.phpsession.savepath': `${dir}/sessions`,
    'language.default': 'en',
  };
  await writeFile(path.join(dir, 'config', 'config.php'), `<?php\n$config = ${phpValue(config)};\n`);
  const users = Object.fromEntries(
    Object.entries(people).map(([name, person]) => [
      `${name}:${person.password}`,
      { uid: [name], ...person.attributes },
    ]),
  );
  await writeFile(
    path.join(dir, 'config', 'authsources.php'),
    `<?php\n$config = ${phpValue({ admin: ['core:AdminPassword'], people: { 0: 'exampleauth:UserPass', ...users } })};\n`,
  );
  await writeFile(
    path.join(dir, 'metadata', 'saml20-idp-hosted.php'),
    `<?php\n$metadata[${phpString(entityId)}] = ${phpValue({
      host: '__DEFAULT__',
      privatekey: 'idp.key',
      certificate: 'idp.crt',
      new_certificate: 'idp-next.crt',
      auth: 'people',
      NameIDFormat: 'urn:oasis:names:tc:SAML:2.0:nameid-format:transient',
      'saml20.sign.response': true,
      'saml20.sign.assertion': true,
      'attributes.NameFormat': 'urn:oasis:names:tc:SAML:2.0:attrname-format:basic',
      // Single logout walks the service providers of the session one after the other in the browser.
      logouttype: 'traditional',
    })};\n`,
  );
  const serviceProviders: Record<string, unknown> = {};
  const writeServiceProviders = () =>
    writeFile(
      path.join(dir, 'metadata', 'saml20-sp-remote.php'),
      `<?php\n${Object.entries(serviceProviders)
        .map(([id, sp]) => `$metadata[${phpString(id)}] = ${phpValue(sp)};`)
        .join('\n')}\n`,
    );
  await writeServiceProviders();
  await symlink(path.join(simpleSamlPhpDir, 'www'), path.join(dir, 'docroot', 'simplesaml'));

  const started = Date.now();
  // No opcode cache: the metadata files change while it runs (addServiceProvider), and must count at once.
  const php = spawn('php', ['-d', 'opcache.enable=0', '-S', `127.0.0.1:${port}`, '-t', path.join(dir, 'docroot')], {
    // One process (no PHP_CLI_SERVER_WORKERS): its workers would outlive a stopped server.
    env: { ...process.env, SIMPLESAMLPHP_CONFIG_DIR: path.join(dir, 'config') },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  php.stderr?.on('data', (chunk: Buffer) => {
    stderr = (stderr + chunk.toString()).slice(-4000);
  });
  const log = async () =>
    `${stderr}\n${await readFile(path.join(dir, 'log', 'simplesamlphp.log'), 'utf8').catch(() => '')}`.slice(-4000);
  try {
    await waitForHttp(`${entityId}`, php, log);
  } catch (error) {
    php.kill();
    throw error;
  }
  if (process.env.SAML_IDP_TIMING) console.info(`SimpleSAMLphp answered after ${Date.now() - started} ms`);

  /** Follows the IdP's redirects and its login form until its page posts a SAMLResponse. */
  async function untilPosted(browser: TestBrowser, start: string, username: string | undefined) {
    let url = start;
    let init: RequestInit | undefined;
    for (let step = 0; step < 10; step += 1) {
      const response = await browser.fetch(url, init);
      init = undefined;
      const location = response.headers.get('location');
      if (location) {
        url = new URL(location, url).href;
        continue;
      }
      const html = await response.text();
      const field = (name: string) =>
        new RegExp(`name="${name}"\\s+value="([^"]*)"`)
          .exec(html)?.[1]
          ?.replaceAll('&quot;', '"')
          .replaceAll('&amp;', '&');
      const samlResponse = field('SAMLResponse');
      const samlRequest = field('SAMLRequest');
      if (samlResponse || samlRequest) {
        const action = /<form[^>]*action="([^"]+)"/.exec(html)?.[1]?.replaceAll('&amp;', '&') ?? '';
        return {
          action,
          SAMLResponse: samlResponse ?? '',
          SAMLRequest: samlRequest ?? '',
          RelayState: field('RelayState'),
        };
      }
      const authState = /name="AuthState"\s+value="([^"]+)"/.exec(html)?.[1]?.replaceAll('&amp;', '&');
      if (!authState || username === undefined)
        throw new Error(
          `SimpleSAMLphp answered ${response.status} without a form: ${html.slice(0, 2000)}\n${await log()}`,
        );
      init = {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ username, password: people[username]!.password, AuthState: authState }).toString(),
      };
    }
    throw new Error('SimpleSAMLphp did not post an answer');
  }

  return {
    origin,
    entityId,
    metadataUrl: entityId,
    certificate,
    nextCertificate,
    privateKey: await readFile(path.join(dir, 'cert', 'idp.key'), 'utf8'),
    async addServiceProvider(sp) {
      serviceProviders[sp.entityId] = {
        AssertionConsumerService: sp.acsUrl,
        NameIDFormat: 'urn:oasis:names:tc:SAML:2.0:nameid-format:transient',
        ...(sp.sloUrl
          ? {
              SingleLogoutService: [{ Binding: 'urn:oasis:names:tc:SAML:2.0:bindings:HTTP-POST', Location: sp.sloUrl }],
              // Its logout answers signed, as the portal requires.
              'sign.logout': true,
            }
          : {}),
        ...(sp.encryption ? { 'assertion.encryption': true } : {}),
        keys: [
          ...(sp.signingCertificate
            ? [
                {
                  type: 'X509Certificate',
                  signing: true,
                  encryption: false,
                  X509Certificate: base64Of(sp.signingCertificate),
                },
              ]
            : []),
          ...(sp.encryption
            ? [
                {
                  type: 'X509Certificate',
                  signing: false,
                  encryption: true,
                  X509Certificate: base64Of(sp.encryption.certificate),
                },
              ]
            : []),
        ],
        ...(sp.signingCertificate ? { 'validate.authnrequest': true, 'validate.logout': true } : {}),
      };
      await writeServiceProviders();
    },
    signIn: (authnRequestUrl, username, browser = new TestBrowser()) => untilPosted(browser, authnRequestUrl, username),
    logOut: (logoutRequestUrl, browser) => untilPosted(browser, logoutRequestUrl, undefined),
    logOutAtIdp: (browser) =>
      untilPosted(
        browser,
        `${base}/saml2/idp/SingleLogoutService.php?${new URLSearchParams({ ReturnTo: `${base}/logout.php` })}`,
        undefined,
      ),
    async asksForPassword(authnRequestUrl, browser) {
      let url = authnRequestUrl;
      for (let step = 0; step < 10; step += 1) {
        const response = await browser.fetch(url);
        const location = response.headers.get('location');
        if (!location) return /name="AuthState"/.test(await response.text());
        url = new URL(location, url).href;
      }
      throw new Error('SimpleSAMLphp kept redirecting');
    },
    signInUnsolicited: (spEntityId, username) =>
      untilPosted(
        new TestBrowser(),
        `${base}/saml2/idp/SSOService.php?${new URLSearchParams({ spentityid: spEntityId })}`,
        username,
      ),
    async stop() {
      php.kill();
      await new Promise((resolve) => (php.exitCode !== null ? resolve(null) : php.once('exit', resolve)));
      await rm(dir, { recursive: true, force: true });
    },
  };
}
