import { setupWorker } from 'msw/browser';

/** Requests for the portal's server: a story must answer each one with a handler. */
function isServerRequest(url: string): boolean {
  const { pathname } = new URL(url);
  return pathname.startsWith('/api/') || pathname.startsWith('/id/') || pathname.startsWith('/oidc/');
}

/**
 * Starts Mock Service Worker for the stories. A request to the portal's server that no handler of the
 * story answers fails (the request errors and the console names it): Storybook has no server behind
 * those paths, and bypassing would hand the screen Storybook's HTML fallback instead of a clear
 * failure. Everything else (Vite modules, fonts, Storybook's own requests) goes through untouched.
 */
export async function startMockServiceWorker() {
  const worker = setupWorker();
  await worker.start({
    quiet: true,
    onUnhandledFrame: async ({ frame, defaults }) => {
      const request = (frame.data as { request?: Request }).request;
      if (frame.protocol !== 'http' || !request || !isServerRequest(request.url)) return;
      await defaults.error();
      throw new Error(`No story handler for ${request.method} ${request.url}`);
    },
  });
  return worker;
}
