import { EmailChangeLinkPage } from './EmailChangeLinkPage';

/** /email-change/revoke/:token, from the notice sent to the old address. */
export default function EmailChangeRevokeScreen() {
  return <EmailChangeLinkPage kind="revoke" />;
}
