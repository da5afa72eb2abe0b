// Bundles the server into dist/server.js: our code, api-contract and the registry dependencies in one file,
// so that a start reads and compiles one module instead of resolving some thousand files in node_modules
// (ADR 0010: most of a start went there). Two dependencies stay external and load from node_modules at
// run time: PGlite, whose wasm and data files resolve next to its own code, and sharp, a native add-on
// loaded with the first avatar. Migrations are read from ../migrations relative to the bundle (see
// src/paths.ts), so dist needs no copy of them. dist/main.js, the process's entry (src/entry.ts), keeps
// V8's compiled code of the bundle between starts, then loads it (ADR 0026).
import { rmSync } from 'node:fs';
import { build } from 'esbuild';

rmSync('dist', { recursive: true, force: true });

await build({
  entryPoints: ['src/main.ts'],
  outfile: 'dist/server.js',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node22',
  sourcemap: true,
  // pg-native is pg's optional native driver, which we do not use.
  external: ['@electric-sql/pglite', 'sharp', 'pg-native'],
  // Bundled CommonJS packages call require() for Node's own modules; an ES module has no require of its own.
  banner: {
    js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
  },
  logLevel: 'warning',
});

await build({
  entryPoints: ['src/entry.ts'],
  outfile: 'dist/main.js',
  platform: 'node',
  format: 'esm',
  target: 'node22',
  logLevel: 'warning',
});
