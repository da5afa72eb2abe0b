import { atom, useSetAtom } from 'jotai';
import { useEffect } from 'react';

/** The name of what the current page shows (an app, a location, a person), for the document title. */
export const pageObjectNameAtom = atom<string | null>(null);

/**
 * Names the object of the page that calls it in the document title, "Eventsuite - Crew Planner - App"
 * rather than a bare "App"; the name leaves with the page. Undefined while the object loads.
 */
export function usePageObjectName(name: string | undefined): void {
  const setName = useSetAtom(pageObjectNameAtom);
  useEffect(() => {
    setName(name ?? null);
    return () => setName(null);
  }, [name, setName]);
}
