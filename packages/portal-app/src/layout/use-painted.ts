import { useEffect, useState } from 'react';

/**
 * False until the frame after the component's first paint. A first screen renders what it can do
 * without then, and starts lazy parts (their chunks and requests) once the screen has painted, so its
 * largest paint neither waits for them nor shares the network with them.
 */
export function usePainted(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    // The animation frame runs before the next paint, the timer's task after it.
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => setPainted(true));
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, []);
  return painted;
}
