import { inputModalityKey } from './input-modality';

/**
 * Records the last input (input-modality.ts) from here on: the app calls it at its start, the sign-in
 * page after its paint (nobody has pressed or clicked anything before).
 */
export function watchInputModality(): void {
  const remember = (event: Event) => {
    try {
      sessionStorage.setItem(inputModalityKey, event.type);
    } catch {
      // Storage refused (privacy settings): the ring then shows, as it would without this.
    }
  };
  for (const type of ['keydown', 'pointerdown']) document.addEventListener(type, remember, true);
}
