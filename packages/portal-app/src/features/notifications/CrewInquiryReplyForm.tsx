import {
  crewInquiryAnswers,
  crewInquiryReplyInputSchema,
  employments,
  notificationsEndpoints,
  type CrewInquiry,
  type Notification,
} from '@eventsuite/api-contract';
import {
  Button,
  FormActions,
  FormErrorLine,
  FormField,
  RadioGroup,
  TextArea,
  TextInput,
  type TextInputProps,
} from '@eventsuite/design-system';
import { forwardRef, useEffect, useState } from 'react';
import { Controller } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import { formMessages } from '../../forms/form-messages';
import { useContractForm } from '../../forms/use-contract-form';
import { useCatalogue } from '../../i18n/catalogue';
import { useRegionalFormat } from '../../regional';
import {
  answerOptionLabels,
  crewInquiryMessages as messages,
  employmentLabels,
  wageExpectationLabel,
} from './crew-inquiry-messages';
import { formatDecimalInput, parseDecimal } from './decimal-input';
import * as styles from './NotificationDialog.css';

interface WageInputProps extends Omit<TextInputProps, 'value' | 'onChange'> {
  value: number | null;
  onChange: (value: number | null) => void;
}

/** An amount typed with the user's separators; the form holds the number (NaN while it is none). */
const WageInput = forwardRef<HTMLInputElement, WageInputProps>(function WageInput({ value, onChange, ...props }, ref) {
  const { settings } = useRegionalFormat();
  const [text, setText] = useState(() => formatDecimalInput(value, settings));
  return (
    <TextInput
      ref={ref}
      {...props}
      inputMode="decimal"
      autoComplete="off"
      value={text}
      onChange={(event) => {
        setText(event.target.value);
        onChange(parseDecimal(event.target.value, settings));
      }}
    />
  );
});

export interface CrewInquiryReplyFormProps {
  notificationId: string;
  inquiry: CrewInquiry;
  /** The server stored the answer; the updated notification. */
  onSaved: (next: Notification) => void;
  /** Leaves an answer unchanged; only when there is one. */
  onCancel?: () => void;
  /** Focus the answer choice on mount: the form replaced the button the user pressed. */
  focusOnMount?: boolean;
}

/**
 * Answering a crew inquiry: available (then with a wage expectation and an employment type), not
 * available, or request consultation; an optional comment. Answering again replaces the answer.
 */
export function CrewInquiryReplyForm({
  notificationId,
  inquiry,
  onSaved,
  onCancel,
  focusOnMount = false,
}: CrewInquiryReplyFormProps) {
  const intl = useIntl();
  const { fieldLabel } = useCatalogue();
  const { reply } = inquiry;
  const { form, onSubmit, errorsOf, formError, submitting } = useContractForm({
    schema: crewInquiryReplyInputSchema,
    endpoint: notificationsEndpoints.replyToCrewInquiry,
    defaultValues: {
      answer: reply?.answer,
      wage_expectation: reply?.wage_expectation ?? null,
      employment_type: reply?.employment_type ?? null,
      comment: reply?.comment ?? '',
    },
    request: (values) => ({ params: { notification: notificationId }, body: values }),
    onSaved: (response) => onSaved(response.data),
    // A reply goes to the inquiring company (spec §8).
    savedMessage: formMessages.sent,
    // Inside a dialog: closing it is the user's choice to leave, there is no page to guard.
    guardUnsavedChanges: false,
  });
  const { setFocus } = form;
  useEffect(() => {
    if (focusOnMount) setFocus('answer');
  }, [focusOnMount, setFocus]);
  const answer = form.watch('answer');
  // Someone not available states no wage or employment; the fields go and so do their values.
  const asksTerms = answer !== 'not_available';
  const required = answer === 'available';
  const optional = intl.formatMessage(messages.optional);

  return (
    <form className={styles.form} noValidate onSubmit={(event) => void onSubmit(event)}>
      <Controller
        control={form.control}
        name="answer"
        render={({ field }) => (
          <RadioGroup
            ref={field.ref}
            label={fieldLabel('answer')}
            name={field.name}
            options={crewInquiryAnswers.map((value) => ({
              value,
              label: intl.formatMessage(answerOptionLabels[value]),
            }))}
            value={field.value}
            onValueChange={(value) => {
              field.onChange(value);
              if (value !== 'not_available') return;
              form.setValue('wage_expectation', null);
              form.setValue('employment_type', null);
              form.clearErrors(['wage_expectation', 'employment_type']);
            }}
            onBlur={field.onBlur}
            errors={errorsOf('answer', fieldLabel('answer'))}
            required
          />
        )}
      />
      {asksTerms ? (
        <>
          <Controller
            control={form.control}
            name="wage_expectation"
            render={({ field }) => (
              <FormField
                label={intl.formatMessage(wageExpectationLabel, { currency: inquiry.currency })}
                hint={required ? undefined : optional}
                errors={errorsOf('wage_expectation', fieldLabel('wage_expectation'))}
              >
                {(controlProps) => (
                  <WageInput
                    ref={field.ref}
                    {...controlProps}
                    name={field.name}
                    value={field.value}
                    onChange={field.onChange}
                    onBlur={field.onBlur}
                    aria-required={required}
                  />
                )}
              </FormField>
            )}
          />
          <Controller
            control={form.control}
            name="employment_type"
            render={({ field }) => (
              <RadioGroup
                ref={field.ref}
                label={fieldLabel('employment_type')}
                name={field.name}
                orientation="horizontal"
                options={employments.map((value) => ({ value, label: intl.formatMessage(employmentLabels[value]) }))}
                value={field.value ?? undefined}
                onValueChange={field.onChange}
                onBlur={field.onBlur}
                hint={required ? undefined : optional}
                errors={errorsOf('employment_type', fieldLabel('employment_type'))}
                required={required}
              />
            )}
          />
        </>
      ) : null}
      <FormField label={fieldLabel('comment')} hint={optional} errors={errorsOf('comment', fieldLabel('comment'))}>
        {(controlProps) => <TextArea {...controlProps} {...form.register('comment')} />}
      </FormField>
      {formError ? <FormErrorLine>{formError}</FormErrorLine> : null}
      <FormActions>
        <Button type="submit" busy={submitting}>
          <FormattedMessage {...messages.send} />
        </Button>
        {onCancel ? (
          <Button variant="secondary" onClick={onCancel}>
            <FormattedMessage {...messages.cancel} />
          </Button>
        ) : null}
      </FormActions>
    </form>
  );
}
