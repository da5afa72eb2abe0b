import { startTransition, useEffect, useState } from 'react';

/**
 * False until the frame after the component's first paint. A first screen renders what it can do
 * without then, and starts lazy parts (their chunks and requests) once the screen has painted, so its
 * largest paint neither waits for them nor shares the network with them.
 */
export function usePainted(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    let idle: number | undefined;
    // A transition, so that React renders the lazy parts in slices: an update from an idle callback
    // would otherwise render them in one task.
    const showLazyParts = () => startTransition(() => setPainted(true));
    // The animation frame runs before the next paint, the timer's task after it; the idle callback once
    // the browser has shown that frame and has nothing more urgent (the paint is reported when the frame
    // is on screen, a little after the timer's task).
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => {
        if (typeof requestIdleCallback === 'function') idle = requestIdleCallback(showLazyParts, { timeout: 500 });
        else showLazyParts();
      });
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
      if (idle !== undefined) cancelIdleCallback(idle);
    };
  }, []);
  return painted;
}
