// Prints the gzip size of the JS and CSS the browser loads for the first screen and fails above the
// budget: the entry chunk, everything it imports statically, the CSS of those chunks, plus the lazy
// chunks every first visit also loads (the English catalogue and the dashboard route).
// Run after `pnpm build`; reads Vite's manifest.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const budget = { js: 130 * 1024, css: 30 * 1024 };
const distDir = join(import.meta.dirname, '..', 'packages', 'portal-app', 'dist');
const manifest = JSON.parse(readFileSync(join(distDir, '.vite', 'manifest.json'), 'utf8'));

// The English catalogue's key is a virtual module id in production builds (compiled messages).
const alwaysLoadedLazy = [/src\/i18n\/en(\.json)?$/, /src\/features\/dashboard\/DashboardScreen\.tsx$/];
const seen = new Set();
const files = { js: new Set(), css: new Set() };

function collect(key) {
  if (seen.has(key)) return;
  seen.add(key);
  const chunk = manifest[key];
  if (!chunk) throw new Error(`Not in the manifest: ${key}`);
  files.js.add(chunk.file);
  for (const css of chunk.css ?? []) files.css.add(css);
  for (const imported of chunk.imports ?? []) collect(imported);
}

collect('index.html');
for (const pattern of alwaysLoadedLazy) {
  const key = Object.keys(manifest).find((candidate) => pattern.test(candidate));
  if (!key) throw new Error(`No chunk in the manifest matches ${pattern}`);
  collect(key);
}

const gzipSize = (file) => gzipSync(readFileSync(join(distDir, file)), { level: 9 }).length;
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} kB`;
let failed = false;
for (const kind of ['js', 'css']) {
  const sizes = [...files[kind]].map((file) => [file, gzipSize(file)]).sort((a, b) => b[1] - a[1]);
  const total = sizes.reduce((sum, [, size]) => sum + size, 0);
  console.log(`${kind.toUpperCase()} first screen: ${kb(total)} gzip (budget ${kb(budget[kind])})`);
  for (const [file, size] of sizes) console.log(`  ${kb(size).padStart(9)}  ${file}`);
  if (total > budget[kind]) {
    console.error(`  over budget by ${kb(total - budget[kind])}`);
    failed = true;
  }
}
process.exit(failed ? 1 : 0);
