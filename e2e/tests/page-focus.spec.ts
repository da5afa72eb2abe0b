import { expectFocusVisible } from './support/accessibility';
import { expect, test } from './support/fixtures';
import { personas } from './support/personas';
import { mainNavigation, submitSignIn } from './support/session';

/**
 * Issue 31 §2: every page change in the app puts focus on the new page's heading, which a screen reader
 * reads out; the heading's ring shows to keyboard users only, not after a click.
 */
test.describe('focus on a page change', () => {
  test('after a click the new heading has focus without a ring; after a key press with one', async ({ page }) => {
    // Signing in with the mouse, once the sign-in page has settled (its input watcher loads after the
    // paint, long before a person clicks): the dashboard's heading takes focus quietly.
    await page.goto('/');
    await expect(page).toHaveURL(/\/sign-in\//);
    await page.waitForLoadState('networkidle');
    await submitSignIn(page, personas.ownerAlpen.email);
    await expect(mainNavigation(page)).toBeVisible();
    const heading = page.getByRole('heading', { level: 1 });
    const outline = () => heading.evaluate((element) => getComputedStyle(element).outlineStyle);
    await expect(heading).toBeFocused();
    expect(await outline()).toBe('none');

    await mainNavigation(page).getByRole('link', { name: 'Apps', exact: true }).click();
    await expect(page).toHaveURL(/\/apps$/);
    await expect(heading).toBeFocused();
    expect(await outline()).toBe('none');

    // The same by keyboard: Enter on the sidebar's link.
    await mainNavigation(page).getByRole('link', { name: 'My employee profile' }).focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/company\/team-members\/[^/]+$/);
    await expect(heading).toBeFocused();
    await expectFocusVisible(page, 'the employee profile heading');

    // Back in the browser's history is a page change too.
    await page.goBack();
    await expect(page).not.toHaveURL(/\/team-members\//);
    await expect(heading).toBeFocused();
  });
});
