import { createHash, randomBytes } from 'node:crypto';
import type { BrowserContext, Page } from '@playwright/test';
import { startSimpleSamlIdp, type SamlIdp } from '../../packages/portal-server/src/testing/simplesamlphp';
import { expect, test } from './support/fixtures';
import { personas } from './support/personas';
import { startProduct } from './support/server-process';
import { mainNavigation, signIn, storedTokens } from './support/session';

// Company single sign-on against a real SAML identity provider (issue 28 §3, §4): Debian's SimpleSAMLphp on
// a loopback port, as the server tests start it. The journeys share one product of their own (the worker's
// `saml` port), where metadata may come from loopback and domains count as proven (development and
// test settings), so that Harbour Stage's single sign-on is not switched on in the worker's product.

const domain = 'harbour-crew.example';
const idpPassword = 'idp-secret';
const samNewcomer = { username: 'sam', email: `sam.stage@${domain}`, name: 'Sam Stage' };

interface SamlWorld {
  idp: SamlIdp;
  /** The address of the journeys' own product. */
  url: string;
}

const samlTest = test.extend<object, { saml: SamlWorld }>({
  saml: [
    async ({ workerPorts }, provide) => {
      const idp = await startSimpleSamlIdp({
        [samNewcomer.username]: {
          password: idpPassword,
          attributes: { email: [samNewcomer.email], givenName: ['Sam'], sn: ['Stage'] },
        },
      });
      try {
        const product = await startProduct(workerPorts.saml, '127.0.0.1', {
          SAML_ALLOW_LOOPBACK_METADATA: 'true',
          SAML_DOMAIN_CHECK: 'accept',
        });
        try {
          await provide({ idp, url: product.url });
        } finally {
          await product.stop();
        }
      } finally {
        await idp.stop();
      }
    },
    { scope: 'worker', timeout: 180_000 },
  ],
  baseURL: async ({ saml }, provide) => provide(saml.url),
});

samlTest.describe.configure({ mode: 'serial' });

/** SimpleSAMLphp's own login form; its page then posts the answer back to the portal by itself. */
async function signInAtIdp(page: Page, idp: SamlIdp, username: string) {
  await expect(page).toHaveURL(new RegExp(`^${idp.origin}/`));
  await page.locator('input[name="username"]').fill(username);
  await page.locator('input[name="password"]').fill(idpPassword);
  await page.locator('input[name="password"]').press('Enter');
}

