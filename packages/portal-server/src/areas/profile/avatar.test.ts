import { readdir, readFile } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import {
  avatarFilesPath,
  buildPath,
  endpoints,
  profileSchema,
  uploadLimitBytes,
  userInfoSchema,
} from '@eventsuite/api-contract';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeEach, describe, expect, it } from 'vitest';
import { users } from '../identity';
import type { DemoPersonaEmail } from '../../seeds/seed-demo';
import { backends } from '../../db/test-databases';
import { useDemoApp } from '../../testing/demo-app';
import { imageMaxInputPixels, storedImageMaxSide } from '../../images/square-image';

type Format = 'png' | 'jpeg' | 'gif' | 'webp';

/** A real image of the given size and format, brand-coloured with a gradient so it is not trivially small. */
async function image(width: number, height: number, format: Format, exif?: Record<string, string>) {
  let pipeline = sharp({ create: { width, height, channels: 3, background: { r: 255, g: 185, b: 69 } } })[format]();
  if (exif) pipeline = pipeline.withExif({ IFD0: exif });
  return pipeline.toBuffer();
}

function form(bytes: Buffer, filename: string, type: string, field = 'file'): FormData {
  const data = new FormData();
  data.append(field, new Blob([new Uint8Array(bytes)], { type }), filename);
  return data;
}

// Square, but beyond the pixel limit: about 150KB of PNG that would decode to over 100MB.
const bombSide = Math.ceil(Math.sqrt(imageMaxInputPixels)) + 100;

const english = {
  type: 'The avatar must be a jpg or png image.',
  dimensions: 'The avatar must be square and at least 250x250px.',
  tooLarge: 'The file can not be larger than 3MB.',
  required: 'The field "File" cannot be empty.',
};

