import { test as base, expect } from '@playwright/test';
import { startProduct } from './server-process';

/**
 * Chromium's own line for every response with an error status. A refusal the journey asks for (a wrong
 * password, a locked account) is answered with a 4xx, and the browser logs it whatever the app does
 * with the answer; the app's own log names the statuses it did not expect. A 5xx stays a failure.
 */
const answeredRefusal = /^Failed to load resource: the server responded with a status of 4\d\d\b/;

/** E2E_PORT is the first port of a run; each worker takes `portsPerWorker` ports from there on. */
const firstPort = Number(process.env.E2E_PORT ?? 4310);
const portsPerWorker = 4;

export interface WorkerPorts {
  /** The port of the worker's own product. */
  product: number;
  /** Two more ports of the worker's own, for the extra servers of the scale-out and passkey journeys. */
  spare: [number, number];
  /** The single sign-on journeys' product, which lives as long as the worker (company-saml.spec.ts). */
  saml: number;
}

/**
 * The `test` of every journey. Each worker starts the built product of its own (fresh data folder, demo
 * data, its own ports) and its journeys run against it, one after another, so journeys of different
 * workers never see each other's changes to the demo users. `baseURL` is that product's address.
 *
 * A journey fails when a page of the test's browser context logs an error or a warning to the console,
 * or throws an uncaught error. Nothing else is allowed: a message the app causes on purpose is a bug in
 * the app, not an entry for this list.
 */
// A fixture's second parameter is named `provide`, not Playwright's `use`, which the React hooks rule
// would take for React's.
export const test = base.extend<{ cleanConsole: void }, { workerPorts: WorkerPorts; product: { url: string } }>({
  workerPorts: [
    // parallelIndex, not workerIndex: a worker that replaces a failed one takes over its ports.
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern
    async ({}, provide, workerInfo) => {
      const first = firstPort + workerInfo.parallelIndex * portsPerWorker;
      await provide({ product: first, spare: [first + 1, first + 2], saml: first + 3 });
    },
    { scope: 'worker' },
  ],
  product: [
    async ({ workerPorts }, provide) => {
      const product = await startProduct(workerPorts.product);
      try {
        await provide({ url: product.url });
      } finally {
        await product.stop();
      }
    },
    { scope: 'worker', timeout: 180_000 },
  ],
  baseURL: async ({ product }, provide) => provide(product.url),
  cleanConsole: [
    async ({ context }, provide) => {
      const problems: string[] = [];
      context.on('console', (message) => {
        if (message.type() !== 'error' && message.type() !== 'warning') return;
        if (answeredRefusal.test(message.text())) return;
        const { url, lineNumber } = message.location();
        problems.push(`console ${message.type()}: ${message.text()} (${url}:${lineNumber})`);
      });
      context.on('weberror', (error) => problems.push(`uncaught: ${error.error().message}`));
      await provide();
      expect(problems, 'the browser console stays clean').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
