import {
  companyActivityEndpoints,
  companyVerificationEndpoints as endpoints,
  validationChecklistItems,
  type CompanyValidation,
  type ValidationRequest,
} from '@eventsuite/api-contract';
import { Button, ConfirmDialog, Section, Stack, toast } from '@eventsuite/design-system';
import { CheckCircledIcon, CrossCircledIcon } from '@radix-ui/react-icons';
import { useState } from 'react';
import { FormattedMessage, useIntl, type MessageDescriptor } from 'react-intl';
import { ApiError, callEndpoint } from '../../api/client';
import { useEndpoint, useRevalidateEndpoint } from '../../api/use-endpoint';
import { sectionLoadLabels } from '../../layout/LoadState';
import * as sections from '../../layout/Sections.css';
import { useRegionalFormat } from '../../regional';
import * as styles from './CompanyVerificationSection.css';
import {
  checklistLabels,
  requestedByMessage,
  requestedOnMessage,
  stateLabels,
  stateTexts,
  statusLines,
  verificationMessages,
} from './verification-messages';

/** The administrator's results, as a list of the checklist: each item, and how it fared when given. */
function Checklist({ checks }: { checks: ValidationRequest['checks'] }) {
  const intl = useIntl();
  return (
    <Stack as="ul" gap="xs">
      {validationChecklistItems.map((item) => {
        const check = checks.find((candidate) => candidate.item === item);
        const passed = check?.passed;
        return (
          <li key={item} className={styles.checkItem}>
            {passed === undefined ? null : passed ? (
              <CheckCircledIcon className={styles.passed} aria-hidden="true" />
            ) : (
              <CrossCircledIcon className={styles.failed} aria-hidden="true" />
            )}
            <span className={styles.checkText}>
              <FormattedMessage {...checklistLabels[item]} />
              {passed === undefined ? null : (
                <span className={sections.muted}>
                  {intl.formatMessage(passed ? verificationMessages.passed : verificationMessages.failed)}
                </span>
              )}
              {check?.reason ? <span className={styles.checkReason}>{check.reason}</span> : null}
            </span>
          </li>
        );
      })}
    </Stack>
  );
}

function HistoryEntry({ request }: { request: ValidationRequest }) {
  const { dateTime } = useRegionalFormat();
  const closedAt = request.recalled_at ?? request.closed_at;
  return (
    <li className={styles.historyEntry}>
      <p className={sections.text}>
        <strong>
          <FormattedMessage {...statusLines[request.status]} values={{ date: closedAt ? dateTime(closedAt) : '' }} />
        </strong>
      </p>
      <p className={sections.muted}>
        {request.requested_by ? (
          <FormattedMessage
            {...requestedByMessage}
            values={{ date: dateTime(request.requested_at), name: request.requested_by.name }}
          />
        ) : (
          <FormattedMessage {...requestedOnMessage} values={{ date: dateTime(request.requested_at) }} />
        )}
      </p>
      {request.reasons.length > 0 ? (
        <>
          <p className={sections.text}>
            <FormattedMessage {...verificationMessages.reasonsHeading} />
          </p>
          <ul className={styles.reasons}>
            {request.reasons.map((reason) => (
              <li key={reason}>{reason}</li>
            ))}
          </ul>
        </>
      ) : null}
    </li>
  );
}

/**
 * The company's verification (spec §3, §4): its state, what Eventsuite checks (with the results of the
 * latest decision), and the history of requests and decisions with their reasons. The owner requests
 * verification and may withdraw an open request; everyone else who sees the company only reads.
 */
export function CompanyVerificationSection({ companyId, canChange }: { companyId: string; canChange: boolean }) {
  const intl = useIntl();
  const params = { company: companyId };
  const { data, error, mutate } = useEndpoint(endpoints.listValidationRequests, { params });
  // The server logs each change: the company's activity on the same page shows it at once.
  const refreshActivity = useRevalidateEndpoint(companyActivityEndpoints.listCompanyActivity);
  const [confirmWithdrawal, setConfirmWithdrawal] = useState(false);
  const [sending, setSending] = useState(false);

  /** Sends a change; the answer is the new state. A refusal (409) says why in the server's words. */
  async function change(send: () => Promise<{ data: CompanyValidation }>, done: MessageDescriptor) {
    setSending(true);
    try {
      await mutate(await send(), { revalidate: false });
      void refreshActivity();
      toast({ variant: 'success', message: intl.formatMessage(done) });
    } catch (failure) {
      const refusal =
        failure instanceof ApiError && failure.status === 409 ? (failure.body as { message?: string }) : null;
      toast({ variant: 'error', message: refusal?.message ?? intl.formatMessage(verificationMessages.sendFailed) });
      // What the server says now, whatever this screen thought.
      void mutate();
      throw failure;
    } finally {
      setSending(false);
    }
  }

  const title = <FormattedMessage {...verificationMessages.heading} />;

  if (error || !data) {
    return (
      <Section
        title={title}
        state={error === undefined ? 'loading' : 'failed'}
        labels={sectionLoadLabels({
          loading: verificationMessages.loading,
          failed: verificationMessages.loadFailed,
          retry: verificationMessages.retry,
        })}
        onRetry={() => void mutate()}
      />
    );
  }

  const { state, requests } = data.data;
  const open = requests.find((request) => request.status === 'requested');
  // The results shown are those of the decision the state rests on.
  const results = state === 'validated' || state === 'declined' ? (requests[0]?.checks ?? []) : [];

  return (
    <Section title={title}>
      <p className={styles.state} data-state={state}>
        <FormattedMessage {...stateLabels[state]} />
      </p>
      <p className={sections.text}>
        <FormattedMessage {...stateTexts[state]} />
      </p>
      <h3 className={styles.subheading}>
        <FormattedMessage {...verificationMessages.checklistHeading} />
      </h3>
      <Checklist checks={results} />
      {canChange && (state === 'not_validated' || state === 'declined') ? (
        <div className={sections.actions}>
          <Button
            busy={sending}
            onClick={() =>
              void change(
                () => callEndpoint(endpoints.requestValidation, { params }),
                verificationMessages.requested,
              ).catch(() => undefined)
            }
          >
            <FormattedMessage {...verificationMessages.request} />
          </Button>
        </div>
      ) : null}
      {canChange && open ? (
        <div className={sections.actions}>
          <Button variant="secondary" onClick={() => setConfirmWithdrawal(true)}>
            <FormattedMessage {...verificationMessages.withdraw} />
          </Button>
          <ConfirmDialog
            open={confirmWithdrawal}
            onOpenChange={setConfirmWithdrawal}
            title={intl.formatMessage(verificationMessages.withdrawTitle)}
            text={intl.formatMessage(verificationMessages.withdrawText)}
            confirmLabel={intl.formatMessage(verificationMessages.withdraw)}
            cancelLabel={intl.formatMessage(verificationMessages.keepRequest)}
            onConfirm={() =>
              change(
                () => callEndpoint(endpoints.withdrawValidationRequest, { params: { ...params, request: open.id } }),
                verificationMessages.withdrawn,
              )
            }
          />
        </div>
      ) : null}
      <h3 className={styles.subheading}>
        <FormattedMessage {...verificationMessages.historyHeading} />
      </h3>
      {requests.length === 0 ? (
        <p className={sections.muted}>
          <FormattedMessage {...verificationMessages.noHistory} />
        </p>
      ) : (
        <Stack as="ol" gap="md">
          {requests.map((request) => (
            <HistoryEntry key={request.id} request={request} />
          ))}
        </Stack>
      )}
    </Section>
  );
}
