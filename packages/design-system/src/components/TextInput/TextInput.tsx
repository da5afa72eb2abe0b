import { TextField } from '@radix-ui/themes';
import { forwardRef, type InputHTMLAttributes } from 'react';
import '../../radix-css/TextField.css';
import * as styles from './TextInput.css';

export const textInputTypes = ['text', 'email', 'password', 'search', 'tel', 'url', 'number'] as const;
export type TextInputType = (typeof textInputTypes)[number];

export interface TextInputProps extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'type' | 'size' | 'color' | 'value' | 'defaultValue' | 'children'
> {
  type?: TextInputType;
  value?: string | number;
  /** Marks the value as failing validation: aria-invalid and a failure-coloured border. */
  invalid?: boolean;
}

/**
 * A single-line text input on Radix Themes' TextField. Inside a FormField, spread the field's control
 * props on it; they carry the id, aria-describedby and aria-invalid.
 *
 * - **Use it** for one line of text: names, email, phone, password. Set the `type` that fits (`email`, `tel`,
 *   `password`, …) and `autoComplete`, so phones show the right keyboard and browsers can fill it in.
 * - **Not for** text over several lines (TextArea) or a choice from known values (Select, RadioGroup).
 * - **Content:** a FormField label says what to enter ("First name"); a hint states the rule. A placeholder is
 *   no label.
 * - **Accessibility:** it needs a name: a FormField's label or, alone, `aria-label`. `invalid` sets
 *   `aria-invalid` and the failure border; the reason is FormField's error text, never the colour alone.
 */
export const TextInput = forwardRef<HTMLInputElement, TextInputProps>(function TextInput(
  { type = 'text', invalid = false, 'aria-invalid': ariaInvalid, ...inputProps },
  ref,
) {
  const isInvalid = invalid || ariaInvalid === true || ariaInvalid === 'true';
  return (
    <TextField.Root
      ref={ref}
      type={type}
      size="3"
      className={isInvalid ? `${styles.root} ${styles.invalid}` : styles.root}
      aria-invalid={isInvalid || undefined}
      {...inputProps}
    />
  );
});
