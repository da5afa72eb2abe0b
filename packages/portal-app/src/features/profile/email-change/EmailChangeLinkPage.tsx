import { profileEndpoints } from '@eventsuite/api-contract';
import { Button, EmptyState, Link } from '@eventsuite/design-system';
import { CheckCircledIcon, EnvelopeClosedIcon, ExclamationTriangleIcon } from '@radix-ui/react-icons';
import { useState } from 'react';
import { defineMessage, defineMessages, FormattedMessage, type MessageDescriptor } from 'react-intl';
import { useParams } from 'react-router';
import { ApiError, callEndpoint } from '../../../api/client';
import { PageLayout } from '../../../layout/PageLayout';
import { pathTo } from '../../../route-table/path-to';

const messages = defineMessages({
  confirmTitle: { id: 'emailChange.confirm.title', defaultMessage: 'Confirm your new email address' },
  confirmText: {
    id: 'emailChange.confirm.text',
    defaultMessage: 'Confirm that this new address may be used for your account from now on.',
  },
  confirmAction: { id: 'emailChange.confirm.action', defaultMessage: 'Confirm email address' },
  revokeTitle: { id: 'emailChange.revoke.title', defaultMessage: 'Cancel the email change' },
  revokeText: {
    id: 'emailChange.revoke.text',
    defaultMessage: 'If you did not ask to change the email address of your account, cancel the change here.',
  },
  revokeAction: { id: 'emailChange.revoke.action', defaultMessage: 'Cancel email change' },
  invalidLink: {
    id: 'emailChange.invalidLink',
    defaultMessage: 'This link has expired or has already been used.',
  },
  failed: { id: 'emailChange.failed', defaultMessage: 'An error occurred. Please try again later.' },
  toPortal: { id: 'emailChange.toPortal', defaultMessage: 'Go to the portal' },
});

const confirmedMessage = defineMessage<{ email: string }>({
  id: 'emailChange.confirm.done',
  defaultMessage: 'Your email address is now {email}.',
});

const revokedMessage = defineMessage<{ email: string }>({
  id: 'emailChange.revoke.done',
  defaultMessage: 'The change was cancelled. Your email address is {email}.',
});

const kinds = {
  confirm: {
    endpoint: profileEndpoints.confirmEmailChange,
    title: messages.confirmTitle,
    text: messages.confirmText,
    action: messages.confirmAction,
    done: confirmedMessage,
  },
  revoke: {
    endpoint: profileEndpoints.revokeEmailChange,
    title: messages.revokeTitle,
    text: messages.revokeText,
    action: messages.revokeAction,
    done: revokedMessage,
  },
} as const;

type Outcome =
  { kind: 'idle' } | { kind: 'busy' } | { kind: 'done'; email: string } | { kind: 'failed'; text: MessageDescriptor };

/**
 * The page a mailed email-change link opens, signed in or not: the token in the link is the
 * credential. Nothing happens until the button is pressed, so a mail scanner following the link
 * changes nothing.
 */
export function EmailChangeLinkPage({ kind }: { kind: keyof typeof kinds }) {
  const { token = '' } = useParams();
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'idle' });
  const { endpoint, title, text, action, done } = kinds[kind];

  const follow = async () => {
    setOutcome({ kind: 'busy' });
    try {
      const { data } = await callEndpoint(endpoint, { params: { token } });
      setOutcome({ kind: 'done', email: data.email });
    } catch (error) {
      // The server answers 404 for an unknown, expired or used token; a malformed one is refused too.
      const invalid = error instanceof ApiError && (error.status === 404 || error.status === 422);
      setOutcome({ kind: 'failed', text: invalid ? messages.invalidLink : messages.failed });
    }
  };

  const toPortal = (
    <Link href={pathTo('index')}>
      <FormattedMessage {...messages.toPortal} />
    </Link>
  );

  return (
    <PageLayout title={<FormattedMessage {...title} />}>
      {outcome.kind === 'done' ? (
        <div role="status">
          <EmptyState
            icon={<CheckCircledIcon width="100%" height="100%" />}
            title={<FormattedMessage {...done} values={{ email: outcome.email }} />}
            action={toPortal}
          />
        </div>
      ) : outcome.kind === 'failed' ? (
        <div role="alert">
          <EmptyState
            icon={<ExclamationTriangleIcon width="100%" height="100%" />}
            title={<FormattedMessage {...outcome.text} />}
            action={toPortal}
          />
        </div>
      ) : (
        <EmptyState
          icon={<EnvelopeClosedIcon width="100%" height="100%" />}
          title={<FormattedMessage {...text} />}
          action={
            <Button busy={outcome.kind === 'busy'} onClick={() => void follow()}>
              <FormattedMessage {...action} />
            </Button>
          }
        />
      )}
    </PageLayout>
  );
}
