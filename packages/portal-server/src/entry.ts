// The server process's entry (dist/main.js). Compiling the bundle took some 150 ms of every start; with
// Node's compile cache (in the system's temporary folder, keyed by the bundle's content) a later start
// reads V8's code instead (ADR 0026). Where the cache cannot be written, the bundle is compiled as before.
import module from 'node:module';

module.enableCompileCache();
// A name in a variable: the bundle exists only in dist, next to this file, once built.
const bundle = './server.js';
await import(bundle);