/** The sign-in screen's single sign-on: the email, then the company's IdP. */
async function signInWithSingleSignOn(page: Page, idp: SamlIdp, email: string, username: string) {
  await page.goto('/');
  await expect(page).toHaveURL(/\/sign-in\//);
  await page.getByLabel('Email address').fill(email);
  await page.getByRole('button', { name: 'Sign in with single sign-on' }).click();
  await signInAtIdp(page, idp, username);
}

async function freshPage(context: BrowserContext) {
  await context.clearCookies();
  return context.newPage();
}

samlTest(
  'the owner sets up single sign-on from the IdP metadata URL, tests it and activates it',
  async ({ page, saml: { idp, url } }) => {
    test.setTimeout(120_000);
    await signIn(page, personas.ownerHarbour, '/company/settings');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

    // What the IdP needs of us, as the screen shows it: our entity ID, assertion consumer and single logout
    // services.
    const spValue = (label: string) => page.locator('dt', { hasText: label }).locator('xpath=following-sibling::dd');
    const entityId = (await spValue('Entity ID').textContent())!.trim();
    const acsUrl = (await spValue('Assertion consumer service URL').textContent())!.trim();
    const sloUrl = (await spValue('Single logout service URL').textContent())!.trim();
    expect(acsUrl).toContain(url);
    // The certificate our requests are signed with: the IdP then refuses unsigned ones.
    await page.getByText('Show the certificate (PEM)').click();
    const signingCertificate = (await page.getByText(/-----BEGIN CERTIFICATE-----/).textContent())!;
    await idp.addServiceProvider({ entityId, acsUrl, sloUrl, signingCertificate });

    await page.getByRole('radio', { name: 'From its metadata URL' }).check();
    await page.getByRole('textbox', { name: 'Metadata URL' }).fill(idp.metadataUrl);
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByText('The single sign-on settings have been saved.')).toBeVisible();
    // Both certificates the IdP publishes during a rotation.
    await expect(page.getByText(/SimpleSAMLphp test IdP$/)).toBeVisible();
    await expect(page.getByText(/SimpleSAMLphp test IdP \(next\)$/)).toBeVisible();

    await page.getByRole('textbox', { name: 'Domain' }).fill(domain);
    await page.getByRole('button', { name: 'Add domain' }).click();
    await page.getByRole('button', { name: `Verify ${domain}` }).click();
    await expect(page.getByText('Verified', { exact: true })).toBeVisible();

    // Not before a test sign-in has passed.
    await page.getByRole('button', { name: 'Activate single sign-on' }).click();
    await expect(page.getByText(/once a test sign-in with the saved settings has passed/)).toBeVisible();
    await expect(page.getByText('Single sign-on is off.')).toBeVisible();
    const testWindow = page.context().waitForEvent('page');
    await page.getByRole('button', { name: 'Test sign-in' }).click();
    const popup = await testWindow;
    await signInAtIdp(popup, idp, samNewcomer.username);
    await expect(popup.getByRole('heading', { name: 'Test sign-in passed' })).toBeVisible();
    await popup.close();
    const result = page.getByRole('region', { name: 'Test sign-in passed' });
    await expect(result).toBeVisible();
    await expect(result).toContainText(samNewcomer.email);

    await page.getByRole('button', { name: 'Activate single sign-on' }).click();
    await expect(page.getByText('Single sign-on is active now.')).toBeVisible();
    await expect(page.getByText('Single sign-on is active.')).toBeVisible();
  },
);

samlTest(
  'a new person of the verified domain signs in at the IdP and arrives in the company',
  async ({ context, saml: { idp } }) => {
    const page = await freshPage(context);
    await signInWithSingleSignOn(page, idp, samNewcomer.email, samNewcomer.username);
    await expect(page).not.toHaveURL(/\/(sign-in|login)\b/);
    await expect(mainNavigation(page)).toBeVisible();
    // Created in the company, under the name the IdP gave.
    await page.getByRole('banner').getByRole('button', { name: samNewcomer.name }).click();
    await expect(page.getByRole('menu')).toContainText(personas.ownerHarbour.company);
    await page.keyboard.press('Escape');

    // The second time, the same account is found by its email.
    await context.clearCookies();
    await page.evaluate(() => sessionStorage.clear());
    await signInWithSingleSignOn(page, idp, samNewcomer.email, samNewcomer.username);
    await expect(mainNavigation(page)).toBeVisible();
  },
);

