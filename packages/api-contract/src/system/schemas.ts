import { z } from 'zod/mini';
import { builtOnFirstUse } from '../built-on-first-use';

export const healthSchema = builtOnFirstUse(() =>
  z.object({
    status: z.enum(['ok', 'error']),
    database: z.enum(['ok', 'error']),
  }),
);
export type Health = z.infer<typeof healthSchema>;

/** Runtime configuration the server hands to the app at /config.json. */
export const runtimeConfigSchema = builtOnFirstUse(() =>
  z.object({
    /** Origin (and optional path prefix) the endpoint paths are relative to, without a trailing slash. */
    apiBaseUrl: z.string(),
    oidc: z.object({
      authority: z.string(),
      clientId: z.string(),
    }),
    productName: z.string(),
    /** The accessibility statement's feedback address (ACCESSIBILITY_CONTACT); null: the imprint's. */
    accessibilityContact: z.nullable(z.string()),
    /** Whether "Create an account" is offered on the sign-in page (SIGN_UP). */
    signUp: z.boolean(),
    /** The interface languages people may choose (the admin's supported-languages), English always. */
    supportedLanguages: z.array(z.string()),
  }),
);
export type RuntimeConfig = z.infer<typeof runtimeConfigSchema>;
