import { runtimeConfigPath, type RuntimeConfig } from '@eventsuite/api-contract';
import { takeEarlyConfig } from './early-answers';

/**
 * Reads /config.json before the app renders. This is the one request of the first screen, and the
 * only one checked by hand instead of with the contract's zod schema: zod costs 22 kB gzip, which
 * the first screen cannot carry (ADR 0005). Every later request is parsed by callEndpoint.
 */
export async function requestRuntimeConfig(): Promise<RuntimeConfig> {
  // A tab holding a session may have asked for it already, while the entry loaded (early-answers.ts).
  const response =
    (await takeEarlyConfig()) ?? (await fetch(runtimeConfigPath, { headers: { Accept: 'application/json' } }));
  if (!response.ok) throw new Error(`Cannot load ${runtimeConfigPath}: ${response.status}`);
  const config: unknown = await response.json();
  if (!isRuntimeConfig(config)) throw new Error(`${runtimeConfigPath} does not have the expected shape`);
  return config;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

export function isRuntimeConfig(value: unknown): value is RuntimeConfig {
  return (
    isRecord(value) &&
    typeof value.apiBaseUrl === 'string' &&
    typeof value.productName === 'string' &&
    typeof value.signUp === 'boolean' &&
    isRecord(value.oidc) &&
    typeof value.oidc.authority === 'string' &&
    typeof value.oidc.clientId === 'string'
  );
}
