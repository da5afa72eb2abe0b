import { squareImageRules, type ValidationMessageKey } from '@eventsuite/api-contract';
import type { Metadata, ResizeOptions, Sharp, SharpOptions } from 'sharp';
import { FieldValidationError } from '../http/errors';

/**
 * Side of a stored square image (an avatar, a logo) at most: twice the largest place the portal shows
 * one, for sharp screens.
 */
export const storedImageMaxSide = 512;

/**
 * Images with more pixels are refused before they are decoded: a 3MB file can unpack to gigabytes (a
 * decompression bomb). 6000x6000 is far beyond any avatar or logo and decodes in well under 200MB.
 */
export const imageMaxInputPixels = 6000 * 6000;

/** The formats of `squareImageRules`, as sharp names them, with the extension their stored files get. */
const acceptedFormats = {
  jpeg: { mimeType: 'image/jpeg', extension: 'jpg' },
  png: { mimeType: 'image/png', extension: 'png' },
} as const satisfies Record<string, { mimeType: (typeof squareImageRules.mimeTypes)[number]; extension: string }>;

export type ImageExtension = (typeof acceptedFormats)[keyof typeof acceptedFormats]['extension'];

export interface PreparedImage {
  data: Buffer;
  extension: ImageExtension;
}

/** The message keys a refused image answers with, worded for what it is (an avatar, a logo). */
export interface ImageRefusals {
  /** Not a jpg or png image, or not readable as one. */
  type: ValidationMessageKey;
  /** Not square, or smaller than the minimum side. */
  dimensions: ValidationMessageKey;
}

/**
 * sharp (libvips, a native library of some megabytes with heaps of its own) is loaded with the first
 * image, not at start: most runs of the server never see one (ADR 0010). Images are small and rare:
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

const refuse = (key: ValidationMessageKey) => new FieldValidationError({ file: [key] });

const isAcceptedFormat = (format: string | undefined): format is keyof typeof acceptedFormats =>
  format !== undefined && Object.hasOwn(acceptedFormats, format);

/** The header of an accepted image (a jpg or png), read from its bytes; refused with `typeRefusal` otherwise. */
async function acceptedImageHeader(bytes: Buffer, typeRefusal: ValidationMessageKey) {
  let metadata: Metadata;
  try {
    // Reads the header only; the pixel limit is checked by the caller, so a bomb is told apart from a non-image.
    metadata = await (await imageOf(bytes, { limitInputPixels: false })).metadata();
  } catch {
    throw refuse(typeRefusal);
  }
  if (!isAcceptedFormat(metadata.format)) throw refuse(typeRefusal);
  return { format: acceptedFormats[metadata.format], width: metadata.width, height: metadata.height };
}

/**
 * Re-encodes an accepted image: turned upright, resized by `resize`, sRGB, without any metadata (EXIF
 * with its location, camera serial numbers, comments). A JPEG stays a JPEG and a PNG a PNG, so
 * transparency survives and every mail client and app can show it.
 */
async function reencode(
  bytes: Buffer,
  format: (typeof acceptedFormats)[keyof typeof acceptedFormats],
  resize: ResizeOptions,
  typeRefusal: ValidationMessageKey,
): Promise<PreparedImage> {
  const pipeline = (await imageOf(bytes, { limitInputPixels: imageMaxInputPixels }))
    .autoOrient()
    .resize(resize)
    .timeout({ seconds: 20 });
  try {
    const data =
      format.extension === 'jpg'
        ? await pipeline.jpeg({ quality: 85, mozjpeg: true }).toBuffer()
        : await pipeline.png({ compressionLevel: 9 }).toBuffer();
    return { data, extension: format.extension };
  } catch {
    // The header was fine but the image data is not (truncated or corrupt).
    throw refuse(typeRefusal);
  }
}

/**
 * Checks an uploaded square image (avatar or logo, spec §5) from its bytes (the name and declared type
 * are the sender's word only) and re-encodes it at most 512x512. Throws a FieldValidationError on
 * `file` when it is refused.
 */
export async function prepareSquareImage(bytes: Buffer, refusals: ImageRefusals): Promise<PreparedImage> {
  const { format, width, height } = await acceptedImageHeader(bytes, refusals.type);
  if (width !== height || width < squareImageRules.minSidePixels) throw refuse(refusals.dimensions);
  if (width * height > imageMaxInputPixels) throw refuse(refusals.dimensions);
  const side = Math.min(width, storedImageMaxSide);
  return reencode(bytes, format, { width: side, height: side, fit: 'cover' }, refusals.type);
}

/** Longest side of a stored picture of any shape (an app's screenshot): a full-HD screen's width. */
export const storedPictureMaxSide = 1920;

/**
 * Checks an uploaded picture of any shape (an app's screenshot) from its bytes: a jpg or png with both
 * sides at least `minSide`, re-encoded to fit within 1920x1920. Throws a FieldValidationError on `file`.
 */
export async function preparePicture(bytes: Buffer, minSide: number, refusals: ImageRefusals): Promise<PreparedImage> {
  const { format, width, height } = await acceptedImageHeader(bytes, refusals.type);
  if (Math.min(width, height) < minSide || width * height > imageMaxInputPixels) throw refuse(refusals.dimensions);
  return reencode(
    bytes,
    format,
    { width: storedPictureMaxSide, height: storedPictureMaxSide, fit: 'inside', withoutEnlargement: true },
    refusals.type,
  );
}
