import { accountSecurityEndpoints, type AccountSession } from '@eventsuite/api-contract';
import { Badge, Button, ConfirmDialog, toast } from '@eventsuite/design-system';
import { useState } from 'react';
import { FormattedMessage, useIntl, type IntlShape } from 'react-intl';
import { callEndpoint } from '../../api/client';
import { useEndpoint } from '../../api/use-endpoint';
import { commonMessages } from '../../i18n/common-messages';
import { useRegionalFormat } from '../../regional/use-regional-format';
import * as sections from '../../layout/Sections.css';
import { browserOnMessage, endedMessage, endLabelMessage, sessionsMessages as messages } from './sessions-messages';
import * as styles from './Sessions.css';

function browserName(intl: IntlShape, session: AccountSession) {
  const browser = session.browser ?? intl.formatMessage(messages.unknownBrowser);
  return session.system ? intl.formatMessage(browserOnMessage, { browser, system: session.system }) : browser;
}

type Ending = { kind: 'one'; session: AccountSession } | { kind: 'others' };

/**
 * The person's sessions on their settings (issue 30 §3): every browser signed in to the account, this
 * one marked; ending one signs that browser out at once, on every server.
 */
export function SessionsSection() {
  const intl = useIntl();
  const format = useRegionalFormat();
  const { data, error, mutate } = useEndpoint(accountSecurityEndpoints.listSessions, {});
  const [ending, setEnding] = useState<Ending>();
  const sessions = data?.data;
  const others = sessions?.filter((session) => !session.this_device) ?? [];

  const end = async (which: Ending) => {
    try {
      const { data: result } =
        which.kind === 'one'
          ? await callEndpoint(accountSecurityEndpoints.endSession, { params: { session: which.session.id } })
          : await callEndpoint(accountSecurityEndpoints.endOtherSessions, {});
      toast({ variant: 'success', message: intl.formatMessage(endedMessage, { count: result.ended }) });
    } catch {
      toast({ variant: 'error', message: intl.formatMessage(commonMessages.requestFailed) });
    }
    await mutate();
  };

  return (
    <section className={sections.section} aria-labelledby="sessions-heading">
      <h2 id="sessions-heading" className={sections.sectionHeading}>
        <FormattedMessage {...messages.heading} />
      </h2>
      <p className={sections.muted}>
        <FormattedMessage {...messages.intro} />
      </p>
      {error ? (
        <p role="alert" className={sections.text}>
          <FormattedMessage {...commonMessages.requestFailed} />
        </p>
      ) : null}
      {sessions ? (
        <ul className={styles.list}>
          {sessions.map((session) => {
            const name = browserName(intl, session);
            return (
              <li key={session.id} className={styles.item}>
                <div className={styles.title}>
                  <strong>{name}</strong>
                  {session.this_device ? (
                    <Badge tone="brand">
                      <FormattedMessage {...messages.thisDevice} />
                    </Badge>
                  ) : null}
                </div>
                <dl className={styles.facts}>
                  <dt>
                    <FormattedMessage {...messages.address} />
                  </dt>
                  <dd>{session.address ?? <FormattedMessage {...messages.unknown} />}</dd>
                  <dt>
                    <FormattedMessage {...messages.signedIn} />
                  </dt>
                  <dd>{format.dateTime(session.signed_in_at)}</dd>
                  <dt>
                    <FormattedMessage {...messages.lastActive} />
                  </dt>
                  <dd>
                    {session.last_active_at ? (
                      format.dateTime(session.last_active_at)
                    ) : (
                      <FormattedMessage {...messages.unknown} />
                    )}
                  </dd>
                  <dt>
                    <FormattedMessage {...messages.apps} />
                  </dt>
                  <dd>
                    {session.apps.length > 0 ? session.apps.join(', ') : <FormattedMessage {...messages.noApps} />}
                  </dd>
                </dl>
                {session.this_device ? null : (
                  <div>
                    <Button
                      variant="secondary"
                      aria-label={intl.formatMessage(endLabelMessage, { browser: name })}
                      onClick={() => setEnding({ kind: 'one', session })}
                    >
                      <FormattedMessage {...messages.end} />
                    </Button>
                  </div>
                )}
              </li>
            );
          })}
        </ul>
      ) : null}
      {sessions && others.length === 0 ? (
        <p className={sections.muted}>
          <FormattedMessage {...messages.empty} />
        </p>
      ) : null}
      {others.length > 1 ? (
        <div className={sections.actions}>
          <Button variant="danger" onClick={() => setEnding({ kind: 'others' })}>
            <FormattedMessage {...messages.endOthers} />
          </Button>
        </div>
      ) : null}
      <ConfirmDialog
        open={ending !== undefined}
        onOpenChange={(open) => {
          if (!open) setEnding(undefined);
        }}
        title={<FormattedMessage {...(ending?.kind === 'others' ? messages.endOthersTitle : messages.endTitle)} />}
        text={<FormattedMessage {...(ending?.kind === 'others' ? messages.endOthersText : messages.endText)} />}
        confirmLabel={intl.formatMessage(ending?.kind === 'others' ? messages.endOthers : messages.end)}
        cancelLabel={intl.formatMessage(messages.cancel)}
        tone="destructive"
        onConfirm={() => (ending ? end(ending) : undefined)}
      />
    </section>
  );
}
