import { expect, type Page } from '@playwright/test';

/**
 * Opens the newest mail to `recipient` with `subject` in the embedded default's local mailbox
 * (/mailbox) and returns the first link of its text that starts with `linkPrefix`.
 */
export async function linkFromMailbox(page: Page, recipient: string, subject: string, linkPrefix: string) {
  await page.goto('/mailbox');
  const mail = page
    .getByRole('article')
    .filter({ has: page.getByRole('heading', { name: subject }) })
    .filter({ hasText: recipient })
    .first();
  await expect(mail).toBeVisible();
  const link = mail.locator('pre a').filter({ hasText: linkPrefix }).first();
  const href = await link.getAttribute('href');
  if (!href) throw new Error(`No link starting with ${linkPrefix} in the mail "${subject}" to ${recipient}`);
  return href;
}
