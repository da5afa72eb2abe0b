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
 *
 * - **Use it** for free text that may run over several lines, e.g. the comment of a crew inquiry answer; 4 rows
 *   by default.
 * - **Not for** a name, an address line or anything else on one line: TextInput.
 * - **Content:** a FormField label says what to write; a hint states limits. A placeholder is no label.
 * - **Accessibility:** it needs a name: a FormField's label or, alone, `aria-label`. `invalid` sets
 *   `aria-invalid` and the failure border; the reason is FormField's error text, never the colour alone.
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
