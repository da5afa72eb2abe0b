import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerStaticHosting } from './static-hosting';

const indexHtml = '<!doctype html><title>Portal</title><div id="root"></div>';
const signInHtml = '<!doctype html><title>Portal</title><div id="root"></div><!-- the sign-in page -->';
const script = 'console.log("the app");'.repeat(20);
const html = 'text/html,application/xhtml+xml,*/*;q=0.8';
const immutable = 'public, max-age=31536000, immutable';

describe('static hosting of the precompressed build', () => {
  let staticDir: string;
  let app: FastifyInstance;

  beforeAll(async () => {
    staticDir = await mkdtemp(path.join(os.tmpdir(), 'eventsuite-precompressed-'));
    await mkdir(path.join(staticDir, 'assets'));
    // What the app's build writes: each text file with its .br and .gz copy (vite.config.ts).
    const files: Record<string, string> = {
      'index.html': indexHtml,
      'sign-in.html': signInHtml,
      'assets/index-3f2a9c.js': script,
    };
    for (const [name, content] of Object.entries(files)) {
      await writeFile(path.join(staticDir, name), content);
      await writeFile(path.join(staticDir, `${name}.br`), brotliCompressSync(content));
      await writeFile(path.join(staticDir, `${name}.gz`), gzipSync(content));
    }
    // A file the build left uncompressed (the copy would not have been smaller).
    await writeFile(path.join(staticDir, 'assets', 'tiny-1a2b3c.css'), 'a{}');
    app = Fastify();
    await registerStaticHosting(app, staticDir, () => []);
  });
  afterAll(async () => {
    await app.close();
    await rm(staticDir, { recursive: true, force: true });
  });

  it('sends brotli when the browser accepts it, gzip when it accepts only gzip, plain otherwise', async () => {
    const url = '/assets/index-3f2a9c.js';
    const brotli = await app.inject({ url, headers: { 'accept-encoding': 'gzip, deflate, br, zstd' } });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe(script);

    const gzip = await app.inject({ url, headers: { 'accept-encoding': 'gzip, deflate' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(script);

    const refusingBrotli = await app.inject({ url, headers: { 'accept-encoding': 'br;q=0, gzip' } });
    expect(refusingBrotli.headers['content-encoding']).toBe('gzip');

    const plain = await app.inject({ url, headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);

    for (const response of [brotli, gzip, refusingBrotli, plain]) {
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^text\/javascript|^application\/javascript/);
      expect(response.headers.vary).toMatch(/accept-encoding/i);
      expect(response.headers['cache-control']).toBe(immutable);
    }
  });

  it('falls back to the file itself when the build wrote no compressed copy', async () => {
    const response = await app.inject({
      url: '/assets/tiny-1a2b3c.css',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.body).toBe('a{}');
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(response.headers['cache-control']).toBe(immutable);
  });

  it('sends index.html compressed and never cached, at its own path and as the app routes', async () => {
    for (const url of ['/index.html', '/', '/company/locations', '/sign-in', '/sign-inx/abc']) {
      const response = await app.inject({ url, headers: { accept: html, 'accept-encoding': 'gzip, br' } });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-encoding'], url).toBe('br');
      expect(brotliDecompressSync(response.rawPayload).toString(), url).toBe(indexHtml);
      expect(response.headers['content-type'], url).toMatch(/^text\/html/);
      expect(response.headers['cache-control'], url).toMatch(/^no-(cache|store)$/);
      expect(response.headers.vary, url).toMatch(/accept-encoding/i);
    }
  });

  it('sends the sign-in page, compressed and never cached, for the sign-in step', async () => {
    for (const url of ['/sign-in/abc', '/sign-in/abc?x=1', '/sign-in.html']) {
      const response = await app.inject({ url, headers: { accept: html, 'accept-encoding': 'gzip, br' } });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-encoding'], url).toBe('br');
      expect(brotliDecompressSync(response.rawPayload).toString(), url).toBe(signInHtml);
      expect(response.headers['content-type'], url).toMatch(/^text\/html/);
      expect(response.headers['cache-control'], url).toBe('no-cache');
      expect(response.headers.vary, url).toMatch(/accept-encoding/i);
    }
  });
});
