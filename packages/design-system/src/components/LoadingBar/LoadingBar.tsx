import { useEffect, useState, useSyncExternalStore } from 'react';
import * as styles from './LoadingBar.css';

export { LOADING_BAR_DURATION_MS } from './LoadingBar.css';

/** Spec §9: the bar only shows for requests still running after 200 ms, so fast ones do not flash it. */
export const LOADING_BAR_THROTTLE_MS = 200;

interface RequestsSnapshot {
  inFlight: number;
  /** Whether a request of the current batch (since the counter last left 0) failed. */
  failed: boolean;
}

// Module-level counter, so a fetch wrapper outside React can report its requests.
let counted: RequestsSnapshot = { inFlight: 0, failed: false };
// What the bar renders: the count as it was a task after its last change. Requests often start inside
// React's work (a layout effect of a screen's data hook); were the bar told at once, React would
// render it synchronously there and run every pending effect in the same long task. The bar waits
// 200 ms before it shows anyway.
let snapshot = counted;
let publishing: ReturnType<typeof setTimeout> | undefined;
const listeners = new Set<() => void>();

function publish(next: RequestsSnapshot) {
  counted = next;
  publishing ??= setTimeout(() => {
    publishing = undefined;
    snapshot = counted;
    for (const listener of listeners) listener();
  });
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const getSnapshot = () => snapshot;

/** Call when a request starts; pair every call with requestFinished. */
export function requestStarted() {
  publish({ inFlight: counted.inFlight + 1, failed: counted.inFlight === 0 ? false : counted.failed });
}

/** Call when a request ends; a failed request turns the bar red. */
export function requestFinished({ failed = false }: { failed?: boolean } = {}) {
  publish({ inFlight: Math.max(0, counted.inFlight - 1), failed: counted.failed || failed });
}

/**
 * Starts the count afresh. Only for story runs whose files share one page: a story's request that is never
 * answered (a "saving" state) would otherwise keep the bar busy in every story after it.
 */
export function forgetRequestsInFlight() {
  clearTimeout(publishing);
  publishing = undefined;
  counted = snapshot = { inFlight: 0, failed: false };
  for (const listener of listeners) listener();
}

/** Fixed states for stories and screenshots; 'complete' and 'failed' show the full bar without fading. */
export const loadingBarStates = ['idle', 'loading', 'complete', 'failed'] as const;
export type LoadingBarState = (typeof loadingBarStates)[number];

type Phase = 'idle' | 'starting' | 'loading' | 'done';

export interface LoadingBarProps {
  /** Accessible name of the progress bar, e.g. "Loading". */
  label: string;
  /** Shows a fixed state instead of following requestStarted / requestFinished. */
  state?: LoadingBarState;
}

/**
 * The 3px progress bar at the top of the window while requests are in flight (spec §2).
 *
 * - **Use it** once per app; the fetch wrapper reports each request with `requestStarted` and `requestFinished`.
 *   It shows only for requests still running after 200 ms, creeps towards the end over 5000 ms (spec §9), fills
 *   when they are done and turns red when one of them failed.
 * - **Not for** the loading of one section (its own loading text) or one action (Button's `busy`). The red bar
 *   is no message: say what failed on the screen or in a toast ("Request failed.").
 * - **Accessibility:** an indeterminate `progressbar` named by `label` ("Loading"), `aria-busy` while loading. It
 *   is not announced by itself, and its red is colour alone: screen reader users learn the outcome from the screen
 *   or a toast.
 */
export function LoadingBar({ label, state }: LoadingBarProps) {
  const requests = useSyncExternalStore(subscribe, getSnapshot, getSnapshot);
  const [phase, setPhase] = useState<Phase>('idle');
  const busy = requests.inFlight > 0;

  // Once the counter is back to 0 a running bar completes; it goes idle when its fade-out ends. New
  // requests during the fade-out pick the bar up again without waiting for the throttle.
  const current: Phase = !busy && (phase === 'starting' || phase === 'loading') ? 'done' : phase;

  useEffect(() => {
    if (!busy || current !== 'idle') return;
    const timer = setTimeout(() => setPhase('starting'), LOADING_BAR_THROTTLE_MS);
    return () => clearTimeout(timer);
  }, [busy, current]);

  // Let the browser paint the empty bar once, so the creep towards 90% is animated.
  useEffect(() => {
    if (current !== 'starting') return;
    let frame = requestAnimationFrame(() => {
      frame = requestAnimationFrame(() => setPhase('loading'));
    });
    return () => cancelAnimationFrame(frame);
  }, [current]);

  const shown = state ? (state === 'idle' ? null : state) : current === 'idle' ? null : current;
  if (!shown) return null;

  const failed = state ? state === 'failed' : requests.failed;
  const phaseClass = shown === 'failed' ? styles.phase.complete : styles.phase[shown];
  const loading = shown === 'starting' || shown === 'loading';

  // Its own labelled region while it shows: it sits outside the page's other landmarks (WCAG 1.3.1).
  return (
    <section aria-label={label}>
      <div
        className={styles.root}
        role="progressbar"
        aria-label={label}
        aria-busy={loading}
        aria-valuemin={0}
        aria-valuemax={100}
        data-state={failed ? 'failed' : loading ? 'loading' : 'complete'}
      >
        <div
          className={`${styles.bar} ${phaseClass}${failed ? ` ${styles.failed}` : ''}`}
          onTransitionEnd={(event) => {
            if (!state && current === 'done' && event.propertyName === 'opacity') setPhase('idle');
          }}
        />
      </div>
    </section>
  );
}
