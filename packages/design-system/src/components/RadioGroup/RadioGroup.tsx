import '../../radix-css/Text.css';
import '../../radix-css/BaseRadio.css';
import '../../radix-css/RadioGroup.css';
import { ExclamationTriangleIcon } from '@radix-ui/react-icons';
import { RadioGroup as RadixRadioGroup } from '@radix-ui/themes';
import { forwardRef, useId, type ReactNode } from 'react';
import * as fieldStyles from '../FormField/FormField.css';
import * as styles from './RadioGroup.css';

export const radioGroupOrientations = ['vertical', 'horizontal'] as const;
export type RadioGroupOrientation = (typeof radioGroupOrientations)[number];

export interface RadioOption {
  value: string;
  label: string;
}

export interface RadioGroupProps {
  /** Visible label of the group, its accessible name. */
  label: ReactNode;
  options: readonly RadioOption[];
  /** The chosen option's value; empty or undefined leaves every option unchosen. */
  value?: string;
  onValueChange: (value: string) => void;
  /** Called when focus leaves an option, e.g. to mark the field touched. */
  onBlur?: () => void;
  /** Form field name of the radios. */
  name?: string;
  hint?: ReactNode;
  /** Validation messages of the choice (e.g. a 422 response's); only the first is shown. */
  errors?: readonly string[];
  disabled?: boolean;
  required?: boolean;
  /** Vertical stacks the options; horizontal sets them in a row that wraps. */
  orientation?: RadioGroupOrientation;
}

/**
 * A single choice among a few options, all visible at once, on Radix Themes' RadioGroup: Tab enters
 * the group at the chosen option, the arrow keys move and choose. Label, hint and the first error
 * look like FormField's. The forwarded ref is the chosen radio (the first while none is chosen), so a
 * form can focus the group when it fails validation.
 *
 * - **Use it** when the few options should be compared at a glance, e.g. the answer to a crew inquiry
 *   (available, not available, request consultation) or the employment type (employed, freelance).
 * - **Not for** long lists or well-known values such as language or country: Select.
 * - **Content:** the label names the choice ("Answer", "Employment type"); options are short and parallel, in
 *   sentence case ("Available", "Not available"). Nothing is chosen until the user chooses, unless a value is given.
 * - **Accessibility:** a `radiogroup` named by the visible label, described by hint and error; an error marks it
 *   invalid. Do not wrap it in a FormField: it has its own label.
 */
export const RadioGroup = forwardRef<HTMLButtonElement, RadioGroupProps>(function RadioGroup(
  {
    label,
    options,
    value,
    onValueChange,
    onBlur,
    name,
    hint,
    errors,
    disabled = false,
    required = false,
    orientation = 'vertical',
  },
  ref,
) {
  const idPrefix = useId();
  const labelId = `${idPrefix}-label`;
  const hintId = `${idPrefix}-hint`;
  const errorId = `${idPrefix}-error`;
  const error = errors?.[0];
  const chosen = options.some((option) => option.value === value) ? value : undefined;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;

  return (
    <div className={fieldStyles.root}>
      <span id={labelId} className={fieldStyles.label}>
        {label}
      </span>
      <RadixRadioGroup.Root
        value={chosen ?? null}
        onValueChange={onValueChange}
        name={name}
        disabled={disabled}
        required={required}
        orientation={orientation}
        size="3"
        className={orientation === 'horizontal' ? `${styles.group} ${styles.horizontal}` : styles.group}
        aria-labelledby={labelId}
        aria-describedby={describedBy}
        aria-invalid={error ? true : undefined}
        onBlur={onBlur}
      >
        {options.map((option, index) => (
          <RadixRadioGroup.Item
            key={option.value}
            ref={option.value === chosen || (chosen === undefined && index === 0) ? ref : undefined}
            value={option.value}
            className={error ? `${styles.item} ${styles.itemInvalid}` : styles.item}
          >
            {option.label}
          </RadixRadioGroup.Item>
        ))}
      </RadixRadioGroup.Root>
      {hint ? (
        <p id={hintId} className={fieldStyles.hint}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className={fieldStyles.error}>
          <ExclamationTriangleIcon className={fieldStyles.errorIcon} aria-hidden="true" />
          {error}
        </p>
      ) : null}
    </div>
  );
});
