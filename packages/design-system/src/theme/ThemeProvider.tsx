import { Theme } from '@radix-ui/themes';
import { useLayoutEffect, type ReactNode } from 'react';
import { applyAppearanceToDocument, type Appearance } from './appearance';
import './global.css';
import './tokens.css';

export interface ThemeProviderProps {
  appearance?: Appearance;
  children: ReactNode;
}

/**
 * Radix Themes root with the Eventsuite tokens; every screen and story renders inside it. It gives
 * the document its appearance too, so the page around the tree matches.
 */
export function ThemeProvider({ appearance = 'light', children }: ThemeProviderProps) {
  useLayoutEffect(() => applyAppearanceToDocument(appearance), [appearance]);
  return (
    <Theme appearance={appearance} accentColor="amber" grayColor="gray" radius="medium" scaling="100%">
      {children}
    </Theme>
  );
}
