import { Theme } from '@radix-ui/themes';
import { useCallback, useState, type ReactNode } from 'react';
import { breakpoints, mediaQueries } from '../theme/breakpoints';
import { vars } from '../theme/tokens.css';
import { contrastRatio } from '../testing/contrast';
import { hexOf, paintedColor } from './painted-color';
import * as styles from './Foundations.css';
import { colorUsage, contrastPairs } from './token-guide';

/*
 * The Foundations pages of the Storybook. Everything shown is read from the theme contract (`vars`)
 * and, for colours, measured in the browser in both appearances, so the pages cannot drift from the
 * code.
 */

const appearances = ['light', 'dark'] as const;
type MeasuredAppearance = (typeof appearances)[number];
type ColorToken = keyof typeof vars.color;
const colorTokens = Object.keys(vars.color) as ColorToken[];

/**
 * The painted colour of every token in both appearances, read from the swatches once they are in
 * the page (a ref callback, as measuring needs the rendered elements).
 */
function useMeasuredColors() {
  const [measured, setMeasured] = useState<Map<string, string>>(new Map());
  const root = useCallback((element: HTMLDivElement | null) => {
    if (!element) return;
    const found = new Map<string, string>();
    for (const swatch of element.querySelectorAll<HTMLElement>('[data-token]')) {
      found.set(swatch.dataset.token!, paintedColor(getComputedStyle(swatch).backgroundColor));
    }
    setMeasured(found);
  }, []);
  return {
    root,
    colorOf: (appearance: MeasuredAppearance, token: ColorToken) => measured.get(`${appearance}:${token}`),
  };
}

/** The column headings of the two appearances a table compares. */
function AppearanceHeaders() {
  return appearances.map((appearance) => (
    <th key={appearance} className={styles.cell}>
      {appearance === 'light' ? 'Light' : 'Dark'}
    </th>
  ));
}

function InAppearance({ appearance, children }: { appearance: MeasuredAppearance; children: ReactNode }) {
  return (
    <Theme appearance={appearance} hasBackground className={styles.swatchCell}>
      {children}
    </Theme>
  );
}

