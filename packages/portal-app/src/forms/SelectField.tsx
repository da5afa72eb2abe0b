import { FormSelect, type FormSelectProps } from '@eventsuite/design-system';
import { Controller, type Control, type FieldPathByValue, type FieldValues } from 'react-hook-form';

/** What a select field holds: an option's value, or null (or nothing yet) for no choice. */
type SelectValue = string | null | undefined;

export type SelectFieldProps<Values extends FieldValues, Submitted> = Omit<
  FormSelectProps,
  'value' | 'onChange' | 'onBlur' | 'ref'
> & {
  control: Control<Values, unknown, Submitted>;
  /** A field holding a string or null: the option chosen, or none. */
  name: FieldPathByValue<Values, SelectValue>;
  /** Called after the field took the choice, e.g. to clear fields that no longer apply. */
  onChosen?: (value: string | null) => void;
};

/**
 * The design system's FormSelect bound to a field of a react-hook-form form: the field's value, changes,
 * touch and focus (a 422 or a failed check focuses the first field in error).
 */
export function SelectField<Values extends FieldValues, Submitted>({
  control,
  name,
  onChosen,
  ...props
}: SelectFieldProps<Values, Submitted>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <FormSelect
          {...props}
          // The name admits only fields holding a string or null; the generic value type cannot say so.
          value={field.value as SelectValue}
          onChange={(value) => {
            field.onChange(value);
            onChosen?.(value);
          }}
          onBlur={field.onBlur}
          ref={field.ref}
        />
      )}
    />
  );
}
