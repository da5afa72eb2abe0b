import { expectFocusVisible } from './support/accessibility';
import { expect, test } from './support/fixtures';
import { personas } from './support/personas';
import { mainNavigation, signIn } from './support/session';

/**
 * Issue 31 §2: every page change in the app puts focus on the new page's heading, which a screen reader
 * reads out; the heading's ring shows to keyboard users only, not after a click.
 */
test.describe('focus on a page change', () => {
  test('after a click the new heading has focus without a ring; after a key press with one', async ({ page }) => {
    // signIn fills the fields and clicks "Sign in": the dashboard's heading takes focus quietly.
    await signIn(page, personas.ownerAlpen);
    const heading = page.getByRole('heading', { level: 1 });
    const outline = () => heading.evaluate((element) => getComputedStyle(element).outlineStyle);
    await expect(heading).toBeFocused();
    expect(await outline()).toBe('none');

    await mainNavigation(page).getByRole('link', { name: 'My profile' }).click();
    await expect(page).toHaveURL(/\/profile$/);
    await expect(heading).toBeFocused();
    expect(await outline()).toBe('none');

    // The same by keyboard: Enter on the sidebar's link.
    await mainNavigation(page).getByRole('link', { name: 'Team members' }).focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/company\/team-members$/);
    await expect(heading).toBeFocused();
    await expectFocusVisible(page, 'the team members heading');

    // Back in the browser's history is a page change too.
    await page.goBack();
    await expect(page).toHaveURL(/\/profile$/);
    await expect(heading).toBeFocused();
  });
});
