import { Button, ConfirmDialog, FormErrorLine, toast } from '@eventsuite/design-system';
import { useState } from 'react';
import { refusalMessage } from '../api/refusal';
import * as styles from '../layout/Sections.css';

/** What a delete section says, already worded in the reader's language. */
export interface DeleteSectionTexts {
  heading: string;
  text: string;
  button: string;
  /** The confirmation dialog (spec §8 "delete …"). */
  title: string;
  confirmText: string;
  confirm: string;
  cancel: string;
  /** Toasts after the answer. */
  deleted: string;
  failed: string;
}

export interface DeleteSectionProps {
  /** Prefix of the section's element ids, unique on the page. */
  id: string;
  texts: DeleteSectionTexts;
  /** Why this object can never be deleted (the headquarters, the portal app): said up front, button disabled. */
  blockedBecause?: string;
  /** Deletes on the server; a refusal (409) closes the dialog and its reason stands beside the button. */
  remove: () => Promise<unknown>;
  onDeleted: () => Promise<void>;
}

/**
 * The last section of an object's page: deleting it after a confirmation. Anything but a refusal keeps
 * the dialog open, to try again.
 */
export function DeleteSection({ id, texts, blockedBecause, remove, onDeleted }: DeleteSectionProps) {
  const [confirming, setConfirming] = useState(false);
  // The server may refuse what the page did not know when it loaded (it became the headquarters meanwhile).
  const [refusal, setRefusal] = useState<string>();
  const headingId = `${id}-heading`;
  const blockedId = `${id}-blocked`;
  const blocked = blockedBecause ?? refusal;

  async function confirm() {
    try {
      await remove();
    } catch (error) {
      const message = refusalMessage(error);
      if (message) return setRefusal(message);
      toast({ variant: 'error', message: texts.failed });
      throw error;
    }
    toast({ variant: 'success', message: texts.deleted });
    await onDeleted();
  }

  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.sectionHeading}>
        {texts.heading}
      </h2>
      <p className={styles.text}>{texts.text}</p>
      {blocked ? (
        <FormErrorLine id={blockedId} icon announce={blockedBecause === undefined}>
          {blocked}
        </FormErrorLine>
      ) : null}
      <div className={styles.actions}>
        <Button
          variant="danger"
          disabled={blockedBecause !== undefined}
          aria-describedby={blocked ? blockedId : undefined}
          onClick={() => setConfirming(true)}
        >
          {texts.button}
        </Button>
      </div>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        tone="destructive"
        title={texts.title}
        text={texts.confirmText}
        confirmLabel={texts.confirm}
        cancelLabel={texts.cancel}
        onConfirm={confirm}
      />
    </section>
  );
}
