import '../../radix-css/TextArea.css';
import { TextArea as RadixTextArea } from '@radix-ui/themes';
import { forwardRef, type TextareaHTMLAttributes } from 'react';
import * as styles from './TextArea.css';

export interface TextAreaProps extends Omit<
  TextareaHTMLAttributes<HTMLTextAreaElement>,
  'color' | 'value' | 'defaultValue' | 'children'
> {
  value?: string;
  /** Marks the text as failing validation: aria-invalid and a failure-coloured border. */
  invalid?: boolean;
}

/**
 * Multi-line text on Radix Themes' TextArea, e.g. a comment. Inside a FormField, spread the field's
 * control props on it; they carry the id, aria-describedby and aria-invalid.
 */
export const TextArea = forwardRef<HTMLTextAreaElement, TextAreaProps>(function TextArea(
  { invalid = false, 'aria-invalid': ariaInvalid, rows = 4, ...textAreaProps },
  ref,
) {
  const isInvalid = invalid || ariaInvalid === true || ariaInvalid === 'true';
  return (
    <RadixTextArea
      ref={ref}
      size="3"
      rows={rows}
      className={isInvalid ? `${styles.root} ${styles.invalid}` : styles.root}
      aria-invalid={isInvalid || undefined}
      {...textAreaProps}
    />
  );
});
