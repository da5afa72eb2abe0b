import type { CrewInquiry, Notification } from '@eventsuite/api-contract';
import { Modal } from '@eventsuite/design-system';
import { useId, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useRegionalFormat } from '../../regional';
import { crewInquiryMessages } from './crew-inquiry-messages';
import { CrewInquiryAnswer, CrewInquiryDetails } from './CrewInquiryDetails';
import { CrewInquiryReplyForm } from './CrewInquiryReplyForm';
import { notificationMessages } from './notification-messages';
import { notificationText, notificationTitles } from './notification-wording';
import * as styles from './NotificationDialog.css';

interface CrewInquiryProps {
  notification: Notification;
  inquiry: CrewInquiry;
  onChange: (next: Notification) => void;
}

/** The inquiry's details, then the answer given or the form to give one; an answer can be changed. */
function CrewInquiry({ notification, inquiry, onChange }: CrewInquiryProps) {
  const headingId = useId();
  const [changing, setChanging] = useState(false);
  // Once the user has switched between the answer and the form, the part that replaces the button they
  // used takes focus, so focus is not left on the dialog (it would fall back to the dialog itself).
  const [switched, setSwitched] = useState(false);
  const { reply } = inquiry;
  const switchTo = (form: boolean) => {
    setSwitched(true);
    setChanging(form);
  };

  return (
    <>
      <CrewInquiryDetails inquiry={inquiry} />
      <section aria-labelledby={headingId} className={styles.answer}>
        <h2 id={headingId} className={styles.answerHeading}>
          <FormattedMessage {...crewInquiryMessages.yourAnswer} />
        </h2>
        {reply && !changing ? (
          <CrewInquiryAnswer
            reply={reply}
            currency={inquiry.currency}
            onChangeAnswer={() => switchTo(true)}
            focusOnMount={switched}
          />
        ) : (
          <CrewInquiryReplyForm
            notificationId={notification.id}
            inquiry={inquiry}
            onSaved={(next) => {
              switchTo(false);
              onChange(next);
            }}
            onCancel={reply ? () => switchTo(false) : undefined}
            focusOnMount={switched}
          />
        )}
      </section>
    </>
  );
}

export interface NotificationDialogProps {
  notification: Notification;
  /** The notification changed on the server (a crew inquiry was answered). */
  onChange: (next: Notification) => void;
  onClose: () => void;
}

/** One notification opened: what happened and when; a crew inquiry with its details and the answer. */
export default function NotificationDialog({ notification, onChange, onClose }: NotificationDialogProps) {
  const intl = useIntl();
  const regional = useRegionalFormat();
  const inquiry = notification.crew_inquiry;

  return (
    <Modal
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={intl.formatMessage(notificationTitles[notification.type])}
      description={notificationText(notification, intl)}
      closeLabel={intl.formatMessage(notificationMessages.close)}
    >
      <p className={styles.received}>
        <time dateTime={notification.created_at}>{regional.dateTime(notification.created_at)}</time>
      </p>
      {inquiry ? <CrewInquiry notification={notification} inquiry={inquiry} onChange={onChange} /> : null}
    </Modal>
  );
}
