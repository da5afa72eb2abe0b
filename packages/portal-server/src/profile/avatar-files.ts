import { randomUUID } from 'node:crypto';
import { mkdir, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { AvatarExtension, PreparedAvatar } from './avatar-image';

/** The only names avatar files have: a random uuid (unguessable, never reused) and the image's extension. */
const avatarFileNamePattern = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}\.(jpg|png)$/;

export const avatarContentTypes = { jpg: 'image/jpeg', png: 'image/png' } as const satisfies Record<
  AvatarExtension,
  string
>;

export const isAvatarFileName = (name: string): boolean => avatarFileNamePattern.test(name);

export const avatarContentTypeOf = (name: string): string =>
  avatarContentTypes[path.extname(name).slice(1) as AvatarExtension];

/** Avatar files in one folder, named by `isAvatarFileName`; nothing else in it is ever read or removed. */
export interface AvatarFiles {
  /** The file's path, for a name that passed `isAvatarFileName`. */
  pathOf(name: string): string;
  /** Writes a new file and returns its name. */
  save(avatar: PreparedAvatar): Promise<string>;
  /** Removes a file if it is there; failures are logged, as a left-over file harms nobody. */
  remove(name: string, log: FastifyBaseLogger): Promise<void>;
}

export function avatarFiles(dir: string): AvatarFiles {
  const pathOf = (name: string) => {
    if (!isAvatarFileName(name)) throw new Error(`Not an avatar file name: ${JSON.stringify(name)}`);
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
      // users.avatar may hold a name from elsewhere (an import): only our own files are ours to delete.
      if (!isAvatarFileName(name)) return;
      try {
        await unlink(pathOf(name));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'ENOENT') {
          log.warn({ err: error, file: name }, 'Cannot remove a replaced avatar file');
        }
      }
    },
  };
}
