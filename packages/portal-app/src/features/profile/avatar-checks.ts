import { squareImageRules, uploadLimitBytes, type ValidationMessageKey } from '@eventsuite/api-contract';

export interface ImageSize {
  width: number;
  height: number;
}

/** Size and type of a chosen file, before its pixels are read; null when both are fine. */
export function avatarFileProblem(file: Pick<File, 'size' | 'type'>): ValidationMessageKey | null {
  if (file.size > uploadLimitBytes) return 'file_too_large';
  if (!(squareImageRules.mimeTypes as readonly string[]).includes(file.type)) return 'avatar_type';
  return null;
}

/** The image must be square and at least 250px on a side (spec §5). */
export function avatarSizeProblem({ width, height }: ImageSize): ValidationMessageKey | null {
  return width === height && width >= squareImageRules.minSidePixels ? null : 'avatar_dimensions';
}

/**
 * The client's pre-check of an avatar: quick answers without an upload. The server checks the bytes
 * again and has the last word. A file the browser cannot decode is not a jpg or png image.
 */
export async function checkAvatarFile(file: File): Promise<ValidationMessageKey | null> {
  const problem = avatarFileProblem(file);
  if (problem) return problem;
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file);
  } catch {
    return 'avatar_type';
  }
  const size = { width: bitmap.width, height: bitmap.height };
  bitmap.close();
  return avatarSizeProblem(size);
}
