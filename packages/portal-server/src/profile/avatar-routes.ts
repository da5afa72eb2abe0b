import { open, type FileHandle } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import multipart from '@fastify/multipart';
import { avatarFilesPath, endpoints, uploadLimitBytes, type Profile } from '@eventsuite/api-contract';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Database } from '../db/index';
import { users } from '../db/schema';
import { identityOf, registerEndpoint } from '../http/endpoint';
import { FieldValidationError, HttpError, notFoundMessage } from '../http/errors';
import { avatarContentTypeOf, avatarFiles, isAvatarFileName, type AvatarFiles } from './avatar-files';
import { prepareAvatar } from './avatar-image';
import { loadProfile } from './profile';

const fileRequired = () => new FieldValidationError({ file: ['required'] });
const fileTooLarge = () => new FieldValidationError({ file: ['file_too_large'] });
// Anything besides the one `file` part, answered like an unknown key of a JSON body.
const unexpectedPart = () => new FieldValidationError({ body: ['regex'] });

class FileTooLargeError extends Error {}

/** Reads an uploaded file part into memory, giving up the moment it passes the upload limit. */
async function readFilePart(file: Readable & { truncated: boolean }): Promise<Buffer> {
  // Busboy stops passing data on at the limit and says so; without this it would read (and drop) the
  // rest of a huge part before the stream ends. It may have said so already, within the first chunk.
  if (file.truncated) throw new FileTooLargeError();
  file.once('limit', () => file.destroy(new FileTooLargeError()));
  const chunks: Buffer[] = [];
  for await (const chunk of file) chunks.push(chunk as Buffer);
  if (file.truncated) throw new FileTooLargeError();
  return Buffer.concat(chunks);
}

/** The bytes of the request's one `file` part; FieldValidationError on anything else. */
async function readUpload(request: FastifyRequest): Promise<Buffer> {
  if (!request.isMultipart()) throw fileRequired();
  let bytes: Buffer | undefined;
  try {
    for await (const part of request.parts()) {
      if (part.type !== 'file' || part.fieldname !== 'file' || bytes !== undefined) throw unexpectedPart();
      bytes = await readFilePart(part.file);
    }
  } catch (error) {
    if (error instanceof FieldValidationError) throw error;
    if (error instanceof FileTooLargeError) throw fileTooLarge();
    const { FilesLimitError, FieldsLimitError, PartsLimitError } = request.server.multipartErrors;
    if (error instanceof FilesLimitError || error instanceof FieldsLimitError || error instanceof PartsLimitError) {
      throw unexpectedPart();
    }
    // Malformed or cut-off multipart data: no file arrived.
    request.log.info({ err: error }, 'Avatar upload: unreadable multipart body');
    throw fileRequired();
  }
  if (bytes === undefined || bytes.length === 0) throw fileRequired();
  return bytes;
}

/** Sets the user's avatar file name, or none; returns the name it replaces. One transaction. */
async function replaceAvatar(db: Database, userId: string, name: string | null): Promise<string | null> {
  return db.transaction(async (tx) => {
    // Locked, so that of two uploads at once each removes the file the other one replaced.
    const [row] = await tx.select({ avatar: users.avatar }).from(users).where(eq(users.id, userId)).for('update');
    if (!row) throw new HttpError(404, notFoundMessage);
    await tx
      .update(users)
      .set({ avatar: name, updatedAt: sql`now()` })
      .where(eq(users.id, userId));
    return row.avatar;
  });
}

async function profileOf(db: Database, userId: string): Promise<{ data: Profile }> {
  const profile = await loadProfile(db, userId);
  if (!profile) throw new HttpError(404, notFoundMessage);
  return { data: profile };
}

async function serveAvatar(files: AvatarFiles, request: FastifyRequest, reply: FastifyReply) {
  const { name } = request.params as { name: string };
  if (!isAvatarFileName(name)) throw new HttpError(404, notFoundMessage);
  let handle: FileHandle;
  try {
    handle = await open(files.pathOf(name));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') throw new HttpError(404, notFoundMessage);
    throw error;
  }
  const { size } = await handle.stat();
  return reply
    .header('content-type', avatarContentTypeOf(name))
    .header('content-length', size)
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', 'public, max-age=31536000, immutable')
    .send(handle.createReadStream());
}

/**
 * Avatar upload and removal for the signed-in user, and the public, cacheable avatar files. Files live in
 * `${filesDir}/avatars`; the database names the current one in users.avatar. A replaced file is removed
 * after the commit, so a failed change never leaves a user without their picture.
 */
export async function registerAvatarRoutes(app: FastifyInstance, db: Database, filesDir: string): Promise<void> {
  const files = avatarFiles(path.join(filesDir, 'avatars'));

  await app.register(async (upload) => {
    // Only multipart bodies are parsed here, and only as a stream; any other body is left unread, so
    // neither a JSON nor a huge raw body is buffered (or answered with 413).
    upload.removeAllContentTypeParsers();
    upload.addContentTypeParser('*', (_request, _payload, done) => done(null));
    await upload.register(multipart, {
      throwFileSizeLimit: false,
      limits: { fileSize: uploadLimitBytes, files: 1, fields: 0, parts: 1 },
    });

    registerEndpoint(upload, endpoints.uploadAvatar, async (request, reply) => {
      const { user } = identityOf(request);
      let bytes: Buffer;
      try {
        bytes = await readUpload(request as FastifyRequest);
      } catch (error) {
        // The rest of the body may still be on its way: close the connection instead of reading it.
        reply.header('connection', 'close');
        throw error;
      }
      const name = await files.save(await prepareAvatar(bytes));
      let previous: string | null;
      try {
        previous = await replaceAvatar(db, user.id, name);
      } catch (error) {
        await files.remove(name, request.log);
        throw error;
      }
      if (previous !== null) await files.remove(previous, request.log);
      return profileOf(db, user.id);
    });
  });

  registerEndpoint(app, endpoints.deleteAvatar, async (request) => {
    const { user } = identityOf(request);
    const previous = await replaceAvatar(db, user.id, null);
    if (previous !== null) await files.remove(previous, request.log);
    return profileOf(db, user.id);
  });

  // Public: the names are random, so only whoever was shown an avatar can fetch it; and a name is never
  // reused, so browsers may keep the file for good.
  app.get(`${avatarFilesPath}/:name`, (request, reply) => serveAvatar(files, request, reply));
}
