import { test as base, expect } from '@playwright/test';

/**
 * Chromium's own line for every response with an error status. A refusal the journey asks for (a wrong
 * password, a locked account) is answered with a 4xx, and the browser logs it whatever the app does
 * with the answer; the app's own log names the statuses it did not expect. A 5xx stays a failure.
 */
const answeredRefusal = /^Failed to load resource: the server responded with a status of 4\d\d\b/;

/**
 * The `test` of every journey: it fails when a page of the test's browser context logs an error or a
 * warning to the console, or throws an uncaught error. Nothing else is allowed: a message the app
 * causes on purpose is a bug in the app, not an entry for this list.
 */
export const test = base.extend<{ cleanConsole: void }>({
  cleanConsole: [
    async ({ context }, use) => {
      const problems: string[] = [];
      context.on('console', (message) => {
        if (message.type() !== 'error' && message.type() !== 'warning') return;
        if (answeredRefusal.test(message.text())) return;
        const { url, lineNumber } = message.location();
        problems.push(`console ${message.type()}: ${message.text()} (${url}:${lineNumber})`);
      });
      context.on('weberror', (error) => problems.push(`uncaught: ${error.error().message}`));
      await use();
      expect(problems, 'the browser console stays clean').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
