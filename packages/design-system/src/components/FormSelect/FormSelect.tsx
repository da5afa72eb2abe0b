import type { ReactNode, Ref } from 'react';
import { FormField } from '../FormField';
import { Select, type SelectOption } from '../Select';

export interface FormSelectProps {
  /** Visible label, the select's accessible name. */
  label: ReactNode;
  hint?: ReactNode;
  /** Validation messages of the field (e.g. a 422 response's); only the first is shown. */
  errors?: readonly string[];
  options: readonly SelectOption[];
  /** The field's value. Null or undefined shows the placeholder, or the `nullOption` when there is one. */
  value: string | null | undefined;
  /** Called with the chosen option's value, or with null when the `nullOption` is chosen. */
  onChange: (value: string | null) => void;
  /** Called when focus leaves the select, so a form can mark the field touched. */
  onBlur?: () => void;
  /** The trigger, so a form can focus the field when it fails validation. */
  ref?: Ref<HTMLButtonElement>;
  /**
   * The value of the option that stands for no value ("No location"): it shows while the value is null, and
   * choosing it sets the value to null.
   */
  nullOption?: string;
  /** Shown while nothing is chosen, e.g. "Choose a country". */
  placeholder?: string;
  disabled?: boolean;
  required?: boolean;
}

/**
 * A Select in a FormField, bound to one field of a form: it takes the field's value, onChange, onBlur and ref as a
 * form library hands them over (react-hook-form's `field`), with null for no value.
 *
 * - **Use it** for every choice from a list in a form: a country, a location, a role, a time format. Spread the
 *   field (`{...field}`) and add label, errors and options.
 * - **Not for** a choice outside a form that acts at once, e.g. a list's filter (Select), nor for a few options
 *   to compare (RadioGroup).
 * - **Content:** as Select: options in sentence case, a placeholder that asks for the choice. Where no value is a
 *   valid answer, offer it as an option ("No location") and name it as `nullOption`.
 * - **Accessibility:** as FormField and Select: the label names the combobox, hint and first error describe it, an
 *   error marks it invalid, and the form can focus it through `ref`.
 */
export function FormSelect({
  label,
  hint,
  errors,
  options,
  value,
  onChange,
  onBlur,
  ref,
  nullOption,
  placeholder,
  disabled,
  required,
}: FormSelectProps) {
  return (
    <FormField label={label} hint={hint} errors={errors}>
      {(controlProps) => (
        <Select
          {...controlProps}
          ref={ref}
          options={options}
          value={value ?? nullOption}
          onValueChange={(chosen) => onChange(chosen === nullOption ? null : chosen)}
          onBlur={onBlur}
          placeholder={placeholder}
          disabled={disabled}
          required={required}
        />
      )}
    </FormField>
  );
}
