import { accountDeletionSchema, profileEndpoints } from '@eventsuite/api-contract';
import { Button, FormField, Modal, TextInput } from '@eventsuite/design-system';
import { ExclamationTriangleIcon } from '@radix-ui/react-icons';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { ApiError } from '../../api/client';
import { useContractForm } from '../../forms/use-contract-form';
import { loadSession } from '../../session/session-context';
import { deleteMessages } from './profile-messages';
import * as styles from './ProfileSections.css';

function OwnsCompanyMessage({ id }: { id?: string }) {
  return (
    <p id={id} className={styles.formError}>
      <ExclamationTriangleIcon className={styles.errorIcon} aria-hidden="true" />
      <FormattedMessage {...deleteMessages.ownsCompany} />
    </p>
  );
}

/** Asks for the password, deletes the account and signs the user out. */
function DeleteAccountDialog({ onClose }: { onClose: () => void }) {
  const intl = useIntl();
  // The server refuses (409) while the user owns a company, whatever the profile said when it loaded.
  const [ownsCompany, setOwnsCompany] = useState(false);
  const { form, onSubmit, errorsOf, formError, submitting } = useContractForm({
    schema: accountDeletionSchema,
    endpoint: profileEndpoints.deleteProfile,
    defaultValues: { password: '' },
    savedMessage: deleteMessages.deleted,
    // A dialog is left by closing it; nothing to guard.
    guardUnsavedChanges: false,
    onSaved: async () => {
      await (await loadSession()).signOut();
    },
    onFailed: (error) => {
      if (!(error instanceof ApiError) || error.status !== 409) return false;
      setOwnsCompany(true);
      return true;
    },
  });
  const password = intl.formatMessage(deleteMessages.password);

  return (
    <Modal
      open
      onOpenChange={(open) => (open || submitting ? undefined : onClose())}
      title={intl.formatMessage(deleteMessages.dialogTitle)}
      description={intl.formatMessage(deleteMessages.dialogText)}
      closeLabel={intl.formatMessage(deleteMessages.close)}
    >
      <form className={styles.form} onSubmit={onSubmit} noValidate>
        <FormField label={password} errors={errorsOf('password', password)}>
          <TextInput type="password" autoComplete="current-password" {...form.register('password')} />
        </FormField>
        {ownsCompany ? <OwnsCompanyMessage /> : null}
        {formError ? (
          <p className={styles.formError} role="alert">
            {formError}
          </p>
        ) : null}
        <div className={styles.actions}>
          <Button variant="secondary" onClick={onClose} disabled={submitting}>
            <FormattedMessage {...deleteMessages.cancel} />
          </Button>
          <Button type="submit" busy={submitting}>
            <FormattedMessage {...deleteMessages.confirm} />
          </Button>
        </div>
      </form>
    </Modal>
  );
}

/**
 * Deleting one's own account (spec §5: with the password). An owner cannot: every company needs its
 * owner, so the ownership goes to someone else first.
 */
export function DeleteAccountSection({ ownsCompany }: { ownsCompany: boolean }) {
  const [open, setOpen] = useState(false);
  const blockedId = 'profile-delete-blocked';

  return (
    <section className={styles.section} aria-labelledby="profile-delete-heading">
      <h2 id="profile-delete-heading" className={styles.sectionHeading}>
        <FormattedMessage {...deleteMessages.heading} />
      </h2>
      <p className={styles.text}>
        <FormattedMessage {...deleteMessages.text} />
      </p>
      {ownsCompany ? <OwnsCompanyMessage id={blockedId} /> : null}
      <div className={styles.actions}>
        <Button
          variant="secondary"
          disabled={ownsCompany}
          aria-describedby={ownsCompany ? blockedId : undefined}
          onClick={() => setOpen(true)}
        >
          <FormattedMessage {...deleteMessages.button} />
        </Button>
      </div>
      {open ? <DeleteAccountDialog onClose={() => setOpen(false)} /> : null}
    </section>
  );
}
