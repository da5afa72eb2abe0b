// sign-in.html's entry: the sign-in page for a browser that opens /sign-in/:uid (ADR 0020).
import { requestRuntimeConfig } from './api/runtime-config-request';
import { renderSignInPage } from './app/sign-in-page';

renderSignInPage(await requestRuntimeConfig());
