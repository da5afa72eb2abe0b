import { resolveAppearance, ThemeProvider, useSystemAppearance, type ColorScheme } from '@eventsuite/design-system';
import { atom, useAtomValue } from 'jotai';
import type { ReactNode } from 'react';
import { colorSchemeStorageKey, storedColorScheme } from './stored-color-scheme';

const chosenColorSchemeAtom = atom<ColorScheme>(storedColorScheme());

/** The chosen colour scheme; setting it also remembers it in localStorage. */
export const colorSchemeAtom = atom(
  (get) => get(chosenColorSchemeAtom),
  (_get, set, scheme: ColorScheme) => {
    set(chosenColorSchemeAtom, scheme);
    try {
      localStorage.setItem(colorSchemeStorageKey, scheme);
    } catch {
      // Not remembered; the choice holds until the page is left.
    }
  },
);

/** The theme in the chosen colour scheme, following the system's appearance for 'system'. */
export function ColorSchemeTheme({ children }: { children: ReactNode }) {
  const appearance = resolveAppearance(useAtomValue(colorSchemeAtom), useSystemAppearance());
  return <ThemeProvider appearance={appearance}>{children}</ThemeProvider>;
}
