import { avatarRules } from '@eventsuite/api-contract';
import type { Metadata, Sharp, SharpOptions } from 'sharp';
import { FieldValidationError } from '../http/errors';

/** Side of the stored avatar at most: twice the largest place the portal shows one, for sharp screens. */
export const storedAvatarMaxSide = 512;

/**
 * Images with more pixels are refused before they are decoded: a 3MB file can unpack to gigabytes (a
 * decompression bomb). 6000x6000 is far beyond any avatar and decodes in well under 200MB.
 */
export const avatarMaxInputPixels = 6000 * 6000;

/** The formats of `avatarRules`, as sharp names them, with the extension their stored files get. */
const acceptedFormats = {
  jpeg: { mimeType: 'image/jpeg', extension: 'jpg' },
  png: { mimeType: 'image/png', extension: 'png' },
} as const satisfies Record<string, { mimeType: (typeof avatarRules.mimeTypes)[number]; extension: string }>;

export type AvatarExtension = (typeof acceptedFormats)[keyof typeof acceptedFormats]['extension'];

export interface PreparedAvatar {
  data: Buffer;
  extension: AvatarExtension;
}

/**
 * sharp (libvips, a native library of some megabytes with heaps of its own) is loaded with the first
 * avatar, not at start: most runs of the server never see one (ADR 0010). Avatars are small and rare:
 * libvips keeps no cache of decoded images and uses one thread per image.
 */
let loadedSharp: Promise<(input: Buffer, options: SharpOptions) => Sharp> | undefined;
function imageOf(input: Buffer, options: SharpOptions): Promise<Sharp> {
  loadedSharp ??= import('sharp').then(({ default: sharp }) => {
    sharp.cache(false);
    sharp.concurrency(1);
    return sharp;
  });
  return loadedSharp.then((sharp) => sharp(input, options));
}

const refuse = (key: 'avatar_type' | 'avatar_dimensions') => new FieldValidationError({ file: [key] });

const isAcceptedFormat = (format: string | undefined): format is keyof typeof acceptedFormats =>
  format !== undefined && Object.hasOwn(acceptedFormats, format);

/**
 * Checks an uploaded avatar from its bytes (the name and declared type are the sender's word only) and
 * re-encodes it: turned upright, at most 512x512, sRGB, without any metadata (EXIF with its location,
 * camera serial numbers, comments). A JPEG stays a JPEG and a PNG a PNG, so transparency survives and
 * every mail client and app can show it. Throws a FieldValidationError on `file` when it is refused.
 */
export async function prepareAvatar(bytes: Buffer): Promise<PreparedAvatar> {
  let metadata: Metadata;
  try {
    // Reads the header only; the pixel limit is checked below, so a bomb is told apart from a non-image.
    metadata = await (await imageOf(bytes, { limitInputPixels: false })).metadata();
  } catch {
    throw refuse('avatar_type');
  }
  if (!isAcceptedFormat(metadata.format)) throw refuse('avatar_type');
  const { width, height } = metadata;
  if (width !== height || width < avatarRules.minSidePixels) throw refuse('avatar_dimensions');
  if (width * height > avatarMaxInputPixels) throw refuse('avatar_dimensions');

  const format = acceptedFormats[metadata.format];
  const side = Math.min(width, storedAvatarMaxSide);
  const pipeline = (await imageOf(bytes, { limitInputPixels: avatarMaxInputPixels }))
    .autoOrient()
    .resize({ width: side, height: side, fit: 'cover' })
    .timeout({ seconds: 20 });
  try {
    const data =
      format.extension === 'jpg'
        ? await pipeline.jpeg({ quality: 85, mozjpeg: true }).toBuffer()
        : await pipeline.png({ compressionLevel: 9 }).toBuffer();
    return { data, extension: format.extension };
  } catch {
    // The header was fine but the image data is not (truncated or corrupt).
    throw refuse('avatar_type');
  }
}
