import {
  createContext,
  lazy,
  Suspense,
  useCallback,
  useContext,
  useEffect,
  useId,
  useState,
  type ReactNode,
} from 'react';
import { useBlocker, type Location } from 'react-router';

// Only opened once something is blocked: the dialog's code is not part of the first screen.
const UnsavedChangesDialog = lazy(() => import('./UnsavedChangesDialog'));

type ReportDirty = (formId: string, dirty: boolean) => void;

const UnsavedChangesContext = createContext<ReportDirty | null>(null);

const leavesScreen = (current: Location, next: Location) =>
  current.pathname !== next.pathname || current.search !== next.search;

/**
 * Guards navigation while any form below has unsaved changes (spec §4): a navigation in the app asks
 * in a dialog first, a reload or closing the tab gets the browser's own warning. Mounted by the root
 * layout; forms report to it with useUnsavedChangesGuard. react-router runs only one blocker at a
 * time, so a provider inside another one leaves the guarding to the outer one.
 */
export function UnsavedChangesProvider({ children }: { children: ReactNode }) {
  return useContext(UnsavedChangesContext) ? children : <UnsavedChangesGuard>{children}</UnsavedChangesGuard>;
}

function UnsavedChangesGuard({ children }: { children: ReactNode }) {
  const [dirtyForms, setDirtyForms] = useState<ReadonlySet<string>>(() => new Set());
  const report = useCallback<ReportDirty>((formId, dirty) => {
    setDirtyForms((current) => {
      if (current.has(formId) === dirty) return current;
      const next = new Set(current);
      if (dirty) next.add(formId);
      else next.delete(formId);
      return next;
    });
  }, []);
  const dirty = dirtyForms.size > 0;

  const blocker = useBlocker(
    useCallback(({ currentLocation, nextLocation }) => dirty && leavesScreen(currentLocation, nextLocation), [dirty]),
  );

  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers show their warning only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  return (
    <UnsavedChangesContext value={report}>
      {children}
      {blocker.state === 'blocked' ? (
        <Suspense>
          <UnsavedChangesDialog onLeave={() => blocker.proceed()} onStay={() => blocker.reset()} />
        </Suspense>
      ) : null}
    </UnsavedChangesContext>
  );
}

/** Reports a form's unsaved changes to the UnsavedChangesProvider above it (none: nothing guarded). */
export function useUnsavedChangesGuard(dirty: boolean) {
  const report = useContext(UnsavedChangesContext);
  const formId = useId();
  useEffect(() => {
    if (!report) return;
    report(formId, dirty);
    return () => report(formId, false);
  }, [report, formId, dirty]);
}
