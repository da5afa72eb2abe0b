import { open, type FileHandle } from 'node:fs/promises';
import path from 'node:path';
import { avatarFilesPath } from '@eventsuite/api-contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Area } from '../area';
import type { Config } from '../config';
import { HttpError, notFoundMessage } from '../http/errors';
import { imageContentTypeOf, imageFiles, isImageFileName, type ImageFiles } from './image-files';

/** The server's image files: people's avatars, companies' and apps' logos and apps' screenshots, in `${filesDir}/avatars`. */
export const imageFilesOf = (config: Config): ImageFiles => imageFiles(path.join(config.filesDir, 'avatars'));

async function serveImage(files: ImageFiles, request: FastifyRequest, reply: FastifyReply) {
  const { name } = request.params as { name: string };
  if (!isImageFileName(name)) throw new HttpError(404, notFoundMessage);
  let handle: FileHandle;
  try {
    handle = await open(files.pathOf(name));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') throw new HttpError(404, notFoundMessage);
    throw error;
  }
  const { size } = await handle.stat();
  return reply
    .header('content-type', imageContentTypeOf(name))
    .header('content-length', size)
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', 'public, max-age=31536000, immutable')
    .send(handle.createReadStream());
}

/**
 * The public, cacheable image files. The names are random, so only whoever was shown an avatar or logo
 * can fetch it; and a name is never reused, so browsers may keep the file for good.
 */
export const imageFilesArea: Area = {
  name: 'image-files',
  register(app, { config }) {
    const files = imageFilesOf(config);
    app.get(`${avatarFilesPath}/:name`, (request, reply) => serveImage(files, request, reply));
  },
};
