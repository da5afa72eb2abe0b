import { useSyncExternalStore } from 'react';

export const appearances = ['light', 'dark'] as const;
export type Appearance = (typeof appearances)[number];

/** What the user chooses: an appearance, or whatever the operating system prefers. */
export const colorSchemes = ['light', 'dark', 'system'] as const;
export type ColorScheme = (typeof colorSchemes)[number];

export function isColorScheme(value: unknown): value is ColorScheme {
  return colorSchemes.includes(value as ColorScheme);
}

const prefersDark = '(prefers-color-scheme: dark)';

/** The operating system's appearance (prefers-color-scheme). */
export function systemAppearance(): Appearance {
  return window.matchMedia(prefersDark).matches ? 'dark' : 'light';
}

function subscribeToSystemAppearance(onChange: () => void) {
  const query = window.matchMedia(prefersDark);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

/** The operating system's appearance, following its changes. */
export function useSystemAppearance(): Appearance {
  return useSyncExternalStore(subscribeToSystemAppearance, systemAppearance, () => 'light');
}

export function resolveAppearance(scheme: ColorScheme, system: Appearance): Appearance {
  return scheme === 'system' ? system : scheme;
}

/**
 * Gives the document the appearance's colours (Radix's `.dark` tokens and the browser's colour
 * scheme), so the page behind the React tree matches it; the app calls this before its first paint.
 */
export function applyAppearanceToDocument(appearance: Appearance) {
  const root = document.documentElement;
  root.classList.toggle('dark', appearance === 'dark');
  root.style.colorScheme = appearance;
}
