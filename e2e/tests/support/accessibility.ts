import AxeBuilder from '@axe-core/playwright';
import { expect, type Locator, type Page } from '@playwright/test';
import { contrastRatio } from '../../../packages/design-system/src/testing/contrast';

/** The conformance target of the portal's accessibility statement: WCAG 2.2 level AA. */
const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa'];

/**
 * Runs axe on the page as it is now (open menus and dialogs included) and fails on any violation of
 * WCAG 2.2 AA; also on content outside every landmark (axe's `region` rule), which the audit asked for.
 */
export async function expectNoAxeViolations(page: Page, state: string, { openListbox = false } = {}) {
  const rules: Record<string, { enabled: boolean }> = { region: { enabled: true } };
  // Known limitation (accessibility statement): an open select list marks the rest of the page
  // aria-hidden without making it inert (Radix Select's hideOthers). Focus is held in the list, so
  // nothing hidden can be reached, but axe reads the DOM only; it spares role=dialog, not a listbox.
  if (openListbox) rules['aria-hidden-focus'] = { enabled: false };
  const results = await new AxeBuilder({ page })
    .options({ runOnly: { type: 'tag', values: wcagTags }, rules, resultTypes: ['violations'] })
    .analyze();
  const violations = results.violations.map(
    (violation) =>
      `${violation.id} (${violation.help}): ${violation.nodes
        .map((node) => `${node.target.join(' ')} ${node.failureSummary?.split('\n')[1]?.trim() ?? ''}`)
        .join('; ')}`,
  );
  expect(violations, `axe on ${state}`).toEqual([]);
}

/** Reflow (WCAG 1.4.10): at the current viewport nothing makes the page scroll sideways. */
export async function expectNoHorizontalScrolling(page: Page, state: string) {
  const widths = await page.evaluate(() => ({
    content: document.documentElement.scrollWidth,
    viewport: document.documentElement.clientWidth,
  }));
  expect(widths.content, `${state}: content width at a viewport of ${widths.viewport}px`).toBeLessThanOrEqual(
    widths.viewport,
  );
}

/** 320 CSS px wide (WCAG 1.4.10), and 1280 × 800 at 200 % zoom, which lays out as 640 × 400. */
export const reflowViewports = [
  { name: '320px', width: 320, height: 640 },
  { name: '200% zoom', width: 640, height: 400 },
] as const;

interface FocusFacts {
  description: string;
  outlineStyle: string;
  outlineWidth: number;
  outlineColor: string;
  background: string;
  /** A script-only target (tabindex -1: main, a heading), which shows no ring and needs none. */
  scriptTarget: boolean;
  /** Outside the viewport vertically. */
  offScreen: boolean;
  /** Something else is painted over its centre (the fixed top bar, most likely). */
  coveredBy: string | null;
  /** Its label (a form control's) lies under the fixed top bar. */
  labelUnderTopBar: boolean;
}

/**
 * The focused element is visible and usable: it has the one focus ring (solid, at least 2px, 3:1
 * against the background behind it; WCAG 2.4.7, 1.4.11) unless it is a script-only target, it is in
 * view and nothing (the fixed top bar) covers it or a form control's label (2.4.11 Focus Not Obscured).
 * Returns its description.
 */
export async function expectFocusVisible(page: Page, step: string): Promise<string> {
  // A dialog's backdrop fades out after the dialog has closed; a person sees it go, then the page.
  await page.waitForFunction(() => !document.querySelector('.rt-BaseDialogOverlay[data-state="closed"]'));
  const facts = await page.evaluate((): FocusFacts | null => {
    const element = document.activeElement;
    if (!element || element === document.body) return null;
    // A text field draws its ring on its wrapper (Radix's TextField root, :focus-within), a tab on its
    // inner label (Radix's tab trigger), a radio on its ::before; otherwise it is the element's own.
    const candidates: [Element, string | null][] = [
      [element, null],
      [element, '::before'],
      ...(element.parentElement ? [[element.parentElement, null] as [Element, null]] : []),
      ...[...element.querySelectorAll('*')].map((inner): [Element, null] => [inner, null]),
    ];
    const [ringed, pseudo] =
      candidates.find(([candidate, part]) => getComputedStyle(candidate, part).outlineStyle !== 'none') ??
      candidates[0]!;
    const style = getComputedStyle(ringed, pseudo);
    let background = 'rgb(255, 255, 255)';
    for (let current: Element | null = ringed.parentElement; current; current = current.parentElement) {
      const color = getComputedStyle(current).backgroundColor;
      if (!/rgba\(.*, 0\)$/.test(color) && color !== 'transparent') {
        background = color;
        break;
      }
    }
    const rect = element.getBoundingClientRect();
    const centre = document.elementFromPoint(rect.left + rect.width / 2, rect.top + rect.height / 2);
    // Covered by something else than itself, its wrapper or its own label (a file input under its label).
    const labels = 'labels' in element ? [...((element.labels as NodeListOf<HTMLLabelElement> | null) ?? [])] : [];
    const covered =
      centre &&
      !element.contains(centre) &&
      !centre.contains(element) &&
      !labels.some((label) => label.contains(centre));
    const bar = document.querySelector('header')?.parentElement;
    const barBottom = bar && getComputedStyle(bar).position === 'fixed' ? bar.getBoundingClientRect().bottom : 0;
    const label = labels[0];
    return {
      description: `${element.tagName.toLowerCase()} "${(element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 40)}"`,
      outlineStyle: style.outlineStyle,
      outlineWidth: parseFloat(style.outlineWidth),
      outlineColor: style.outlineColor,
      background,
      scriptTarget: element.getAttribute('tabindex') === '-1',
      offScreen: rect.bottom <= 0 || rect.top >= window.innerHeight,
      coveredBy: covered ? `${centre.tagName.toLowerCase()}.${String(centre.className).slice(0, 40)}` : null,
      labelUnderTopBar: label ? label.getBoundingClientRect().top < barBottom : false,
    };
  });
  expect(facts, `${step}: something has focus`).not.toBeNull();
  const focus = facts!;
  const where = `${step}: ${focus.description}`;
  if (!focus.scriptTarget) {
    expect(focus.outlineStyle, `${where} shows a focus ring`).toBe('solid');
    expect(focus.outlineWidth, `${where}: ring width`).toBeGreaterThanOrEqual(2);
    expect(contrastRatio(focus.outlineColor, focus.background), `${where}: ring contrast`).toBeGreaterThanOrEqual(3);
  }
  expect(focus.offScreen, `${where} is scrolled into view`).toBe(false);
  expect(focus.coveredBy, `${where} is not covered`).toBeNull();
  expect(focus.labelUnderTopBar, `${where}: its label is not under the top bar`).toBe(false);
  return focus.description;
}

/**
 * Presses Tab (Shift+Tab backwards) until `target` has focus, checking every stop on the way. Past the
 * end of the page focus leaves the document for a step, then starts again at its top.
 */
export async function tabTo(page: Page, target: Locator, { backwards = false } = {}) {
  for (let stop = 1; stop <= 60; stop++) {
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
    if (await page.evaluate(() => document.activeElement === document.body)) continue;
    const reached = await expectFocusVisible(page, `Tab stop ${stop}`);
    if (await target.evaluate((element) => element === document.activeElement)) return;
    if (stop === 60) throw new Error(`Tab never reached the target; last stop ${reached}`);
  }
}
