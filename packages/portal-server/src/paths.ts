import { fileURLToPath } from 'node:url';

// This module sits one folder below the package root both as source (src/paths.ts) and inside the
// bundle (dist/main.js), so the same relative URL finds the package root in development and production.
export const packageRoot = fileURLToPath(new URL('..', import.meta.url));
export const migrationsDir = fileURLToPath(new URL('../migrations/', import.meta.url));
export const defaultStaticDir = fileURLToPath(new URL('../../portal-app/dist/', import.meta.url));
