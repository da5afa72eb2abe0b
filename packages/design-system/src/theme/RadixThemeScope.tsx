import { Theme } from '@radix-ui/themes';
import type { ReactNode } from 'react';
import { scope } from './radix-theme-scope.css';
import { radixThemeSettings, useAppearance } from './theme-settings';

/**
 * Radix Themes' `Theme` in the root theme's appearance and settings, around a component that needs its
 * context: portalled content (dialogs, menus, popovers, selects) reads the appearance and accent from it,
 * and tooltips need the tooltip provider it brings. Only those components import it, so Radix's tooltip
 * and popper layer loads with them, not with every first screen (ThemeProvider). Its element takes no box
 * of its own (display: contents): the wrapped component lays out as if it were not there.
 */
export function RadixThemeScope({ children }: { children: ReactNode }) {
  return (
    <Theme appearance={useAppearance()} {...radixThemeSettings} hasBackground={false} className={scope}>
      {children}
    </Theme>
  );
}
