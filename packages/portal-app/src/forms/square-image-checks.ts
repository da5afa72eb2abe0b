import { squareImageRules, uploadLimitBytes, type ValidationMessageKey } from '@eventsuite/api-contract';

export interface ImageSize {
  width: number;
  height: number;
}

/** The message keys a refused image gets, worded for what it is (an avatar, a logo), as the server words them. */
export interface ImageRefusals {
  type: ValidationMessageKey;
  dimensions: ValidationMessageKey;
}

/** Size and type of a chosen file, before its pixels are read; null when both are fine. */
export function imageFileProblem(
  file: Pick<File, 'size' | 'type'>,
  refusals: ImageRefusals,
): ValidationMessageKey | null {
  if (file.size > uploadLimitBytes) return 'file_too_large';
  if (!(squareImageRules.mimeTypes as readonly string[]).includes(file.type)) return refusals.type;
  return null;
}

/** The image must be square and at least 250px on a side (spec §5). */
export function imageSizeProblem({ width, height }: ImageSize, refusals: ImageRefusals): ValidationMessageKey | null {
  return width === height && width >= squareImageRules.minSidePixels ? null : refusals.dimensions;
}

/**
 * The client's pre-check of a square image (avatar, logo): quick answers without an upload. The server
 * checks the bytes again and has the last word. A file the browser cannot decode is not a jpg or png.
 */
export async function checkSquareImageFile(file: File, refusals: ImageRefusals): Promise<ValidationMessageKey | null> {
  const problem = imageFileProblem(file, refusals);
  if (problem) return problem;
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file);
  } catch {
    return refusals.type;
  }
  const size = { width: bitmap.width, height: bitmap.height };
  bitmap.close();
  return imageSizeProblem(size, refusals);
}
