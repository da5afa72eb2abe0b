import { invitationsEndpoints, type PendingInvitationPage } from '@eventsuite/api-contract';
import { Button, EmptyState, Link } from '@eventsuite/design-system';
import { EnvelopeClosedIcon, ExclamationTriangleIcon } from '@radix-ui/react-icons';
import { useAtomValue } from 'jotai';
import { useEffect, useState } from 'react';
import { FormattedMessage, useIntl, type MessageDescriptor } from 'react-intl';
import { useNavigate, useParams } from 'react-router';
import { ApiError, callEndpoint } from '../../api/client';
import { useEndpoint } from '../../api/use-endpoint';
import { PageLayout } from '../../layout/PageLayout';
import { pathTo } from '../../route-table/path-to';
import { routeByName } from '../../route-table/route-table';
import { signedInAtom } from '../../session/atoms';
import { hasStoredSession, loadSession } from '../../session/session-context';
import { AcceptInvitationForm } from './AcceptInvitationForm';
import { pageMessages } from './invitation-messages';
import * as styles from './invitations.css';

/**
 * /invitations/:token, the page an invitation's link opens, signed in or not: the token is the
 * credential. Showing it changes nothing (mail scanners open links); only the button does. A new
 * person chooses name and password and is signed in; a person with an account signs in and joins.
 * A used link says so, and whom to ask; an expired, withdrawn or replaced one says only that it can no
 * longer be used and to ask whoever sent it: the server tells its holder nothing more.
 */
export default function InvitationScreen() {
  const intl = useIntl();
  const { token = '' } = useParams();
  const invitation = useEndpoint(
    invitationsEndpoints.showInvitation,
    { params: { token } },
    { revalidateOnFocus: false, shouldRetryOnError: false },
  );
  const page = invitation.data?.data;
  const title =
    page && page.status !== 'ended'
      ? intl.formatMessage(pageMessages.heading, { company: page.company_name })
      : intl.formatMessage(routeByName('invitation').title);

  let content;
  if (invitation.error) {
    const notFound = invitation.error.status === 404;
    content = <Problem text={notFound ? pageMessages.notFound : pageMessages.failed} />;
  } else if (!page) content = null;
  else if (page.status !== 'pending') {
    content = (
      <div role="status">
        <EmptyState
          icon={<EnvelopeClosedIcon width="100%" height="100%" />}
          title={
            <FormattedMessage {...(page.status === 'ended' ? pageMessages.endedTitle : pageMessages.acceptedTitle)} />
          }
          description={
            page.status === 'ended' ? (
              <FormattedMessage {...pageMessages.endedText} />
            ) : (
              <FormattedMessage
                {...pageMessages.acceptedText}
                values={{ owner: page.owner_name, company: page.company_name }}
              />
            )
          }
          action={<ToPortal />}
        />
      </div>
    );
  } else {
    content = (
      <div className={styles.page}>
        <p className={styles.text}>
          <FormattedMessage
            {...pageMessages.intro}
            values={{ owner: page.owner_name, email: page.email, company: page.company_name }}
          />
        </p>
        {page.account_exists ? (
          <JoinWithAccount token={token} page={page} onRefused={() => void invitation.mutate()} />
        ) : (
          <AcceptInvitationForm token={token} page={page} onEnded={() => void invitation.mutate()} />
        )}
      </div>
    );
  }
  return <PageLayout title={title}>{content}</PageLayout>;
}

function ToPortal() {
  return (
    <Link href={pathTo('index')}>
      <FormattedMessage {...pageMessages.toPortal} />
    </Link>
  );
}

function Problem({ text }: { text: MessageDescriptor }) {
  return (
    <div role="alert">
      <EmptyState
        icon={<ExclamationTriangleIcon width="100%" height="100%" />}
        title={<FormattedMessage {...text} />}
        action={<ToPortal />}
      />
    </div>
  );
}

/**
 * A person with an account: signs in with the invited address (prefilled), comes back here and joins.
 * The server refuses another account, and people of other companies, with a message shown here.
 */
function JoinWithAccount({
  token,
  page,
  onRefused,
}: {
  token: string;
  page: PendingInvitationPage;
  onRefused: () => void;
}) {
  const intl = useIntl();
  const signedIn = useAtomValue(signedInAtom);
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<string>();

  // A session stored in this tab (back from signing in) is restored for the join.
  useEffect(() => {
    if (!signedIn && hasStoredSession()) void loadSession().then((session) => session.ensureSession());
  }, [signedIn]);

  const signIn = async () => {
    setBusy(true);
    await (await loadSession()).signIn(pathTo('invitation', { token }), page.email);
  };

  const join = async () => {
    setBusy(true);
    setRefusal(undefined);
    try {
      await callEndpoint(invitationsEndpoints.joinInvitation, { params: { token } });
      const session = await loadSession();
      await session.reloadIdentity();
      await navigate(pathTo('index'));
    } catch (error) {
      setBusy(false);
      if (error instanceof ApiError && error.status === 409) {
        setRefusal((error.body as { message?: string } | undefined)?.message);
        onRefused();
      } else setRefusal(intl.formatMessage(pageMessages.failed));
    }
  };

  return (
    <>
      <p className={styles.text}>
        {signedIn ? (
          <FormattedMessage {...pageMessages.signedIn} values={{ company: page.company_name }} />
        ) : (
          <FormattedMessage {...pageMessages.existing} values={{ email: page.email }} />
        )}
      </p>
      {refusal ? (
        <p className={styles.text} role="alert">
          {refusal}
        </p>
      ) : null}
      <div className={styles.actions}>
        {signedIn ? (
          <Button busy={busy} onClick={() => void join()}>
            <FormattedMessage {...pageMessages.join} values={{ company: page.company_name }} />
          </Button>
        ) : null}
        <Button variant={signedIn ? 'secondary' : 'primary'} busy={busy && !signedIn} onClick={() => void signIn()}>
          {signedIn ? (
            <FormattedMessage {...pageMessages.otherAccount} values={{ email: page.email }} />
          ) : (
            <FormattedMessage {...pageMessages.signIn} />
          )}
        </Button>
      </div>
    </>
  );
}
