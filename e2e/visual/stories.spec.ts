import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';

interface IndexEntry {
  id: string;
  type: 'story' | 'docs';
  tags?: string[];
}

const index = JSON.parse(
  readFileSync(join(import.meta.dirname, '..', '..', 'storybook-static', 'index.json'), 'utf8'),
) as {
  entries: Record<string, IndexEntry>;
};
const stories = Object.values(index.entries).filter(
  (entry) => entry.type === 'story' && !entry.tags?.includes('no-visual'),
);

test('the static Storybook has stories', () => {
  expect(stories.length).toBeGreaterThan(0);
});

for (const story of stories) {
  test(story.id, async ({ page }) => {
    // Like Chromatic, the picture is taken once the story has rendered and its play function has
    // finished, so stories that open a menu or a dialog are compared open.
    await page.goto(`/iframe.html?id=${story.id}&viewMode=story`);
    await page.waitForFunction(() => {
      const phase = (window as { __STORYBOOK_PREVIEW__?: { currentRender?: { phase?: string } } }).__STORYBOOK_PREVIEW__
        ?.currentRender?.phase;
      return phase === 'completed' || phase === 'finished' || phase === 'errored' || phase === 'aborted';
    });
    await page.evaluate(() => document.fonts.ready);
    await expect(page).toHaveScreenshot(`${story.id}.png`, { fullPage: true });
  });
}
