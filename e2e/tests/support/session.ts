import { expect, type Page } from '@playwright/test';
import { demoPassword, type Persona } from './personas';

/** Fills the embedded provider's sign-in screen, which any signed-out visit leads to. */
export async function submitSignIn(page: Page, email: string, password = demoPassword) {
  await expect(page).toHaveURL(/\/sign-in\//);
  await page.getByLabel('Email address').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}

/** Opens `path` signed out, signs in as the persona and waits to be back in the portal. */
export async function signIn(page: Page, persona: Persona, path = '/') {
  await page.goto(path);
  await submitSignIn(page, persona.email);
  await expect(page).not.toHaveURL(/\/(sign-in|login)\b/);
  await expect(mainNavigation(page)).toBeVisible();
}

/** The sidebar; its name follows the interface language, which follows the user's locale. */
export const mainNavigation = (page: Page) =>
  page.getByRole('navigation', { name: /^(Main navigation|Hauptnavigation|Navigation principale)$/ });

/** Opens the account dropdown of the top bar, whose button names the signed-in person. */
export async function openAccountMenu(page: Page, persona: Persona) {
  await page.getByRole('banner').getByRole('button', { name: persona.name }).click();
}

/** The menu of the sidebar: top-level entries and, per group, the entries of its submenu. */
export async function readMenu(page: Page): Promise<Record<string, string[]>> {
  const nav = mainNavigation(page);
  await expect(nav).toBeVisible();
  const menu: Record<string, string[]> = { top: [] };
  // The rail's own items (IconSidebar marks them), not the links in their panels.
  const items = nav.locator('[data-rail-item]');
  for (const item of await items.all()) {
    const name = ((await item.textContent()) ?? '').trim();
    menu.top!.push(name);
    if ((await item.evaluate((element) => element.tagName)) === 'BUTTON') {
      await item.click();
      const panel = page.locator(`#${await item.getAttribute('aria-controls')}`);
      menu[name] = (await panel.getByRole('link').allTextContents()).map((text) => text.trim());
      await page.keyboard.press('Escape');
    }
  }
  return menu;
}

/** The token set oidc-client-ts keeps for the portal in session storage. */
export async function storedTokens(
  page: Page,
): Promise<{ key: string; access_token: string; refresh_token: string; expires_at: number }> {
  return page.evaluate(() => {
    const key = Object.keys(sessionStorage).find((candidate) => candidate.startsWith('oidc.user:'));
    if (!key) throw new Error('No stored sign-in');
    return { key, ...JSON.parse(sessionStorage.getItem(key)!) };
  });
}
