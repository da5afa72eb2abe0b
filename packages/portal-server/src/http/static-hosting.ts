import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AllowedMethods } from './allowed-methods';
import { methodNotAllowedMessage, notFoundMessage } from './errors';

/** Paths the server answers itself; they never fall back to the app's index.html. */
const serverPrefixes = ['/api', '/id', '/oidc', '/health', '/files'];

const isServerPath = (pathname: string) =>
  serverPrefixes.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`));

/**
 * Pages with an HTML file of their own instead of the app's index.html: the provider's sign-in step,
 * which a visitor gets without the app (ADR 0020).
 */
const ownPages = [{ prefix: '/sign-in/', file: 'sign-in.html' }];

const wantsHtml = (request: FastifyRequest) =>
  (request.method === 'GET' || request.method === 'HEAD') && /\btext\/html\b/.test(request.headers.accept ?? '');

/**
 * Serves the built portal-app. Vite's hashed files under /assets never change and are cached for a
 * year; everything else (index.html above all) is revalidated so a deployment shows at once.
 * Unknown paths that a browser navigates to get index.html, so the app's router can take them; the
 * sign-in step (/sign-in/…) gets its own page, sign-in.html, when the build has one.
 * The build writes brotli and gzip copies of its text files (ADR 0011): a file is sent in the best
 * encoding the request accepts, with Vary: Accept-Encoding, and nothing is compressed per request.
 *
 * A path the server knows, asked with a method it does not answer, gets 405 and Allow. OPTIONS is answered
 * with 204 and Allow (RFC 9110 9.3.7): the API is same-origin and sends no CORS headers, so a browser's
 * cross-origin preflight still fails, as it should.
 */
export async function registerStaticHosting(
  app: FastifyInstance,
  staticDir: string,
  allowedMethods: AllowedMethods,
): Promise<void> {
  const indexFile = path.join(staticDir, 'index.html');
  const built = existsSync(indexFile);
  const pages = ownPages.filter(({ file }) => existsSync(path.join(staticDir, file)));
  if (built) {
    const assetsDir = path.join(staticDir, 'assets') + path.sep;
    await app.register(fastifyStatic, {
      root: staticDir,
      preCompressed: true,
      cacheControl: false,
      setHeaders: (reply, filePath) => {
        reply.header(
          'cache-control',
          filePath.startsWith(assetsDir) ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
      },
    });
  } else {
    app.log.warn({ staticDir }, `The portal app is not built (${indexFile} is missing); pages answer 503`);
  }

  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    const allowed = allowedMethods(pathname);
    if (allowed.length > 0) {
      reply.header('allow', allowed.join(', '));
      if (request.method === 'OPTIONS') return reply.code(204).send();
      return reply.code(405).send({ message: methodNotAllowedMessage });
    }
    if (!wantsHtml(request) || isServerPath(pathname)) {
      return reply.code(404).send({ message: notFoundMessage });
    }
    if (!built) {
      return reply.code(503).header('cache-control', 'no-store').send({
        message: 'The portal app has not been built. Run "pnpm build" or point STATIC_DIR at a build.',
      });
    }
    return reply.sendFile(pages.find(({ prefix }) => pathname.startsWith(prefix))?.file ?? 'index.html');
  });
}