describe.each(backends)('avatars on $name', ({ create }) => {
  const demo = useDemoApp(create);
  const avatarsDir = () => path.join(demo.filesDir, 'avatars');
  const storedFiles = async () => (await readdir(avatarsDir()).catch(() => [])).sort();

  const upload = (
    as: DemoPersonaEmail | 'anonymous',
    payload: FormData | string,
    headers: Record<string, string> = {},
  ) => demo.inject(as, { method: 'POST', url: buildPath(endpoints.uploadAvatar), payload, headers });
  const remove = (as: DemoPersonaEmail) =>
    demo.inject(as, { method: 'DELETE', url: buildPath(endpoints.deleteAvatar) });
  const avatarOf = async (email: DemoPersonaEmail) => {
    const [row] = await demo.database.db.select({ avatar: users.avatar }).from(users).where(eq(users.email, email));
    return row!.avatar;
  };
  const expectRefused = async (response: Awaited<ReturnType<typeof upload>>, field: string, message: string) => {
    expect(response.statusCode, response.body).toBe(422);
    expect(response.json()).toEqual({ message: 'The given data was invalid.', errors: { [field]: [message] } });
  };

  beforeEach(async () => {
    await remove('member@example.com');
  });

  it.each([
    ['png', 'image/png'],
    ['jpeg', 'image/jpeg'],
  ] as const)('takes a square %s of 300x300px and answers the profile', async (format, mimeType) => {
    const response = await upload('member@example.com', form(await image(300, 300, format), 'me.img', mimeType));
    expect(response.statusCode, response.body).toBe(200);
    const profile = profileSchema.parse(response.json().data);
    const extension = format === 'png' ? 'png' : 'jpg';
    expect(profile.avatar).toMatch(new RegExp(`^[0-9a-f-]{36}\\.${extension}$`));
    expect(await avatarOf('member@example.com')).toBe(profile.avatar);
    expect(await storedFiles()).toEqual([profile.avatar]);

    const served = await demo.app.inject({ url: `${avatarFilesPath}/${profile.avatar}` });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe(mimeType);
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(await sharp(served.rawPayload).metadata()).toMatchObject({ format, width: 300, height: 300 });

    // The signed-in user's picture claim names the same file.
    const info = await demo.inject('member@example.com', { url: buildPath(endpoints.getUserInfo) });
    expect(userInfoSchema.parse(info.json().data).picture).toBe(profile.avatar);
  });

  it('takes an image of exactly 250x250px', async () => {
    const response = await upload('member@example.com', form(await image(250, 250, 'png'), 'a.png', 'image/png'));
    expect(response.statusCode, response.body).toBe(200);
  });

  it('stores a re-encoded copy without metadata, at most 512px wide', async () => {
    const original = await image(1000, 1000, 'jpeg', { Copyright: 'Max Moser', ImageDescription: 'secret place' });
    expect((await sharp(original).metadata()).exif).toBeDefined();
    const response = await upload('member@example.com', form(original, 'me.jpg', 'image/jpeg'));
    expect(response.statusCode, response.body).toBe(200);
    const stored = await readFile(path.join(avatarsDir(), response.json().data.avatar));
    expect(stored.equals(original)).toBe(false);
    expect(stored.includes('secret place')).toBe(false);
    const metadata = await sharp(stored).metadata();
    expect(metadata).toMatchObject({ format: 'jpeg', width: storedImageMaxSide, height: storedImageMaxSide });
    expect(metadata.exif).toBeUndefined();
    expect(metadata.icc).toBeUndefined();
  });

  it.each([
    ['a 300x200px image', () => image(300, 200, 'png'), english.dimensions],
    ['a 200x200px image', () => image(200, 200, 'png'), english.dimensions],
    ['a GIF named .png', () => image(300, 300, 'gif'), english.type],
    ['a WebP named .png', () => image(300, 300, 'webp'), english.type],
    ['a text file named .png', async () => Buffer.from('not an image at all\n'.repeat(100)), english.type],
    ['a PNG cut off after its header', async () => (await image(300, 300, 'png')).subarray(0, 100), english.type],
    [
      'a decompression bomb (a tiny file of a huge square image)',
      () =>
        sharp({ create: { width: bombSide, height: bombSide, channels: 3, background: '#000' } })
          .png({ compressionLevel: 9 })
          .toBuffer(),
      english.dimensions,
    ],
  ])('refuses %s, whatever its name and declared type say', async (_, bytes, message) => {
    const before = await storedFiles();
    const response = await upload('member@example.com', form(await bytes(), 'avatar.png', 'image/png'));
    await expectRefused(response, 'file', message);
    expect(await avatarOf('member@example.com')).toBeNull();
    expect(await storedFiles()).toEqual(before);
  });

  it('refuses a file of 3MB and one byte with the spec message, in English and in German', async () => {
    const bytes = Buffer.alloc(uploadLimitBytes + 1, 1);
    const english_ = await upload('member@example.com', form(bytes, 'big.png', 'image/png'));
    await expectRefused(english_, 'file', english.tooLarge);
    const german = await upload('member@example.com', form(bytes, 'big.png', 'image/png'), {
      'accept-language': 'de-CH,de;q=0.9,en;q=0.5',
    });
    await expectRefused(german, 'file', 'Die Datei darf nicht größer als 3MB sein.');
  });

  it('lets a file of exactly 3MB through to the image checks', async () => {
    const response = await upload(
      'member@example.com',
      form(Buffer.alloc(uploadLimitBytes, 1), 'big.png', 'image/png'),
    );
    await expectRefused(response, 'file', english.type);
  });

  /** The demo app on a real socket (listening from the first call on): its port. */
  const listeningPort = async () => {
    if (!demo.app.server.listening) await demo.app.listen({ host: '127.0.0.1', port: 0 });
    return (demo.app.server.address() as AddressInfo).port;
  };

  it.each([
    [
      'a photo of 24MB',
      () => form(Buffer.alloc(24 * 1024 * 1024, 1), 'big.png', 'image/png'),
      { file: [english.tooLarge] },
    ],
    [
      'a second part after the file',
      () => {
        const data = form(Buffer.alloc(1024 * 1024, 1), 'first.png', 'image/png');
        data.append('other', new Blob([new Uint8Array(24 * 1024 * 1024)]), 'other.png');
        return data;
      },
      { body: ['The field "body" contains a value in the wrong format.'] },
    ],
    [
      'a file of the wrong type',
      () => form(Buffer.alloc(2 * 1024 * 1024, 1), 'big.gif', 'image/gif'),
      { file: [english.type] },
    ],
  ])('answers %s with a 422 a fetching client can read', async (_case, body, errors) => {
    const port = await listeningPort();
    const response = await fetch(`http://127.0.0.1:${port}${buildPath(endpoints.uploadAvatar)}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${await demo.tokenFor('member@example.com')}` },
      body: body(),
    });
    expect(response.status).toBe(422);
    expect(await response.json()).toEqual({ message: 'The given data was invalid.', errors });
    // The server read the whole body before answering: it keeps the connection.
    expect(response.headers.get('connection')).toBe('keep-alive');
  });

  // Past the drain limit the server answers and closes the connection while the client is still sending:
  // depending on timing, the client reads the 422 or only sees the connection close (as a browser would).
  // Either way the server stopped reading long before the end.
  it('cuts a huge upload off without reading it to the end', async () => {
    const port = await listeningPort();
    const token = await demo.tokenFor('member@example.com');
    const boundary = 'huge-upload-boundary';
    const total = 512 * 1024 * 1024;
    const result = await new Promise<{ status?: number; body?: string; error?: string; sent: number }>((resolve) => {
      let sent = 0;
      let settled = false;
      const request = http.request({
        host: '127.0.0.1',
        port,
        method: 'POST',
        path: buildPath(endpoints.uploadAvatar),
        headers: {
          authorization: `Bearer ${token}`,
          'content-type': `multipart/form-data; boundary=${boundary}`,
        },
      });
      request.on('response', (response) => {
        settled = true;
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({ status: response.statusCode!, body: Buffer.concat(chunks).toString(), sent }),
        );
      });
      request.on('error', (error: NodeJS.ErrnoException) => {
        if (settled) return;
        settled = true;
        resolve({ error: error.code, sent });
      });
      request.write(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="huge.png"\r\n` +
          'Content-Type: image/png\r\n\r\n',
      );
      const chunk = Buffer.alloc(256 * 1024, 7);
      const writeMore = () => {
        while (!settled && !request.destroyed && sent < total) {
          sent += chunk.length;
          if (!request.write(chunk)) return void request.once('drain', writeMore);
        }
        if (!settled && !request.destroyed) request.end(`\r\n--${boundary}--\r\n`);
      };
      writeMore();
    });
    expect(result.sent).toBeLessThan(total / 4);
    if (result.error === undefined) {
      expect(result.status).toBe(422);
      expect(JSON.parse(result.body!)).toEqual({ message: expect.any(String), errors: { file: [english.tooLarge] } });
    } else {
      expect(['EPIPE', 'ECONNRESET']).toContain(result.error);
    }
  });

  it('replaces the previous avatar and removes its file', async () => {
    const first = await upload('member@example.com', form(await image(300, 300, 'png'), 'a.png', 'image/png'));
    const firstName = first.json().data.avatar as string;
    const second = await upload('member@example.com', form(await image(400, 400, 'jpeg'), 'b.jpg', 'image/jpeg'));
    expect(second.statusCode, second.body).toBe(200);
    const secondName = second.json().data.avatar as string;
    expect(secondName).not.toBe(firstName);
    expect(await storedFiles()).toEqual([secondName]);
    expect((await demo.app.inject({ url: `${avatarFilesPath}/${firstName}` })).statusCode).toBe(404);
    expect((await demo.app.inject({ url: `${avatarFilesPath}/${secondName}` })).statusCode).toBe(200);
  });

  it('keeps the avatars of different users apart', async () => {
    const max = await upload('member@example.com', form(await image(300, 300, 'png'), 'a.png', 'image/png'));
    const bea = await upload('both@example.com', form(await image(300, 300, 'png'), 'b.png', 'image/png'));
    expect(max.json().data.avatar).not.toBe(bea.json().data.avatar);
    await remove('both@example.com');
    expect(await avatarOf('member@example.com')).toBe(max.json().data.avatar);
    expect(await storedFiles()).toEqual([max.json().data.avatar]);
  });

  it('deletes the avatar: row and file', async () => {
    const uploaded = await upload('member@example.com', form(await image(300, 300, 'png'), 'a.png', 'image/png'));
    const name = uploaded.json().data.avatar as string;
    const response = await remove('member@example.com');
    expect(response.statusCode).toBe(200);
    expect(profileSchema.parse(response.json().data).avatar).toBeNull();
    expect(await avatarOf('member@example.com')).toBeNull();
    expect(await storedFiles()).toEqual([]);
    expect((await demo.app.inject({ url: `${avatarFilesPath}/${name}` })).statusCode).toBe(404);
    // Without an avatar there is nothing to delete, which is no error.
    expect((await remove('member@example.com')).statusCode).toBe(200);
  });

  it('answers 422 on file when the request is not multipart or has no file', async () => {
    await expectRefused(
      await demo.inject('member@example.com', {
        method: 'POST',
        url: buildPath(endpoints.uploadAvatar),
        payload: { file: 'a.png' },
      }),
      'file',
      english.required,
    );
    await expectRefused(
      await demo.inject('member@example.com', {
        method: 'POST',
        url: buildPath(endpoints.uploadAvatar),
        payload: await image(300, 300, 'png'),
        headers: { 'content-type': 'image/png' },
      }),
      'file',
      english.required,
    );
    await expectRefused(
      await demo.inject('member@example.com', { method: 'POST', url: buildPath(endpoints.uploadAvatar) }),
      'file',
      english.required,
    );
    await expectRefused(await upload('member@example.com', new FormData()), 'file', english.required);
    await expectRefused(
      await upload('member@example.com', form(Buffer.alloc(0), 'empty.png', 'image/png')),
      'file',
      english.required,
    );
    await expectRefused(
      await upload('member@example.com', '--broken\r\nnot multipart at all', {
        'content-type': 'multipart/form-data; boundary=broken',
      }),
      'file',
      english.required,
    );
  });

  it('accepts nothing but the one file part', async () => {
    const png = await image(300, 300, 'png');
    const withField = form(png, 'a.png', 'image/png');
    withField.append('name', 'x');
    const twoFiles = form(png, 'a.png', 'image/png');
    twoFiles.append('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'b.png');
    const fieldFirst = new FormData();
    fieldFirst.append('name', 'x');
    fieldFirst.append('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'a.png');
    for (const payload of [withField, twoFiles, fieldFirst, form(png, 'a.png', 'image/png', 'avatar')]) {
      await expectRefused(
        await upload('member@example.com', payload),
        'body',
        'The field "body" contains a value in the wrong format.',
      );
    }
    expect(await avatarOf('member@example.com')).toBeNull();
    expect(await storedFiles()).toEqual([]);
  });

  it('refuses callers without a token before reading the upload', async () => {
    const response = await upload('anonymous', form(await image(300, 300, 'png'), 'a.png', 'image/png'));
    expect(response.statusCode).toBe(401);
    expect(
      (await demo.inject('anonymous', { method: 'DELETE', url: buildPath(endpoints.deleteAvatar) })).statusCode,
    ).toBe(401);
    expect(await storedFiles()).toEqual([]);
  });

  it.each([
    'unknown.png',
    '00000000-0000-4000-8000-000000000000.png',
    '00000000-0000-4000-8000-000000000000.gif',
    '..%2F..%2Fpackage.json',
    '%2E%2E',
    'x'.repeat(90),
  ])('answers 404 for the avatar file %s', async (name) => {
    const response = await demo.app.inject({ url: `${avatarFilesPath}/${name}`, headers: { accept: 'text/html' } });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'Not found.' });
  });
});
