import type { IncomingMessage } from 'node:http';
import type { Readable } from 'node:stream';
import multipart from '@fastify/multipart';
import { uploadLimitBytes } from '@eventsuite/api-contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { FieldValidationError } from './errors';

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
export async function readUpload(request: FastifyRequest): Promise<Buffer> {
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
    request.log.info({ err: error }, 'Upload: unreadable multipart body');
    throw fileRequired();
  }
  if (bytes === undefined || bytes.length === 0) throw fileRequired();
  return bytes;
}

/**
 * How much more of a refused upload is read to answer it: enough for the photos of phones and cameras
 * people pick by mistake, a bound for anything else.
 */
export const refusedUploadReadLimitBytes = 64 * 1024 * 1024;

/**
 * Reads and drops the rest of a refused upload's body, so that the client, still sending, can read the
 * answer (a connection closed under a sending client looks like a network error to browsers). Gives up
 * past `limit` more bytes: true when the body ended within it, false when the connection should close.
 */
export function drainBody(raw: IncomingMessage, limit: number): Promise<boolean> {
  if (raw.readableEnded || raw.destroyed) return Promise.resolve(raw.readableEnded);
  return new Promise((resolve) => {
    let read = 0;
    const finish = (ended: boolean) => {
      raw.off('data', onData).off('end', onEnd).off('close', onClose);
      if (!ended) raw.pause();
      resolve(ended);
    };
    const onData = (chunk: Buffer) => {
      read += chunk.length;
      if (read > limit) finish(false);
    };
    const onEnd = () => finish(true);
    const onClose = () => finish(raw.readableEnded);
    // The multipart parser stopped at the refusal; without it the body would stall on backpressure.
    raw.unpipe();
    raw.on('data', onData).once('end', onEnd).once('close', onClose);
    raw.resume();
  });
}

/**
 * Registers upload endpoints in a scope of their own that parses only multipart bodies, and only as a
 * stream; any other body is left unread, so neither a JSON nor a huge raw body is buffered (or answered
 * with 413). At most one part, the file, of at most `maxBytes` (the spec's upload limit unless said).
 */
export async function registerUploadScope(
  app: FastifyInstance,
  register: (upload: FastifyInstance) => void,
  { maxBytes = uploadLimitBytes } = {},
): Promise<void> {
  await app.register(async (upload) => {
    upload.removeAllContentTypeParsers();
    upload.addContentTypeParser('*', (_request, _payload, done) => done(null));
    await upload.register(multipart, {
      throwFileSizeLimit: false,
      limits: { fileSize: maxBytes, files: 1, fields: 0, parts: 1 },
    });
    register(upload);
  });
}

/**
 * The bytes of the request's one `file` part. On a refusal the rest of the body, which may still be on
 * its way, is read so that the client gets the answer, unless there is far more of it than any photo;
 * then the connection closes.
 */
export async function receiveUpload(request: FastifyRequest, reply: FastifyReply): Promise<Buffer> {
  try {
    return await readUpload(request);
  } catch (error) {
    if (!(await drainBody(request.raw, refusedUploadReadLimitBytes))) reply.header('connection', 'close');
    throw error;
  }
}
