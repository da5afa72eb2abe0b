import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from 'fastify';
import type { Change } from '../changes/change';
import { receiveUpload } from '../http/upload';
import type { ImageFiles } from './image-files';
import { prepareSquareImage, type ImageRefusals, type PreparedImage } from './square-image';

/**
 * Stores the request's uploaded square image (checked from its bytes, refused with `refusals`) as a
 * new file, then runs `store` with its name (the change that points to it). When the change fails, the
 * new file belongs to nobody and is removed again.
 */
export function receiveSquareImage<T>(
  request: FastifyRequest,
  reply: FastifyReply,
  files: ImageFiles,
  refusals: ImageRefusals,
  store: (name: string) => Promise<T>,
): Promise<T> {
  return receiveImage(request, reply, files, (bytes) => prepareSquareImage(bytes, refusals), store);
}

/**
 * Stores the request's uploaded image as `prepare` checks and re-encodes it (refusing it with a
 * FieldValidationError), then runs `store` with the new file's name; removes the file when that fails.
 */
export async function receiveImage<T>(
  request: FastifyRequest,
  reply: FastifyReply,
  files: ImageFiles,
  prepare: (bytes: Buffer) => Promise<PreparedImage>,
  store: (name: string) => Promise<T>,
): Promise<T> {
  const bytes = await receiveUpload(request, reply);
  const name = await files.save(await prepare(bytes));
  try {
    return await store(name);
  } catch (error) {
    await files.remove(name, request.log);
    throw error;
  }
}

/**
 * In a change that sets an image column from `previous` to `next`: the replaced file is removed after
 * the commit, so a failed change never leaves anyone without their picture. False when nothing changed.
 */
export function removeReplacedImage(
  change: Change,
  files: ImageFiles,
  log: FastifyBaseLogger,
  previous: string | null,
  next: string | null,
): boolean {
  if (previous === next) return false;
  if (previous !== null) change.afterCommit(() => files.remove(previous, log));
  return true;
}
