import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test as base, type Page } from '@playwright/test';

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

// Every story in both appearances, through the preview's `appearance` global. Light keeps the plain
// baseline name; dark adds `--dark`. The same pair is declared as Chromatic modes in .storybook/preview.
const appearances = [
  { name: 'light', suffix: '' },
  { name: 'dark', suffix: '--dark' },
] as const;

/**
 * One page per worker, reused from story to story: Storybook's scripts then come from the browser's
 * cache and the mock service worker stays registered, which makes a story's load about twice as fast
 * as in a fresh browser context. Each load is still a new document, so no story's state reaches the
 * next; the storage a story may write is cleared before every document starts.
 */
const test = base.extend<object, { storyPage: Page }>({
  storyPage: [
    async ({ browser }, use, workerInfo) => {
      const { viewport, deviceScaleFactor, userAgent, baseURL } = workerInfo.project.use;
      const context = await browser.newContext({ viewport, deviceScaleFactor, userAgent, baseURL });
      await context.addInitScript(() => {
        localStorage.clear();
        sessionStorage.clear();
      });
      await use(await context.newPage());
      await context.close();
    },
    { scope: 'worker' },
  ],
});

test('the static Storybook has stories', () => {
  expect(stories.length).toBeGreaterThan(0);
});

// A link inside a screen story opens the story tagged `route:<name>` (packages/portal-app/src/storybook/
// screen-links.tsx): one story per route, so the link always leads to the same one.
test('each route is the tag of one story at most', () => {
  const routeTags = Object.values(index.entries).flatMap((entry) =>
    entry.type === 'story' ? (entry.tags ?? []).filter((tag) => tag.startsWith('route:')) : [],
  );
  expect(routeTags.length).toBeGreaterThan(0);
  expect(routeTags.length).toBe(new Set(routeTags).size);
});

interface RenderedStory {
  /** Whether the play function ran to its end; on a busy machine one of its waits can time out. */
  played: boolean;
  /** The size of the story's own viewport global (spec §9 breakpoints, the phone), if it sets one. */
  viewport?: { width: number; height: number };
}

/**
 * Opens a story and waits until it has rendered and its play function has finished (as Chromatic
 * does, so stories that open a menu or a dialog are compared open). The story tests run the
 * accessibility checks; here they are switched off (`a11y.manual`), as they change nothing visible.
 */
async function openStory(page: Page, storyId: string, appearance: string): Promise<RenderedStory> {
  let rendered = await renderStory(page, storyId, appearance);
  // A play function whose wait timed out under load ends in another state than its baseline: it runs
  // again (twice at most) rather than be compared half played. The story tests report real failures.
  for (let attempt = 1; !rendered.played && attempt <= 2; attempt++) {
    rendered = await renderStory(page, storyId, appearance);
  }
  return rendered;
}

async function renderStory(page: Page, storyId: string, appearance: string): Promise<RenderedStory> {
  await page.goto(`/iframe.html?id=${storyId}&viewMode=story&globals=appearance:${appearance};a11y.manual:!true`);
  return page.evaluate(async () => {
    type Render = { phase?: string; story?: unknown };
    const preview = (
      window as unknown as {
        __STORYBOOK_PREVIEW__: {
          currentRender?: Render;
          storyStoreValue: {
            getStoryContext(story: unknown): {
              storyGlobals: { viewport?: { value?: string } };
              parameters: { viewport?: { options?: Record<string, { styles: { width: string; height: string } }> } };
            };
          };
        };
      }
    ).__STORYBOOK_PREVIEW__;
    const settled = ['completed', 'finished', 'errored', 'aborted'];
    while (!settled.includes(preview.currentRender?.phase ?? '')) {
      await new Promise((resolve) => requestAnimationFrame(resolve));
    }
    await document.fonts.ready;
    const context = preview.storyStoreValue.getStoryContext(preview.currentRender!.story);
    const named = context.storyGlobals.viewport?.value;
    const styles = named ? context.parameters.viewport?.options?.[named]?.styles : undefined;
    const played = ['completed', 'finished'].includes(preview.currentRender!.phase!);
    return styles
      ? { played, viewport: { width: parseInt(styles.width, 10), height: parseInt(styles.height, 10) } }
      : { played };
  });
}

/**
 * Turns the rendered story to another appearance in place, as the toolbar does: the story renders again
 * with the new global but stays mounted, so it keeps the state its play function left (an open menu, a
 * filled form) without loading and playing it a second time, which halves the suite's time.
 */
async function switchAppearance(page: Page, appearance: string): Promise<void> {
  await page.evaluate(async (appearance) => {
    const preview = (
      window as unknown as {
        __STORYBOOK_PREVIEW__: {
          channel: { once(event: string, listener: () => void): void };
          onUpdateGlobals(update: { globals: Record<string, string> }): Promise<void>;
        };
      }
    ).__STORYBOOK_PREVIEW__;
    // The story's render emits storyFinished once it has rendered again and its animations have ended.
    const finished = new Promise<void>((resolve) => preview.channel.once('storyFinished', resolve));
    await preview.onUpdateGlobals({ globals: { appearance } });
    await finished;
    await document.fonts.ready;
  }, appearance);
}

for (const story of stories) {
  test(story.id, async ({ storyPage: page }, testInfo) => {
    const defaultViewport = testInfo.project.use.viewport!;
    const [light, dark] = appearances;
    const rendered = await openStory(page, story.id, light.name);
    // Mobile and breakpoint stories are pictured at their own viewport, as Chromatic does.
    const wanted = rendered.viewport ?? defaultViewport;
    const current = page.viewportSize();
    if (current?.width !== wanted.width || current.height !== wanted.height) {
      await page.setViewportSize(wanted);
      await openStory(page, story.id, light.name);
    }
    // Soft, so a changed light picture still shows whether the dark one changed too.
    await expect.soft(page).toHaveScreenshot(`${story.id}${light.suffix}.png`, { fullPage: true });
    await switchAppearance(page, dark.name);
    await expect.soft(page).toHaveScreenshot(`${story.id}${dark.suffix}.png`, { fullPage: true });
  });
}
