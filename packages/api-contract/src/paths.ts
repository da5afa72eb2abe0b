/**
 * Paths a client needs before it loads anything else. This module has no zod import, so the app's
 * first screen can use it without carrying the schemas.
 */
export const runtimeConfigPath = '/config.json';
