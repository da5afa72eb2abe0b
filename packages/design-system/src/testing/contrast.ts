/** An sRGB colour with alpha, each channel 0–255 and alpha 0–1. */
interface Rgba {
  r: number;
  g: number;
  b: number;
  a: number;
}

/** Parses a computed colour, `rgb(…)` or `rgba(…)` as getComputedStyle reports it. */
export function parseComputedColor(value: string): Rgba {
  const match = /^rgba?\(([\d.]+),\s*([\d.]+),\s*([\d.]+)(?:,\s*([\d.]+))?\)$/.exec(value.trim());
  if (!match) throw new Error(`Not a computed rgb colour: ${value}`);
  const [, r, g, b, a] = match;
  return { r: Number(r), g: Number(g), b: Number(b), a: a === undefined ? 1 : Number(a) };
}

/** `top` painted over the opaque `bottom`. */
function over(top: Rgba, bottom: Rgba): Rgba {
  const mix = (t: number, u: number) => t * top.a + u * (1 - top.a);
  return { r: mix(top.r, bottom.r), g: mix(top.g, bottom.g), b: mix(top.b, bottom.b), a: 1 };
}

/** Relative luminance of WCAG 2.2 (definition "relative luminance"). */
function luminance({ r, g, b }: Rgba): number {
  const linear = (channel: number) => {
    const c = channel / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

/**
 * The WCAG contrast ratio of a computed foreground colour on a computed, opaque background colour
 * (a translucent foreground is painted over the background first).
 */
export function contrastRatio(foreground: string, background: string): number {
  const back = parseComputedColor(background);
  const lighter = Math.max(luminance(over(parseComputedColor(foreground), back)), luminance(back));
  const darker = Math.min(luminance(over(parseComputedColor(foreground), back)), luminance(back));
  return (lighter + 0.05) / (darker + 0.05);
}

/** The first opaque background behind `element`, walking up its ancestors (white when there is none). */
export function backgroundBehind(element: Element): string {
  for (let current: Element | null = element; current; current = current.parentElement) {
    const color = getComputedStyle(current).backgroundColor;
    if (parseComputedColor(color).a === 1) return color;
  }
  return 'rgb(255, 255, 255)';
}
