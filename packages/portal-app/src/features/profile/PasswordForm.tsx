import { passwordChangeSchema, passwordMinLength, profileEndpoints } from '@eventsuite/api-contract';
import { Button, FormField, TextInput } from '@eventsuite/design-system';
import { FormattedMessage, useIntl } from 'react-intl';
import { useContractForm } from '../../forms/use-contract-form';
import { passwordHintMessage, passwordMessages } from './profile-messages';
import * as styles from './ProfileSections.css';

const empty = { current_password: '', password: '', password_confirmation: '' };

/** Changing the password needs the current one (changePassword); the fields empty after a save. */
export function PasswordForm() {
  const intl = useIntl();
  const { form, onSubmit, errorsOf, formError, submitting } = useContractForm({
    schema: passwordChangeSchema,
    endpoint: profileEndpoints.changePassword,
    defaultValues: empty,
    savedValues: () => empty,
  });
  const current = intl.formatMessage(passwordMessages.current);
  const next = intl.formatMessage(passwordMessages.new);
  const confirmation = intl.formatMessage(passwordMessages.confirmation);

  return (
    <section className={styles.section} aria-labelledby="profile-password-heading">
      <h2 id="profile-password-heading" className={styles.sectionHeading}>
        <FormattedMessage {...passwordMessages.heading} />
      </h2>
      <form className={styles.form} onSubmit={onSubmit} noValidate>
        <div className={styles.grid}>
          <FormField label={current} errors={errorsOf('current_password', current)}>
            <TextInput type="password" autoComplete="current-password" {...form.register('current_password')} />
          </FormField>
          <FormField
            label={next}
            hint={intl.formatMessage(passwordHintMessage, { minLength: passwordMinLength })}
            errors={errorsOf('password', next)}
          >
            <TextInput type="password" autoComplete="new-password" {...form.register('password')} />
          </FormField>
          <FormField label={confirmation} errors={errorsOf('password_confirmation', confirmation)}>
            <TextInput type="password" autoComplete="new-password" {...form.register('password_confirmation')} />
          </FormField>
        </div>
        {formError ? (
          <p className={styles.formError} role="alert">
            {formError}
          </p>
        ) : null}
        <div className={styles.actions}>
          <Button type="submit" busy={submitting}>
            <FormattedMessage {...passwordMessages.submit} />
          </Button>
        </div>
      </form>
    </section>
  );
}
