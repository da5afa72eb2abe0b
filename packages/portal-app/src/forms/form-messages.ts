import { defineMessages } from 'react-intl';

/** Toasts and texts every form shares (spec §4, §8). */
export const formMessages = defineMessages({
  saved: { id: 'forms.saved', defaultMessage: 'Saved successfully.' },
  /** For forms that send something to someone rather than store the user's own data. */
  sent: { id: 'forms.sent', defaultMessage: 'Sent successfully.' },
  saveFailed: { id: 'forms.saveFailed', defaultMessage: 'Failed to save.' },
  fileUploaded: { id: 'forms.fileUploaded', defaultMessage: 'File uploaded successfully.' },
  deleted: { id: 'forms.deleted', defaultMessage: 'Successfully deleted.' },
  unsavedTitle: { id: 'forms.unsaved.title', defaultMessage: 'Unsaved changes' },
  unsavedText: {
    id: 'forms.unsaved.text',
    defaultMessage: 'You have unsaved changes. They will be lost if you leave this page.',
  },
  unsavedLeave: { id: 'forms.unsaved.leave', defaultMessage: 'Leave page' },
  unsavedStay: { id: 'forms.unsaved.stay', defaultMessage: 'Keep editing' },
});
