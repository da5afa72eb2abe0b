// sign-in.html's entry: the sign-in page for a browser that opens /sign-in/:uid (ADR 0020).
import { requestRuntimeConfig } from './api/runtime-config-request';
import { renderSignInPage } from './app/sign-in-page';
import { watchInputModality } from './layout/input-modality';

// How the person signs in tells the app's first page whether its heading's focus ring is wanted.
watchInputModality();
renderSignInPage(await requestRuntimeConfig());