samlTest(
  'signing out of the portal signs the person out at the IdP too (single logout)',
  async ({ context, saml: { idp } }) => {
    const page = await freshPage(context);
    await signInWithSingleSignOn(page, idp, samNewcomer.email, samNewcomer.username);
    await expect(mainNavigation(page)).toBeVisible();

    const atIdpLogout = page.waitForRequest(new RegExp(`^${idp.origin}/.*SingleLogoutService`));
    await page.getByRole('banner').getByRole('button', { name: samNewcomer.name }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await atIdpLogout;
    await expect(page).toHaveURL(/\/logout-successful$/);

    // The IdP's session ended with the portal's: single sign-on asks for the password there again.
    await page.goto('/');
    await page.getByLabel('Email address').fill(samNewcomer.email);
    await page.getByRole('button', { name: 'Sign in with single sign-on' }).click();
    await expect(page).toHaveURL(new RegExp(`^${idp.origin}/`));
    await expect(page.locator('input[name="password"]')).toBeVisible();
  },
);

samlTest(
  'an app that signs in through the portal receives the SAML user like any other',
  async ({ context, saml: { idp, url } }) => {
    // The platform admin gives Staff Search, installed for Harbour Stage, a public sign-in client.
    const admin = await freshPage(context);
    await signIn(admin, personas.admin);
    const headers = { authorization: `Bearer ${(await storedTokens(admin)).access_token}` };
    const apps = (await (await admin.request.get(`${url}/api/apps`, { headers })).json()) as {
      data: { id: string; internal_name: string }[];
    };
    const staffSearch = apps.data.find((app) => app.internal_name === 'staff-search')!;
    const saved = await admin.request.put(`${url}/api/apps/${staffSearch.id}/sign-in`, {
      headers,
      data: { type: 'public' },
    });
    expect(saved.status()).toBe(200);
    const clientId = ((await saved.json()) as { data: { sign_in: { client: { client_id: string } } } }).data.sign_in
      .client.client_id;
    const redirectUri = 'https://staff-search.example/auth/callback';
    const discovery = (await (await admin.request.get(`${url}/oidc/.well-known/openid-configuration`)).json()) as {
      authorization_endpoint: string;
      token_endpoint: string;
      userinfo_endpoint: string;
    };

    // The app sends a visitor to the portal (code flow with PKCE); its callback is answered here.
    const page = await freshPage(context);
    const verifier = randomBytes(32).toString('base64url');
    const callback = new Promise<URL>((resolve) => {
      void page.route('https://staff-search.example/**', async (route) => {
        resolve(new URL(route.request().url()));
        await route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Staff Search</title>' });
      });
    });
    await page.goto(
      `${discovery.authorization_endpoint}?${new URLSearchParams({
        client_id: clientId,
        redirect_uri: redirectUri,
        response_type: 'code',
        scope: 'openid profile',
        code_challenge: createHash('sha256').update(verifier).digest('base64url'),
        code_challenge_method: 'S256',
        state: 'staff-search-state',
      })}`,
    );
    await page.getByLabel('Email address').fill(samNewcomer.email);
    await page.getByRole('button', { name: 'Sign in with single sign-on' }).click();
    await signInAtIdp(page, idp, samNewcomer.username);
    const answer = await callback;
    expect(answer.searchParams.get('state')).toBe('staff-search-state');

    const tokens = (await (
      await page.request.post(discovery.token_endpoint, {
        form: {
          grant_type: 'authorization_code',
          code: answer.searchParams.get('code')!,
          redirect_uri: redirectUri,
          client_id: clientId,
          code_verifier: verifier,
        },
      })
    ).json()) as { access_token: string };
    const userinfo = await page.request.get(discovery.userinfo_endpoint, {
      headers: { authorization: `Bearer ${tokens.access_token}` },
    });
    expect(await userinfo.json()).toMatchObject({
      email: samNewcomer.email,
      given_name: 'Sam',
      family_name: 'Stage',
      company_name: personas.ownerHarbour.company,
    });
  },
);

samlTest(
  'a tampered answer gets the clear page, and the owner still signs in with the password',
  async ({ context, saml: { idp } }) => {
    const page = await freshPage(context);
    // The answer's email changed on its way: the IdP's signature no longer covers it.
    await page.route('**/saml/*/acs', async (route) => {
      const form = new URLSearchParams(route.request().postData() ?? '');
      const xml = Buffer.from(form.get('SAMLResponse') ?? '', 'base64').toString('utf8');
      form.set('SAMLResponse', Buffer.from(xml.replace(samNewcomer.email, `boss@${domain}`)).toString('base64'));
      await route.continue({ postData: form.toString() });
    });
    await signInWithSingleSignOn(page, idp, samNewcomer.email, samNewcomer.username);
    await expect(page.getByRole('heading', { name: 'Single sign-on did not work' })).toBeVisible();
    await expect(page.getByText('Please tell your company’s IT what went wrong:')).toBeVisible();
    await page.unroute('**/saml/*/acs');

    const ownerPage = await freshPage(context);
    await signIn(ownerPage, personas.ownerHarbour);
  },
);
