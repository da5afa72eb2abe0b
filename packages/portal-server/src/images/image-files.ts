import { randomUUID } from 'node:crypto';
import { mkdir, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { ImageExtension, PreparedImage } from './square-image';

/** The only names image files have: a random uuid (unguessable, never reused) and the image's extension. */
const imageFileNamePattern = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}\.(jpg|png)$/;

export const imageContentTypes = { jpg: 'image/jpeg', png: 'image/png' } as const satisfies Record<
  ImageExtension,
  string
>;

export const isImageFileName = (name: string): boolean => imageFileNamePattern.test(name);

export const imageContentTypeOf = (name: string): string =>
  imageContentTypes[path.extname(name).slice(1) as ImageExtension];

/**
 * Image files (avatars of people, logos of companies) in one folder, named by `isImageFileName`; nothing
 * else in it is ever read or removed. Names are random, so people's and companies' files never meet.
 */
export interface ImageFiles {
  /** The file's path, for a name that passed `isImageFileName`. */
  pathOf(name: string): string;
  /** Writes a new file and returns its name. */
  save(image: PreparedImage): Promise<string>;
  /** Removes a file if it is there; failures are logged, as a left-over file harms nobody. */
  remove(name: string, log: FastifyBaseLogger): Promise<void>;
}

export function imageFiles(dir: string): ImageFiles {
  const pathOf = (name: string) => {
    if (!isImageFileName(name)) throw new Error(`Not an image file name: ${JSON.stringify(name)}`);
    return path.join(dir, name);
  };
  return {
    pathOf,
    async save({ data, extension }) {
      await mkdir(dir, { recursive: true });
      const name = `${randomUUID()}.${extension}`;
      await writeFile(pathOf(name), data, { flag: 'wx' });
      return name;
    },
    async remove(name, log) {
      // A stored name may come from elsewhere (an import): only our own files are ours to delete.
      if (!isImageFileName(name)) return;
      try {
        await unlink(pathOf(name));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'ENOENT') {
          log.warn({ err: error, file: name }, 'Cannot remove a replaced image file');
        }
      }
    },
  };
}
