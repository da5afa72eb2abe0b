import { ConfirmDialog } from '@eventsuite/design-system';
import { useIntl } from 'react-intl';
import { formMessages } from './form-messages';

/** "Unsaved changes will be lost": leave anyway, or stay on the form. */
export default function UnsavedChangesDialog({ onLeave, onStay }: { onLeave: () => void; onStay: () => void }) {
  const intl = useIntl();
  return (
    <ConfirmDialog
      open
      // Closing follows the blocker: leaving ends it by navigating, staying (Cancel, Escape) resets it.
      onOpenChange={() => undefined}
      onCancel={onStay}
      title={intl.formatMessage(formMessages.unsavedTitle)}
      text={intl.formatMessage(formMessages.unsavedText)}
      confirmLabel={intl.formatMessage(formMessages.unsavedLeave)}
      cancelLabel={intl.formatMessage(formMessages.unsavedStay)}
      onConfirm={onLeave}
      tone="destructive"
    />
  );
}
