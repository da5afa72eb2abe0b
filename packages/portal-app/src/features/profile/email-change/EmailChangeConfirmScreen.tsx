import { EmailChangeLinkPage } from './EmailChangeLinkPage';

/** /email-change/confirm/:token, from the link sent to the new address. */
export default function EmailChangeConfirmScreen() {
  return <EmailChangeLinkPage kind="confirm" />;
}
