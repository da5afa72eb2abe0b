import { passwordChangeSchema, passwordMinLength, profileEndpoints } from '@eventsuite/api-contract';
import { Button, FormActions, FormErrorLine, FormField, Link, TextInput } from '@eventsuite/design-system';
import { FormattedMessage, useIntl } from 'react-intl';
import { useContractForm } from '../../forms/use-contract-form';
import { useCatalogue } from '../../i18n/catalogue';
import { pathTo } from '../../route-table/path-to';
import { passwordHintMessage, passwordMessages } from './profile-messages';
import * as styles from '../../layout/Sections.css';

const empty = { current_password: '', password: '', password_confirmation: '' };

/**
 * Changing the password needs the current one (changePassword); the fields empty after a save. Someone
 * who signs in through another provider has no password here: they are told where to change it instead.
 */
export function PasswordForm({ hasPassword }: { hasPassword: boolean }) {
  const { accountMessage } = useCatalogue();
  return (
    <section className={styles.section} aria-labelledby="profile-password-heading">
      <h2 id="profile-password-heading" className={styles.sectionHeading}>
        <FormattedMessage {...passwordMessages.heading} />
      </h2>
      {hasPassword ? (
        <PasswordChange />
      ) : (
        <p className={styles.text} role="note">
          {accountMessage('noPasswordToChange')}
        </p>
      )}
      <p className={styles.text}>
        <Link href={pathTo('security-two-factor')}>
          <FormattedMessage {...passwordMessages.twoFactor} />
        </Link>
      </p>
      <p className={styles.text}>
        <Link href={pathTo('sessions')}>
          <FormattedMessage {...passwordMessages.sessions} />
        </Link>
      </p>
    </section>
  );
}

function PasswordChange() {
  const intl = useIntl();
  const { fieldLabel } = useCatalogue();
  const { form, onSubmit, errorsOf, formError, submitting } = useContractForm({
    schema: passwordChangeSchema,
    endpoint: profileEndpoints.changePassword,
    defaultValues: empty,
    savedValues: () => empty,
  });
  const current = fieldLabel('current_password');
  // Labels of this form rather than the catalogue's "Password"; a message names the field as labelled here.
  const next = intl.formatMessage(passwordMessages.new);
  const confirmation = intl.formatMessage(passwordMessages.confirmation);

  return (
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
      {formError ? <FormErrorLine>{formError}</FormErrorLine> : null}
      <FormActions>
        <Button type="submit" busy={submitting}>
          <FormattedMessage {...passwordMessages.submit} />
        </Button>
      </FormActions>
    </form>
  );
}
