import { createContext, useContext } from 'react';

/**
 * The shell's modal target: the element dialogs render into. It sits inside the root theme, in the
 * same stacking context as the toasts, so the z-index scale decides what is on top. Outside a shell
 * (null) dialogs render into document.body.
 */
export const ModalTargetContext = createContext<HTMLElement | null>(null);

/** The container for a dialog's portal; undefined lets Radix use document.body. */
export function useModalTarget(): HTMLElement | undefined {
  return useContext(ModalTargetContext) ?? undefined;
}
