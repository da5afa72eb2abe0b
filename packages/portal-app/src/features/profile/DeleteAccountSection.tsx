import { accountDeletionSchema, profileEndpoints } from '@eventsuite/api-contract';
import { Button, FormActions, FormErrorLine, FormField, Modal, TextInput } from '@eventsuite/design-system';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { ApiError } from '../../api/client';
import { useContractForm } from '../../forms/use-contract-form';
import { useCatalogue } from '../../i18n/catalogue';
import { loadSession } from '../../session/session-context';
import { deleteMessages } from './profile-messages';
import * as styles from '../../layout/Sections.css';

function OwnsCompanyMessage({ id }: { id?: string }) {
  const { accountMessage } = useCatalogue();
  return (
    // Not announced: it stands beside the disabled button it explains, or under the refused dialog.
    <FormErrorLine id={id} icon announce={false}>
      {accountMessage('ownsCompany')}
    </FormErrorLine>
  );
}

/** Asks for the password, deletes the account and signs the user out. */
function DeleteAccountDialog({ onClose }: { onClose: () => void }) {
  const intl = useIntl();
  const { fieldLabel } = useCatalogue();
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
  const password = fieldLabel('password');

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
        {formError ? <FormErrorLine>{formError}</FormErrorLine> : null}
        <FormActions>
          <Button variant="secondary" onClick={onClose} disabled={submitting}>
            <FormattedMessage {...deleteMessages.cancel} />
          </Button>
          <Button type="submit" variant="danger" busy={submitting}>
            <FormattedMessage {...deleteMessages.confirm} />
          </Button>
        </FormActions>
      </form>
    </Modal>
  );
}

/**
 * Deleting one's own account (spec §5: with the password). An owner cannot: every company needs its
 * owner, so the ownership goes to someone else first. Nor can someone who signs in through another
 * provider: there is no password to confirm with, and the note says whom to ask instead.
 */
export function DeleteAccountSection({ ownsCompany, hasPassword }: { ownsCompany: boolean; hasPassword: boolean }) {
  const { accountMessage } = useCatalogue();
  const [open, setOpen] = useState(false);
  const blockedId = 'profile-delete-blocked';

  if (!hasPassword) {
    return (
      <section className={styles.section} aria-labelledby="profile-delete-heading">
        <h2 id="profile-delete-heading" className={styles.sectionHeading}>
          <FormattedMessage {...deleteMessages.heading} />
        </h2>
        <p className={styles.text} role="note">
          {accountMessage('noPasswordToDelete')}
        </p>
      </section>
    );
  }

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
          variant="danger"
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
