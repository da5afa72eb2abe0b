import '../../radix-css/BaseButton.css';
import '../../radix-css/Button.css';
import '../../radix-css/Spinner.css';
import { Button as RadixButton, Spinner } from '@radix-ui/themes';
import { forwardRef, type ButtonHTMLAttributes, type MouseEvent } from 'react';
import * as styles from './Button.css';

export const buttonVariants = ['primary', 'secondary'] as const;
export type ButtonVariant = (typeof buttonVariants)[number];

export interface ButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'color' | 'className'> {
  /** `primary`: the brand-coloured main action of a screen; `secondary`: everything else. */
  variant?: ButtonVariant;
  /**
   * The action is running: a spinner shows and clicks (and form submits) are ignored. The button
   * stays focusable (aria-disabled rather than disabled), so keyboard focus is not lost meanwhile.
   */
  busy?: boolean;
  /** Spans the width of its container, e.g. the one action of a narrow form. */
  fullWidth?: boolean;
}

/** A button on Radix Themes' Button in the Eventsuite sizes. */
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
      variant={variant === 'primary' ? 'solid' : 'soft'}
      color={variant === 'primary' ? undefined : 'gray'}
      {...props}
      className={fullWidth ? `${styles.root} ${styles.fullWidth}` : styles.root}
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
