import { createContext, useContext } from 'react';
import type { Appearance } from './appearance';

/**
 * Radix Themes' settings of the Eventsuite look. The root theme (ThemeProvider) writes them as Radix's
 * `Theme` would; each `RadixThemeScope` hands them to Radix's `Theme` for the components that read them.
 */
export const radixThemeSettings = {
  accentColor: 'amber',
  grayColor: 'gray',
  panelBackground: 'translucent',
  radius: 'medium',
  scaling: '100%',
} as const;

/** The appearance the tree is shown in, set by ThemeProvider. */
export const AppearanceContext = createContext<Appearance>('light');

export const useAppearance = () => useContext(AppearanceContext);
