import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { personas } from './support/personas';
import { signIn, storedTokens } from './support/session';

// The static pages' administration (issue 27 §1): the administrator edits the German imprint in the
// rich-text editor, and a visitor who switches the footer to German reads it; a script stored in a page
// runs nowhere, neither in the administration nor in the footer's modal. Each test puts back the page it
// changed (a restore from the history, or the text it read before).

/** The footer of any page, signed in or not. */
const footer = (page: Page) => page.getByRole('contentinfo');

/** Opens a static page from the footer, in the language the footer shows. */
async function openFromFooter(page: Page, name: string) {
  await footer(page).getByRole('button', { name, exact: true }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  return dialog;
}

/** Calls the API with the administrator's own token, as the app does. */
async function callApi(page: Page, method: string, path: string, body?: unknown) {
  const { access_token } = await storedTokens(page);
  return page.evaluate(
    async ({ method, path, body, token }) => {
      const response = await fetch(path, {
        method,
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return { status: response.status, body: (await response.json()) as unknown };
    },
    { method, path, body, token: access_token },
  );
}

test('the administrator edits the German imprint, and a visitor reads it in German', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(90_000);
  await signIn(page, personas.admin, '/admin/pages');
  await expect(page.getByRole('heading', { level: 1, name: 'Pages' })).toBeVisible();
  await page.getByRole('main').getByRole('link', { name: 'Imprint', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Imprint' })).toBeVisible();

  // By keyboard: the German tab, the title, the editor's text, and saving.
  await page.getByRole('tab', { name: 'English' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('tab', { name: 'German', selected: true })).toBeFocused();
  await expect(page).toHaveURL(/\/admin\/pages\/imprint\?language=de$/);
  const title = page.getByRole('textbox', { name: 'Title' });
  await title.focus();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type('Impressum (geprüft)');
  const editor = page.getByRole('textbox', { name: 'Content' });
  await editor.focus();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type('Geprüfte Angaben der Eventsuite GmbH');
  const preview = page.getByRole('region', { name: 'Preview' });
  await expect(preview).toContainText('Geprüfte Angaben der Eventsuite GmbH');
  await page.getByRole('button', { name: 'Save' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByText('Saved successfully.')).toBeVisible();
  const history = page.getByRole('region', { name: 'History' });
  await expect(history.getByRole('listitem').first()).toContainText('Ada Admin');
  await expect(history.getByRole('listitem').first()).toContainText('Impressum (geprüft)');

  // A visitor, signed out, switches the footer to German and opens the imprint.
  const visitorContext = await browser.newContext({ baseURL, locale: 'en-GB' });
  try {
    const visitor = await visitorContext.newPage();
    await visitor.goto('/');
    await expect(visitor).toHaveURL(/\/sign-in\//);
    await footer(visitor).getByRole('button', { name: 'Deutsch', exact: true }).click();
    const dialog = await openFromFooter(visitor, 'Impressum');
    await expect(dialog.getByRole('heading', { name: 'Impressum (geprüft)' })).toBeVisible();
    await expect(dialog).toContainText('Geprüfte Angaben der Eventsuite GmbH');
    await expect(dialog.getByRole('note')).toHaveCount(0);
    // In English the visitor reads the English imprint, untouched.
    await visitor.keyboard.press('Escape');
    await footer(visitor).getByRole('button', { name: 'English', exact: true }).click();
    const english = await openFromFooter(visitor, 'Imprint');
    await expect(english).not.toContainText('Geprüfte Angaben');
  } finally {
    await visitorContext.close();
  }

  // Put the German imprint back: the version before the edit, restored from the history.
  await history.getByRole('button', { name: 'Restore' }).first().click();
  const confirm = page.getByRole('alertdialog', { name: 'Restore this version?' });
  await confirm.getByRole('button', { name: 'Restore' }).click();
  await expect(page.getByRole('textbox', { name: 'Title' })).toHaveValue('Impressum');
});

test('a script stored in a page runs nowhere', async ({ page, browser, baseURL }) => {
  test.setTimeout(90_000);
  // Any dialog a payload opens fails the test; so does any console error (the fixtures).
  page.on('dialog', (dialog) => {
    throw new Error(`A stored payload opened a dialog: ${dialog.message()}`);
  });
  await signIn(page, personas.admin, '/admin/pages');
  const before = await callApi(page, 'GET', '/api/admin/static-pages/about');
  expect(before.status).toBe(200);
  const original = (
    before.body as { data: { languages: { locale: string; title: string; html: string }[] } }
  ).data.languages.find((language) => language.locale === 'en')!;
  const payload = [
    '<p>About us</p>',
    '<script>window.__pwned = "script"</script>',
    '<img src="x" onerror="window.__pwned = \'onerror\'">',
    '<p onmouseover="window.__pwned = \'handler\'">Hover</p>',
    '<p><a href="javascript:window.__pwned=\'link\'">Click</a></p>',
    '<p><a href="data:text/html,<script>alert(1)</script>">Data</a></p>',
    '<svg><script>window.__pwned = "svg"</script></svg>',
    '<iframe srcdoc="<script>parent.__pwned=1</script>"></iframe>',
    '<p style="background:url(javascript:window.__pwned=1)">Styled</p>',
  ].join('');
  const saved = await callApi(page, 'PUT', '/api/admin/static-pages/about/en', { title: 'About', html: payload });
  expect(saved.status).toBe(200);
  try {
    // The administration: the editor, its preview and the history.
    await page.goto('/admin/pages/about');
    const preview = page.getByRole('region', { name: 'Preview' });
    await expect(preview).toContainText('About us');
    await preview.getByText('Hover').hover();
    const editor = page.getByRole('textbox', { name: 'Content' });
    await expect(editor).toContainText('Hover');
    expect(await page.evaluate(() => (window as { __pwned?: unknown }).__pwned)).toBeUndefined();
    await expect(preview.locator('script, img, iframe, svg, [onmouseover], [onerror], [style]')).toHaveCount(0);
    // The editor draws its own markup (ProseMirror's helpers), never the payload's.
    await expect(editor.locator('script, iframe, [onmouseover], [onerror], [style*="javascript"]')).toHaveCount(0);
    await expect(page.locator('main a[href^="javascript:"], main a[href^="data:"]')).toHaveCount(0);

    // The footer's modal, for a visitor.
    const visitorContext = await browser.newContext({ baseURL, locale: 'en-GB' });
    try {
      const visitor = await visitorContext.newPage();
      visitor.on('dialog', (dialog) => {
        throw new Error(`A stored payload opened a dialog: ${dialog.message()}`);
      });
      await visitor.goto('/');
      const dialog = await openFromFooter(visitor, 'About');
      await expect(dialog).toContainText('About us');
      await dialog.getByText('Hover').hover();
      await dialog.getByText('Click').click();
      expect(await visitor.evaluate(() => (window as { __pwned?: unknown }).__pwned)).toBeUndefined();
      // In the page's content: the dialog's own close button carries an icon (an svg) of its own.
      await expect(
        dialog.locator(':is(script, img, iframe, svg, [onmouseover], [onerror], [style]):not(button *)'),
      ).toHaveCount(0);
    } finally {
      await visitorContext.close();
    }
  } finally {
    const restored = await callApi(page, 'PUT', '/api/admin/static-pages/about/en', {
      title: original.title,
      html: original.html,
    });
    expect(restored.status).toBe(200);
  }
});
