import { Theme } from '@radix-ui/themes';
import type { ReactNode } from 'react';
import './global.css';
import './tokens.css';

export const appearances = ['light', 'dark'] as const;
export type Appearance = (typeof appearances)[number];

export interface ThemeProviderProps {
  appearance?: Appearance;
  children: ReactNode;
}

/** Radix Themes root with the Eventsuite tokens; every screen and story renders inside it. */
export function ThemeProvider({ appearance = 'light', children }: ThemeProviderProps) {
  return (
    <Theme appearance={appearance} accentColor="amber" grayColor="gray" radius="medium" scaling="100%">
      {children}
    </Theme>
  );
}
