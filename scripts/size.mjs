// Prints the gzip size of the JS and CSS the browser loads for each first screen and fails above its
// budget (ADR 0006, ADR 0011, ADR 0020). A first screen is index.html's entry (the boot step) with
// everything it imports statically and the CSS of those chunks, plus the lazy chunks (with their static
// imports) that screen always requests: for a visitor the sign-in page, which the boot step renders
// after starting the sign-in itself, and the English catalogue; for the signed-in dashboard the app
// (main.tsx), the catalogue, the dashboard, the session code and the signed-in chrome.
// e2e/tests/first-screen.spec.ts shows that a visitor requests nothing else: no app, no signed-in chunk.
// Both also count the other scripts index.html loads (the stored-session hint).
// Run after `pnpm build`; reads Vite's manifest.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const kB = 1024;
// The English catalogue's key is a virtual module id in production builds (compiled messages).
const english = /src\/i18n\/en(\.json)?$/;
const firstScreens = [
  {
    name: 'sign-in screen (visitor)',
    lazy: [english, /src\/app\/sign-in-page\.tsx$/, /src\/boot\/visitor-sign-in\.ts$/],
    budget: { js: 114 * kB, css: 25 * kB },
  },
  {
    name: 'dashboard (signed in)',
    lazy: [
      /src\/main\.tsx$/,
      english,
      /src\/features\/dashboard\/DashboardScreen\.tsx$/,
      // Its catalogue part, loaded with the screen.
      /src\/i18n\/en\.dashboard(\.json)?$/,
      /src\/session\/oidc-session\.ts$/,
      /src\/layout\/SignedInChrome\.tsx$/,
      /src\/features\/notifications\/NotificationsWidget\.tsx$/,
      /src\/features\/dashboard\/UnreadNotifications\.tsx$/,
      // Loaded after the paint for an admin who may view companies only: counted, so the budget holds for them.
      /src\/features\/dashboard\/WaitingVerifications\.tsx$/,
    ],
    budget: { js: 170 * kB, css: 28 * kB },
  },
];

const distDir = join(import.meta.dirname, '..', 'packages', 'portal-app', 'dist');
const manifest = JSON.parse(readFileSync(join(distDir, '.vite', 'manifest.json'), 'utf8'));
const indexHtml = readFileSync(join(distDir, 'index.html'), 'utf8');

function filesOf(lazyPatterns) {
  const seen = new Set();
  const files = { js: new Set(), css: new Set() };
  const collect = (key) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) throw new Error(`Not in the manifest: ${key}`);
    files.js.add(chunk.file);
    for (const css of chunk.css ?? []) files.css.add(css);
    for (const imported of chunk.imports ?? []) collect(imported);
  };
  collect('index.html');
  // Scripts index.html loads besides the entry (the stored-session hint, vite.config.ts): every screen.
  for (const [, src] of indexHtml.matchAll(/<script\b[^>]*\bsrc="\/([^"]+)"/g)) {
    if (src !== manifest['index.html'].file) files.js.add(src);
  }
  for (const pattern of lazyPatterns) {
    const key = Object.keys(manifest).find((candidate) => pattern.test(candidate));
    if (!key) throw new Error(`No chunk in the manifest matches ${pattern}`);
    collect(key);
  }
  return files;
}

const gzipSize = (file) => gzipSync(readFileSync(join(distDir, file)), { level: 9 }).length;
const format = (bytes) => `${(bytes / kB).toFixed(1)} kB`;
let failed = false;
for (const screen of firstScreens) {
  const files = filesOf(screen.lazy);
  for (const kind of ['js', 'css']) {
    const sizes = [...files[kind]].map((file) => [file, gzipSize(file)]).sort((a, b) => b[1] - a[1]);
    const total = sizes.reduce((sum, [, size]) => sum + size, 0);
    console.log(`${screen.name}, ${kind.toUpperCase()}: ${format(total)} gzip (budget ${format(screen.budget[kind])})`);
    for (const [file, size] of sizes) console.log(`  ${format(size).padStart(9)}  ${file}`);
    if (total > screen.budget[kind]) {
      console.error(`  over budget by ${format(total - screen.budget[kind])}`);
      failed = true;
    }
  }
}
process.exit(failed ? 1 : 0);
