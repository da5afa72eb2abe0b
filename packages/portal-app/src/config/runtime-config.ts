import { messageLanguages, type RuntimeConfig } from '@eventsuite/api-contract';
import { atom } from 'jotai';
import { setApiBaseUrl } from '../api/client';
import { requestRuntimeConfig } from '../api/runtime-config-request';

/** Loads /config.json from the serving origin; the API may live elsewhere (its apiBaseUrl). */
export async function loadRuntimeConfig(): Promise<RuntimeConfig> {
  const config = await requestRuntimeConfig();
  setApiBaseUrl(config.apiBaseUrl);
  return config;
}

/** Set before the first render; screens read the product name and identity settings from it. */
export const runtimeConfigAtom = atom<RuntimeConfig>({
  apiBaseUrl: '',
  oidc: { authority: '', clientId: '' },
  productName: 'Eventsuite',
  signUp: false,
  accessibilityContact: null,
  supportedLanguages: [...messageLanguages],
});
