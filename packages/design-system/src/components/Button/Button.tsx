import '../../radix-css/BaseButton.css';
import '../../radix-css/Button.css';
import '../../radix-css/Spinner.css';
import { Button as RadixButton, Spinner } from '@radix-ui/themes';
import { forwardRef, type ButtonHTMLAttributes, type MouseEvent } from 'react';
import * as styles from './Button.css';

export const buttonVariants = ['primary', 'secondary', 'danger'] as const;
export type ButtonVariant = (typeof buttonVariants)[number];

export interface ButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'color' | 'className'> {
  /**
   * `primary`: the brand-coloured main action of a screen; `danger`: an action that destroys something
   * (delete, lock), in strong red; `secondary`: everything else.
   */
  variant?: ButtonVariant;
  /**
   * The action is running: a spinner shows and clicks (and form submits) are ignored. The button
   * stays focusable (aria-disabled rather than disabled), so keyboard focus is not lost meanwhile.
   */
  busy?: boolean;
  /** Spans the width of its container, e.g. the one action of a narrow form. */
  fullWidth?: boolean;
}

/**
 * A button on Radix Themes' Button in the Eventsuite sizes, for an action on the current screen.
 *
 * - **Use** `primary` for the one main action of a screen or form ("Save"), `secondary` for the others
 *   ("Cancel", "Try again"), `danger` for deleting or locking, which spec §8 asks to confirm first (ConfirmDialog).
 * - **Not for** going to another page: that is a link (`Link`), as "Sign in again" is.
 * - **Content:** a verb, or a verb and its object, in sentence case: "Save", "Upload picture", "Delete account".
 *   Say what happens; no "OK" or "Yes".
 * - **Accessibility:** a native button, `type="button"` unless you set `submit`; an icon-only button needs an
 *   `aria-label`. Prefer `busy` to `disabled` while its action runs: the button stays focusable (aria-disabled,
 *   aria-busy, a spinner) and ignores clicks and submits, so keyboard focus is not lost.
 */
export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  {
    variant = 'primary',
    busy = false,
    fullWidth = false,
    type = 'button',
    onClick,
    children,
    'aria-disabled': ariaDisabled,
    ...props
  },
  ref,
) {
  const ignoreWhileBusy = (event: MouseEvent<HTMLButtonElement>) => {
    if (busy) event.preventDefault();
    else onClick?.(event);
  };
  return (
    <RadixButton
      ref={ref}
      type={type}
      size="3"
      variant={variant === 'secondary' ? 'soft' : 'solid'}
      color={variant === 'secondary' ? 'gray' : undefined}
      {...props}
      className={[styles.root, variant === 'danger' && styles.danger, fullWidth && styles.fullWidth]
        .filter(Boolean)
        .join(' ')}
      aria-disabled={busy || ariaDisabled || undefined}
      data-disabled={busy || undefined}
      aria-busy={busy || undefined}
      onClick={ignoreWhileBusy}
    >
      {busy ? <Spinner size="2" /> : null}
      {children}
    </RadixButton>
  );
});
