import { startTransition, StrictMode, Suspense, type ReactNode } from 'react';
import type { Root } from 'react-dom/client';

/**
 * Renders a page's first screen (the app's, the sign-in page's) into `root`. As a transition React
 * renders it in slices of a few milliseconds and gives the browser its turn between them, instead of
 * in one long task that would block input (ADR 0011).
 */
export function renderFirstScreen(root: Root, screen: ReactNode): void {
  startTransition(() =>
    root.render(
      <StrictMode>
        <Suspense>{screen}</Suspense>
      </StrictMode>,
    ),
  );
}
