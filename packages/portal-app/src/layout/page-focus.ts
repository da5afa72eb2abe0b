let headingFocusRequested = false;

/**
 * Asks the next screen to put focus on its heading once it shows. After signing in the page is new
 * but nothing has focus (it would stay on the body); the heading is where reading starts.
 */
export function focusNextPageHeading(): void {
  headingFocusRequested = true;
}

/** Whether focus should go to the heading of the screen showing now; answers yes once per request. */
export function takeHeadingFocusRequest(): boolean {
  const requested = headingFocusRequested;
  headingFocusRequested = false;
  return requested;
}
