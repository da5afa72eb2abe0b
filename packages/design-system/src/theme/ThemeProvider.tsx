import { useLayoutEffect, type ReactNode } from 'react';
import { applyAppearanceToDocument, type Appearance } from './appearance';
import { AppearanceContext, radixThemeSettings } from './theme-settings';
import './global.css';
import './tokens.css';

export interface ThemeProviderProps {
  appearance?: Appearance;
  children: ReactNode;
}

/**
 * The theme root with the Eventsuite tokens; every screen and story renders inside it. It gives the
 * document its appearance too, so the page around the tree matches.
 *
 * The root element carries the class and attributes Radix Themes' root `Theme` would render, so every
 * Radix component below is styled as in Radix's root. It is not Radix's `Theme`, whose module brings
 * Radix's tooltip and popper layer (about 15 kB gzip) into every first screen (ADR 0011): the components
 * that need Radix's theme context (portalled dialogs, menus, popovers, selects, tooltips) get it from a
 * `RadixThemeScope` of their own, which follows this root's appearance.
 */
export function ThemeProvider({ appearance = 'light', children }: ThemeProviderProps) {
  useLayoutEffect(() => applyAppearanceToDocument(appearance), [appearance]);
  const { accentColor, grayColor, panelBackground, radius, scaling } = radixThemeSettings;
  return (
    <AppearanceContext.Provider value={appearance}>
      <div
        className={`radix-themes ${appearance}`}
        data-is-root-theme="true"
        data-accent-color={accentColor}
        data-gray-color={grayColor}
        data-has-background="true"
        data-panel-background={panelBackground}
        data-radius={radius}
        data-scaling={scaling}
      >
        {children}
      </div>
    </AppearanceContext.Provider>
  );
}
