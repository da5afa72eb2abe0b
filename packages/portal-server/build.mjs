// Bundles the server into dist/main.js. Workspace packages (api-contract) are compiled in; every
// registry dependency stays external and is loaded from node_modules at run time, which PGlite needs
// anyway so that its wasm and data files resolve next to its own code. Migrations are read from
// ../migrations relative to the bundle (see src/paths.ts), so dist needs no copy of them.
import { readFile } from 'node:fs/promises';
import { build } from 'esbuild';

const pkg = JSON.parse(await readFile(new URL('./package.json', import.meta.url), 'utf8'));

await build({
  entryPoints: ['src/main.ts'],
  outfile: 'dist/main.js',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node22',
  sourcemap: true,
  external: Object.keys(pkg.dependencies ?? {}),
  logLevel: 'warning',
});
