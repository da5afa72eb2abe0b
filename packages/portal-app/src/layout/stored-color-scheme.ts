import { isColorScheme, type ColorScheme } from '@eventsuite/design-system';

/** Where the user's colour scheme is remembered in this browser; the sign-in page reads it too. */
export const colorSchemeStorageKey = 'eventsuite.colorScheme';

/** The user's choice remembered in this browser; 'system' until they choose. */
export function storedColorScheme(): ColorScheme {
  try {
    const stored = localStorage.getItem(colorSchemeStorageKey);
    return isColorScheme(stored) ? stored : 'system';
  } catch {
    // No storage (e.g. blocked by the browser): follow the system.
    return 'system';
  }
}
