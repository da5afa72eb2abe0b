import { factorRemovalSchema, type TwoFactorStatus, type twoFactorEndpoints } from '@eventsuite/api-contract';
import { Button, FormActions, FormErrorLine, FormField, Modal, TextInput } from '@eventsuite/design-system';
import { FormattedMessage, useIntl } from 'react-intl';
import type { RequestOptions } from '../../api/client';
import { useContractForm } from '../../forms/use-contract-form';
import { useCatalogue } from '../../i18n/catalogue';
import * as styles from '../../layout/Sections.css';
import { twoFactorMessages as messages } from './two-factor-messages';

type RemovalValues = { password?: string };
type RemovalEndpoint = typeof twoFactorEndpoints.removeTotp | typeof twoFactorEndpoints.deletePasskey;

export interface RemoveFactorDialogProps<E extends RemovalEndpoint> {
  /** The removal: the authenticator app's or one passkey's; it answers with the new status. */
  endpoint: E;
  request: (values: RemovalValues) => RequestOptions<E>;
  title: string;
  text: string;
  /** From the status: people without a password (another provider signs them in) are not asked for one. */
  hasPassword: boolean;
  onRemoved: (status: TwoFactorStatus) => void;
  onClose: () => void;
}

/**
 * Confirms removing a second factor with the password (ADR 0033): a browser left signed in must not be
 * enough to weaken the account. The server asks for it too; a wrong one is throttled like every
 * current-password check and shows at the field.
 */
export function RemoveFactorDialog<E extends RemovalEndpoint>({
  endpoint,
  request,
  title,
  text,
  hasPassword,
  onRemoved,
  onClose,
}: RemoveFactorDialogProps<E>) {
  const intl = useIntl();
  const { fieldLabel } = useCatalogue();
  const { form, onSubmit, errorsOf, formError, submitting } = useContractForm({
    schema: factorRemovalSchema,
    endpoint,
    request,
    defaultValues: hasPassword ? { password: '' } : {},
    savedMessage: null,
    // A dialog is left by closing it; nothing to guard.
    guardUnsavedChanges: false,
    onSaved: (response) => onRemoved(response.data),
  });
  const password = fieldLabel('password');

  return (
    <Modal
      open
      onOpenChange={(open) => (open || submitting ? undefined : onClose())}
      title={title}
      description={hasPassword ? `${text} ${intl.formatMessage(messages.removePassword)}` : text}
      closeLabel={intl.formatMessage(messages.close)}
    >
      <form className={styles.form} onSubmit={onSubmit} noValidate>
        {hasPassword ? (
          <FormField label={password} errors={errorsOf('password', password)}>
            <TextInput type="password" autoComplete="current-password" {...form.register('password')} />
          </FormField>
        ) : null}
        {formError ? <FormErrorLine>{formError}</FormErrorLine> : null}
        <FormActions>
          <Button variant="secondary" onClick={onClose} disabled={submitting}>
            <FormattedMessage {...messages.cancel} />
          </Button>
          <Button type="submit" variant="danger" busy={submitting}>
            <FormattedMessage {...messages.removeConfirm} />
          </Button>
        </FormActions>
      </form>
    </Modal>
  );
}
