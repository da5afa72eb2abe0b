import { lazy } from 'react';

/**
 * The signed-in chrome is a chunk of its own, so that the sign-in screen and the other signed-out
 * screens do not carry its menus and popovers. Guarded navigations start loading it while the
 * session is restored, so it is there when the first signed-in screen renders.
 */
export const preloadSignedInChrome = () => import('./SignedInChrome');

export const LazyTopBar = lazy(() => preloadSignedInChrome().then((chrome) => ({ default: chrome.PortalTopBar })));
export const LazySidebar = lazy(() => preloadSignedInChrome().then((chrome) => ({ default: chrome.PortalSidebar })));
export const LazyMobileMenu = lazy(() =>
  preloadSignedInChrome().then((chrome) => ({ default: chrome.PortalMobileMenu })),
);
