import { lazy, type ComponentType } from 'react';
import type * as SignedInChromeModule from './SignedInChrome';
import type { MenuToggleProps, PortalTopBarProps } from './SignedInChrome';

type SignedInChrome = typeof SignedInChromeModule;

let loadedChrome: SignedInChrome | undefined;

/**
 * The signed-in chrome is a chunk of its own, so that the sign-in screen and the other signed-out
 * screens do not carry its menus and popovers. Guarded navigations load it while the session is
 * restored (restoreSession), so it is there when the first signed-in screen renders.
 */
export const preloadSignedInChrome = () =>
  import('./SignedInChrome').then((chrome) => {
    loadedChrome = chrome;
    return chrome;
  });

/**
 * One part of the chrome. Once its chunk is there it renders at once, in the same render as the screen;
 * through React.lazy it would suspend on its first render even then, and React would render the chrome
 * again after the screen's commit, in one long task that blocks input (ADR 0011). Before the chunk is
 * there (a story, a screen shown without the guards) it loads lazily: render it inside Suspense.
 */
function chromePart<Props extends object>(pick: (chrome: SignedInChrome) => ComponentType<Props>) {
  const LazyPart = lazy(() => preloadSignedInChrome().then((chrome) => ({ default: pick(chrome) })));
  return function ChromePart(props: Props) {
    const Part = loadedChrome ? pick(loadedChrome) : LazyPart;
    return <Part {...props} />;
  };
}

export const ChromeTopBar = chromePart<PortalTopBarProps>((chrome) => chrome.PortalTopBar);
export const ChromeSidebar = chromePart<object>((chrome) => chrome.PortalSidebar);
export const ChromeMobileMenu = chromePart<MenuToggleProps>((chrome) => chrome.PortalMobileMenu);
