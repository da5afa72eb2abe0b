/**
 * Whether the person moves through the portal by keyboard or by pointer, as their last input says. A
 * heading that takes focus on arrival (after signing in, after a page change) shows the focus ring to
 * keyboard users only: to a mouse user it is a box around a title for no reason. Kept for the tab's
 * session (as the signed-in user is), so the page after the sign-in page's redirect still knows how the
 * person signed in.
 */
export const inputModalityKey = 'input-modality';

/** Whether the last input was a pointer; false when nothing is known, so the ring shows. */
export const lastInputWasPointer = () => sessionStorage.getItem(inputModalityKey) === 'pointerdown';
