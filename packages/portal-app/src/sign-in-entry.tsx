// sign-in.html's entry: the sign-in page for a browser that opens /sign-in/:uid (ADR 0020).
import { requestRuntimeConfig } from './api/runtime-config-request';
import { renderSignInPage } from './app/sign-in-page';

renderSignInPage(await requestRuntimeConfig());
// How the person signs in (keyboard or pointer) tells the app's first page whether its heading's focus
// ring is wanted; recorded from after the paint, before anyone could press or click.
void import('./layout/watch-input-modality').then((module) => module.watchInputModality());
