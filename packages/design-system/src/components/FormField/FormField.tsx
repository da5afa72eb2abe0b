import { ExclamationTriangleIcon } from '@radix-ui/react-icons';
import { cloneElement, isValidElement, useId, type ReactElement, type ReactNode } from 'react';
import * as styles from './FormField.css';

/** What FormField hands to its control: spread these on the input, select or textarea. */
export interface FormFieldControlProps {
  id: string;
  'aria-describedby'?: string;
  'aria-invalid'?: boolean;
}

export interface FormFieldProps {
  /** Visible label, associated with the control. */
  label: ReactNode;
  hint?: ReactNode;
  /** Validation messages of the field (e.g. a 422 response's); only the first is shown. */
  errors?: readonly string[];
  /** Id of the control; generated when not given. */
  id?: string;
  /**
   * The control: a render function receiving FormFieldControlProps, or a single element that gets them
   * merged in.
   */
  children: ((controlProps: FormFieldControlProps) => ReactNode) | ReactElement<Partial<FormFieldControlProps>>;
}

/**
 * A label, an optional hint and the first validation error around one form control.
 *
 * - **Use it** around every TextInput, TextArea and Select of a form; the control gets the field's id and
 *   descriptions (a render function, or a single element they are merged into).
 * - **Not for** radio buttons: RadioGroup brings its own label, hint and error in the same look.
 * - **Content:** the label names the value in sentence case ("First name", "Email"); the hint states a rule
 *   before it is broken. Errors are the catalogue's messages (spec §5); the first message of a field is shown.
 * - **Accessibility:** the label is the control's `<label>`; hint and error describe it (`aria-describedby`) and an
 *   error sets `aria-invalid`. The error is not announced when it appears but read with the field, so a form
 *   should move focus to the first field in error (the portal's forms do).
 */
export function FormField({ label, hint, errors, id, children }: FormFieldProps) {
  const generatedId = useId();
  const controlId = id ?? generatedId;
  const hintId = `${controlId}-hint`;
  const errorId = `${controlId}-error`;
  const error = errors?.[0];

  const controlProps: FormFieldControlProps = {
    id: controlId,
    'aria-describedby': [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined,
    'aria-invalid': error ? true : undefined,
  };

  let control: ReactNode;
  if (typeof children === 'function') control = children(controlProps);
  else if (isValidElement(children)) control = cloneElement(children, controlProps);

  return (
    <div className={styles.root}>
      <label className={styles.label} htmlFor={controlId}>
        {label}
      </label>
      {control}
      {hint ? (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className={styles.error}>
          <ExclamationTriangleIcon className={styles.errorIcon} aria-hidden="true" />
          {error}
        </p>
      ) : null}
    </div>
  );
}
