import { parseComputedColor } from '../testing/contrast';

/**
 * The sRGB value the browser paints for any CSS colour (a custom property, display-p3, a keyword), as
 * `rgb(r, g, b)`: painted on a one-pixel canvas and read back, so every colour syntax Radix uses is
 * covered and the result is what `testing/contrast` reads.
 */
export function paintedColor(cssColor: string): string {
  const canvas = document.createElement('canvas');
  canvas.width = 1;
  canvas.height = 1;
  const context = canvas.getContext('2d', { willReadFrequently: true })!;
  context.fillStyle = cssColor;
  context.fillRect(0, 0, 1, 1);
  const [red, green, blue] = context.getImageData(0, 0, 1, 1).data;
  return `rgb(${red}, ${green}, ${blue})`;
}

/** `#rrggbb` of a computed `rgb(…)` colour, for display. */
export function hexOf(color: string): string {
  const { r, g, b } = parseComputedColor(color);
  return `#${[r, g, b].map((channel) => channel.toString(16).padStart(2, '0')).join('')}`;
}
