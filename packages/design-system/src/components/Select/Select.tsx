import '../../radix-css/Select.css';
import '../../radix-css/Popper.css';
import '../../radix-css/ScrollArea.css';
import { Select as RadixSelect } from '@radix-ui/themes';
import { useId, useState, type Ref } from 'react';
import * as styles from './Select.css';
import { RadixThemeScope } from '../../theme/RadixThemeScope';

export const selectSizes = ['compact', 'regular'] as const;
export type SelectSize = (typeof selectSizes)[number];

export interface SelectOption {
  value: string;
  /** Text shown in the list and, once chosen, in the trigger. */
  label: string;
  /** BCP 47 language of the label when it differs from the page's, e.g. "en" for a US state's name on a German page. */
  lang?: string;
}

const radixSize = { compact: '1', regular: '2' } as const satisfies Record<SelectSize, '1' | '2'>;

export interface SelectProps {
  /**
   * Visible label, the trigger's accessible name. Leave it out only when an outer label names the
   * trigger through `id`, as FormField does.
   */
  label?: string;
  options: readonly SelectOption[];
  /** The chosen option's value; empty or undefined shows the placeholder. */
  value?: string;
  onValueChange: (value: string) => void;
  /** Called when focus leaves the trigger, e.g. to mark a form's field touched. */
  onBlur?: () => void;
  /** Shown in the trigger while nothing is chosen, e.g. "Choose a country". */
  placeholder?: string;
  disabled?: boolean;
  /** Marks the choice as failing validation: aria-invalid and the failure colour. */
  invalid?: boolean;
  /** Compact sets the label beside a small trigger; regular stacks it above. */
  size?: SelectSize;
  /** Hides the label visually; it stays the accessible name. */
  hideLabel?: boolean;
  /** Id of the trigger; generated when not given. */
  id?: string;
  /** Ids of hint or error texts describing the choice, as FormField hands them over. */
  'aria-describedby'?: string;
  /** Same as `invalid`, so FormField's control props can be spread on the select. */
  'aria-invalid'?: boolean;
  required?: boolean;
  /** The trigger, e.g. for a form library to focus the first field with an error. */
  ref?: Ref<HTMLButtonElement>;
}

/**
 * A single choice from a list, on Radix Themes' Select. Opens by click or by Enter, Space and the
 * arrow keys; Escape closes it and returns focus to the trigger. The open list is at most 240px high
 * (spec §9) and scrolls.
 *
 * - **Use it** for a choice among many options or well-known values: language, country, currency, time format.
 *   `compact` sets a small trigger with its label beside it, where space is short.
 * - **Not for** a few options worth comparing side by side (RadioGroup) nor for actions (a menu such as
 *   AccountDropdown).
 * - **Content:** options are the values' names in sentence case; the placeholder asks for the choice ("Choose a
 *   country"). A choice cannot be cleared once made: offer an option for "none" if none is a valid answer.
 * - **Accessibility:** the trigger is a combobox named by `label`, or in a FormField by the field's label (pass
 *   the field's props); hint and error describe it. Typing a letter jumps to a matching option. While the list is
 *   open the rest of the page is hidden from screen readers.
 */
export function Select({
  label,
  options,
  value,
  onValueChange,
  onBlur,
  placeholder,
  disabled = false,
  invalid = false,
  size = 'regular',
  hideLabel = false,
  id,
  'aria-describedby': describedBy,
  'aria-invalid': ariaInvalid = false,
  required = false,
  ref,
}: SelectProps) {
  const generatedId = useId();
  const triggerId = id ?? generatedId;
  const labelId = `${triggerId}-label`;
  const isInvalid = invalid || ariaInvalid;
  // The open list renders here, inside the select's own landmark, not at the end of the body.
  const [listTarget, setListTarget] = useState<HTMLDivElement | null>(null);

  return (
    <div className={size === 'compact' ? `${styles.root} ${styles.rootCompact}` : styles.root}>
      {label ? (
        <label id={labelId} htmlFor={triggerId} className={hideLabel ? styles.visuallyHidden : styles.label}>
          {label}
        </label>
      ) : null}
      {/* Always controlled: an empty value shows the placeholder. */}
      <RadixThemeScope>
        <RadixSelect.Root
          value={value ?? ''}
          onValueChange={onValueChange}
          disabled={disabled}
          required={required}
          size={radixSize[size]}
        >
          <RadixSelect.Trigger
            ref={ref}
            id={triggerId}
            className={size === 'regular' ? `${styles.trigger} ${styles.triggerRegular}` : styles.trigger}
            placeholder={placeholder}
            aria-invalid={isInvalid || undefined}
            aria-describedby={describedBy}
            onBlur={onBlur}
          />
          {/* The list is named like the trigger: by our label, or else by the outer label naming the trigger. */}
          <RadixSelect.Content
            className={styles.content}
            position="popper"
            aria-labelledby={label ? labelId : triggerId}
            container={listTarget ?? undefined}
          >
            {options.map((option) => (
              <RadixSelect.Item key={option.value} value={option.value}>
                {/* The chosen item's text is copied into the trigger, its language with it. */}
                {option.lang ? <span lang={option.lang}>{option.label}</span> : option.label}
              </RadixSelect.Item>
            ))}
          </RadixSelect.Content>
        </RadixSelect.Root>
      </RadixThemeScope>
      <div ref={setListTarget} className={styles.listTarget} />
    </div>
  );
}
