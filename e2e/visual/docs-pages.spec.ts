import { expect, test, type Page } from '@playwright/test';

/**
 * The frame of one story on a docs page (Storybook's docs link each story as `iframe.html?…&id=<story>`),
 * scrolled to, as frames below the fold load only then; the page's first story is shown twice, at the top
 * and in the list.
 */
async function storyFrame(page: Page, storyId: string) {
  const frame = page.locator(`iframe[src$="id=${storyId}"]`).first();
  await frame.scrollIntoViewIfNeeded();
  return frame.contentFrame();
}

// A docs page starts a Storybook document per story, all at once: each takes seconds on two busy cores.
const docsExpect = expect.configure({ timeout: 20_000 });

// A docs page is what designers and product managers browse: each preview must show its own story's
// state, not whatever the page's last story mocked.
test("a screen's docs page shows each story in its own state", async ({ page }) => {
  test.setTimeout(60_000);
  const screen = 'screens-company-team-members';
  await page.goto(`/iframe.html?id=${screen}--docs&viewMode=docs`);
  await docsExpect(
    (await storyFrame(page, `${screen}--filled`)).getByRole('table', { name: 'Team members' }).getByRole('row').nth(1),
  ).toBeVisible();
  await docsExpect((await storyFrame(page, `${screen}--loading`)).getByRole('status')).toHaveText(
    'Loading team members',
  );
  await docsExpect(
    (await storyFrame(page, `${screen}--empty`)).getByRole('region', { name: 'No team members yet.' }),
  ).toBeVisible();
  await docsExpect(
    (await storyFrame(page, `${screen}--server-error`)).getByRole('region', {
      name: 'The team members could not be loaded.',
    }),
  ).toBeVisible();
});
