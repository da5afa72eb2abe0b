import type { Page } from '@playwright/test';

/** A PNG of the given size drawn by the browser, as the bytes a user would pick from disk. */
export async function pngOfSize(page: Page, width: number, height: number): Promise<Buffer> {
  const dataUrl = await page.evaluate(
    ([w, h]) => {
      const canvas = document.createElement('canvas');
      canvas.width = w!;
      canvas.height = h!;
      const context = canvas.getContext('2d')!;
      context.fillStyle = '#ffb945';
      context.fillRect(0, 0, w!, h!);
      context.fillStyle = '#1d1d1b';
      context.fillRect(w! / 4, h! / 4, w! / 2, h! / 2);
      return canvas.toDataURL('image/png');
    },
    [width, height],
  );
  return Buffer.from(dataUrl.split(',')[1]!, 'base64');
}
