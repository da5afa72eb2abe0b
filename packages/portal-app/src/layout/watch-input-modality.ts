import { inputModalityKey } from './input-modality';

// Records the last input (input-modality.ts) from the moment it is imported. Both pages import it after
// their paint (nobody has pressed or clicked anything before), as a chunk of its own.
const remember = (event: Event) => sessionStorage.setItem(inputModalityKey, event.type);
for (const type of ['keydown', 'pointerdown']) document.addEventListener(type, remember, true);