export function ColorTokens() {
  const { root, colorOf } = useMeasuredColors();
  return (
    <div ref={root} className={styles.page}>
      <table className={styles.table} aria-label="Colour tokens">
        <thead>
          <tr>
            <th className={styles.cell}>Token</th>
            <th className={styles.cell}>Use it for</th>
            <AppearanceHeaders />
          </tr>
        </thead>
        <tbody>
          {colorTokens.map((token) => (
            <tr key={token}>
              <th scope="row" className={styles.cell}>
                <code className={styles.code}>vars.color.{token}</code>
              </th>
              <td className={styles.cell}>{colorUsage[token]}</td>
              {appearances.map((appearance) => {
                const color = colorOf(appearance, token);
                return (
                  <td key={appearance} className={styles.cell}>
                    <InAppearance appearance={appearance}>
                      <span
                        className={styles.swatch}
                        data-token={`${appearance}:${token}`}
                        style={{ background: vars.color[token] }}
                      />
                      <code className={styles.code}>{color ? hexOf(color) : ''}</code>
                    </InAppearance>
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
      <table className={styles.table} aria-label="Contrast">
        <thead>
          <tr>
            <th className={styles.cell}>Foreground on background</th>
            <th className={styles.cell}>WCAG 2.2 AA asks</th>
            <AppearanceHeaders />
          </tr>
        </thead>
        <tbody>
          {contrastPairs.map(({ foreground, background, minimum }) => (
            <tr key={`${foreground}-${background}`}>
              <th scope="row" className={styles.cell}>
                <code className={styles.code}>
                  {foreground} on {background}
                </code>
              </th>
              <td className={styles.cell}>
                {minimum}:1 {minimum === 3 ? '(non-text)' : '(text)'}
              </td>
              {appearances.map((appearance) => {
                const fore = colorOf(appearance, foreground);
                const back = colorOf(appearance, background);
                const ratio = fore && back ? contrastRatio(fore, back) : undefined;
                return (
                  <td key={appearance} className={styles.cell}>
                    {ratio === undefined
                      ? ''
                      : `${ratio.toFixed(2)}:1 ${ratio >= minimum ? 'passes' : `fails (below ${minimum}:1)`}`}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function TokenTable({
  label,
  rows,
  sample,
}: {
  label: string;
  rows: [name: string, value: string][];
  sample?: (value: string) => ReactNode;
}) {
  return (
    <table className={styles.table} aria-label={label}>
      <thead>
        <tr>
          <th className={styles.cell}>Token</th>
          <th className={styles.cell}>Value</th>
          {sample ? <th className={styles.cell}>Sample</th> : null}
        </tr>
      </thead>
      <tbody>
        {rows.map(([name, value]) => (
          <tr key={name}>
            <th scope="row" className={styles.cell}>
              <code className={styles.code}>{name}</code>
            </th>
            <td className={styles.cell}>
              <code className={styles.code}>{value}</code>
            </td>
            {sample ? <td className={styles.cell}>{value ? sample(value) : null}</td> : null}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

type TokenGroup = 'space' | 'radius' | 'font' | 'zIndex' | 'motion' | 'size';

/**
 * The values of one token group as the page resolves them (e.g. `16px` for `vars.space.md`, Radix's
 * radius for `vars.radius.md`): the contract holds only `var(--…)` references, read back here from
 * the custom properties the theme sets.
 */
function TokenGroupTable({ group, sample }: { group: TokenGroup; sample?: (value: string) => ReactNode }) {
  const [values, setValues] = useState<Record<string, string>>({});
  const root = useCallback(
    (element: HTMLDivElement | null) => {
      if (!element) return;
      const computed = getComputedStyle(element);
      // Radix's radii are calc() expressions: a probe's width turns them into pixels.
      const probe = element.appendChild(document.createElement('span'));
      probe.style.position = 'absolute';
      const resolved: Record<string, string> = {};
      for (const [name, reference] of Object.entries(vars[group])) {
        const property = /^var\((--[^),]+)/.exec(reference)?.[1];
        const value = property ? computed.getPropertyValue(property).trim() : reference;
        probe.style.width = value;
        resolved[name] = value.startsWith('calc(') ? getComputedStyle(probe).width : value;
      }
      probe.remove();
      setValues(resolved);
    },
    [group],
  );
  return (
    <div ref={root} className={styles.page}>
      <TokenTable
        label={group}
        rows={Object.keys(vars[group]).map((name) => [`vars.${group}.${name}`, values[name] ?? ''])}
        sample={sample}
      />
    </div>
  );
}

export function SpacingTokens() {
  return (
    <TokenGroupTable group="space" sample={(value) => <div className={styles.sample} style={{ width: value }} />} />
  );
}

export function RadiusTokens() {
  return (
    <TokenGroupTable
      group="radius"
      sample={(value) => <div className={styles.radiusSample} style={{ borderRadius: value }} />}
    />
  );
}

/** Font family, sizes and the bold weight, each size with a sample line. */
export function TypeScale() {
  return (
    <TokenGroupTable
      group="font"
      sample={(value) =>
        /^[\d.]+(rem|px)$/.test(value) ? <span style={{ fontSize: value }}>Crew call at 7:30, stage B</span> : null
      }
    />
  );
}

/** Stacking order, bottom to top. */
export function ZOrderTokens() {
  return <TokenGroupTable group="zIndex" />;
}

/** Durations and the one easing curve of every transition. */
export function MotionTokens() {
  return <TokenGroupTable group="motion" />;
}

/** Fixed sizes: top bar, sidebar, modal width, touch targets. */
export function SizeTokens() {
  return <TokenGroupTable group="size" />;
}

export function BreakpointTokens() {
  return (
    <div className={styles.page}>
      <TokenTable
        label="Breakpoints"
        rows={Object.entries(breakpoints).map(([name, width]) => [
          `breakpoints.${name}`,
          `${width}px: ${mediaQueries[name as keyof typeof breakpoints]}`,
        ])}
      />
    </div>
  );
}
