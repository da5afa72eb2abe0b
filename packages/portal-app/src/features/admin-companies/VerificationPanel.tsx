import {
  adminCompaniesEndpoints as endpoints,
  validationChecklistItems,
  type AdminCompany,
  type Company,
  type ValidationChecklistItem,
  type ValidationRequest,
} from '@eventsuite/api-contract';
import {
  Button,
  ConfirmDialog,
  FormField,
  RadioGroup,
  Section,
  Stack,
  TextArea,
  toast,
} from '@eventsuite/design-system';
import { useState } from 'react';
import { FormattedMessage, useIntl, type MessageDescriptor } from 'react-intl';
import { ApiError, callEndpoint } from '../../api/client';
import { refusalMessage } from '../../api/refusal';
import { useCatalogue } from '../../i18n/catalogue';
import { useRegionalFormat } from '../../regional';
import {
  companyAdminMessages,
  decidedByMessage,
  enteredMessage,
  failedItemMessage,
  verificationPanelMessages as messages,
} from './admin-companies-messages';
import * as styles from './AdminCompanies.css';
import { StateBadge } from './StateBadge';

type Checks = Record<ValidationChecklistItem, boolean>;
type Reasons = Partial<Record<ValidationChecklistItem, string>>;

/** What the company entered for a checklist item: the data the administrator checks it against. */
function enteredFor(company: Company, item: ValidationChecklistItem): string {
  switch (item) {
    case 'address':
      return [
        [company.street, company.house_number].filter(Boolean).join(' '),
        [company.postal_code, company.city].filter(Boolean).join(' '),
        company.country ?? '',
      ]
        .filter(Boolean)
        .join(', ');
    case 'email':
      return company.email;
    case 'name':
      return [company.name, company.optional_name].filter(Boolean).join(' – ');
    case 'owner_authorized':
      return company.owner.name;
    case 'phone':
      return [company.phone.country_code, company.phone.phone_number].filter(Boolean).join(' ');
    case 'vat_number':
      return company.vat_number;
  }
}

const allPassed = (): Checks => Object.fromEntries(validationChecklistItems.map((item) => [item, true])) as Checks;

/** The decision on the open request: the checklist item by item, then accept or decline. */
function DecisionForm({
  data,
  request,
  onChanged,
}: {
  data: AdminCompany;
  request: ValidationRequest;
  onChanged: (next: AdminCompany) => void;
}) {
  const intl = useIntl();
  const { fieldLabel } = useCatalogue();
  const [checks, setChecks] = useState<Checks>(allPassed);
  const [reasons, setReasons] = useState<Reasons>({});
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const [sending, setSending] = useState<'accept' | 'decline' | null>(null);
  const params = { company: data.company.id };

  async function decide(decision: 'accept' | 'decline') {
    setSending(decision);
    setErrors({});
    try {
      const failedReasons = Object.fromEntries(
        validationChecklistItems.flatMap((item) => (checks[item] ? [] : [[item, reasons[item] ?? '']])),
      );
      const answer = await callEndpoint(endpoints.decideCompanyValidation, {
        params,
        body: { request: request.id, decision, checks, reasons: failedReasons },
      });
      toast({
        variant: 'success',
        message: intl.formatMessage(decision === 'accept' ? messages.accepted : messages.declined),
      });
      onChanged(answer.data);
    } catch (failure) {
      if (failure instanceof ApiError && failure.status === 422) {
        setErrors(((failure.body ?? {}) as { errors?: Record<string, string[]> }).errors ?? {});
      } else {
        toast({
          variant: 'error',
          message: refusalMessage(failure) ?? intl.formatMessage(companyAdminMessages.failed),
        });
      }
    } finally {
      setSending(null);
    }
  }

  return (
    <form
      className={styles.checkFields}
      aria-label={intl.formatMessage(messages.checklist)}
      onSubmit={(event) => event.preventDefault()}
    >
      {errors.checks ? <p role="alert">{errors.checks[0]}</p> : null}
      {validationChecklistItems.map((item) => {
        const entered = enteredFor(data.company, item);
        return (
          <div key={item} className={styles.checkRow}>
            <div>
              <p className={styles.text}>
                <strong>{fieldLabel(`checks.${item}`)}</strong>
              </p>
              <p className={styles.muted}>
                <FormattedMessage
                  {...enteredMessage}
                  values={{ value: entered || intl.formatMessage(messages.nothingEntered) }}
                />
              </p>
            </div>
            <div className={styles.checkFields}>
              <RadioGroup
                label={fieldLabel(`checks.${item}`)}
                orientation="horizontal"
                value={checks[item] ? 'passed' : 'failed'}
                onValueChange={(value) => setChecks((current) => ({ ...current, [item]: value === 'passed' }))}
                options={[
                  { value: 'passed', label: intl.formatMessage(messages.passed) },
                  { value: 'failed', label: intl.formatMessage(messages.failedItem) },
                ]}
                errors={errors[`checks.${item}`]}
              />
              {checks[item] ? null : (
                <FormField label={fieldLabel(`reasons.${item}`)} errors={errors[`reasons.${item}`]}>
                  <TextArea
                    rows={2}
                    value={reasons[item] ?? ''}
                    onChange={(event) => setReasons((current) => ({ ...current, [item]: event.target.value }))}
                  />
                </FormField>
              )}
            </div>
          </div>
        );
      })}
      <div className={styles.actions}>
        <Button busy={sending === 'accept'} disabled={sending !== null} onClick={() => void decide('accept')}>
          <FormattedMessage {...messages.accept} />
        </Button>
        <Button
          variant="secondary"
          busy={sending === 'decline'}
          disabled={sending !== null}
          onClick={() => void decide('decline')}
        >
          <FormattedMessage {...messages.decline} />
        </Button>
      </div>
    </form>
  );
}

function HistoryEntry({ request }: { request: ValidationRequest }) {
  const { dateTime } = useRegionalFormat();
  const { fieldLabel } = useCatalogue();
  const failed = request.checks.filter((check) => !check.passed);
  return (
    <li className={styles.checkFields}>
      <p className={styles.text}>
        <StateBadgeOf request={request} /> <span className={styles.muted}>{dateTime(request.requested_at)}</span>
      </p>
      {request.decided_by && request.closed_at ? (
        <p className={styles.muted}>
          <FormattedMessage
            {...decidedByMessage}
            values={{ date: dateTime(request.closed_at), name: request.decided_by.name }}
          />
        </p>
      ) : null}
      {failed.length > 0 || request.reasons.length > 0 ? (
        <ul className={styles.list}>
          {failed.map((check) => (
            <li key={check.item}>
              {check.reason ? (
                <FormattedMessage
                  {...failedItemMessage}
                  values={{ item: fieldLabel(`checks.${check.item}`), reason: check.reason }}
                />
              ) : (
                fieldLabel(`checks.${check.item}`)
              )}
            </li>
          ))}
          {request.reasons.map((reason) => (
            <li key={reason}>{reason}</li>
          ))}
        </ul>
      ) : null}
    </li>
  );
}

/** A request's outcome as the company's state it led to. */
function StateBadgeOf({ request }: { request: ValidationRequest }) {
  const state = request.status === 'withdrawn' || request.status === 'recalled' ? 'not_validated' : request.status;
  return <StateBadge state={state} />;
}

/**
 * The verification panel of a company's page (issue 26 §2): the state, the decision on an open request
 * item by item beside what the company entered, recalling a verification, setting the state directly,
 * and the history with who decided when and why. Without the right to edit companies, the state and
 * history only.
 */
export function VerificationPanel({
  data,
  canEdit,
  onChanged,
}: {
  data: AdminCompany;
  canEdit: boolean;
  onChanged: (next: AdminCompany) => void;
}) {
  const intl = useIntl();
  const [confirmRecall, setConfirmRecall] = useState(false);
  const [sending, setSending] = useState(false);
  const { state, requests } = data.validation;
  const open = state === 'requested' ? requests.find((request) => request.status === 'requested') : undefined;
  const params = { company: data.company.id };

  async function change(send: () => Promise<{ data: AdminCompany }>, done: MessageDescriptor) {
    setSending(true);
    try {
      onChanged((await send()).data);
      toast({ variant: 'success', message: intl.formatMessage(done) });
    } catch (failure) {
      toast({ variant: 'error', message: refusalMessage(failure) ?? intl.formatMessage(companyAdminMessages.failed) });
      throw failure;
    } finally {
      setSending(false);
    }
  }

  const setState = (next: 'validated' | 'not_validated') =>
    void change(
      () => callEndpoint(endpoints.setCompanyValidationState, { params, body: { state: next } }),
      messages.stateSet,
    ).catch(() => undefined);

  return (
    <Section title={<FormattedMessage {...messages.heading} />}>
      <Stack gap="md">
        <p className={styles.text}>
          <StateBadge state={state} />
        </p>
        {canEdit && open ? <DecisionForm key={open.id} data={data} request={open} onChanged={onChanged} /> : null}
        {canEdit ? (
          <div className={styles.actions}>
            {state === 'validated' ? (
              <>
                <Button variant="secondary" onClick={() => setConfirmRecall(true)}>
                  <FormattedMessage {...messages.recall} />
                </Button>
                <ConfirmDialog
                  open={confirmRecall}
                  onOpenChange={setConfirmRecall}
                  title={intl.formatMessage(messages.recallTitle)}
                  text={intl.formatMessage(messages.recallText)}
                  confirmLabel={intl.formatMessage(messages.recall)}
                  cancelLabel={intl.formatMessage(messages.keep)}
                  tone="destructive"
                  onConfirm={() =>
                    change(
                      () => callEndpoint(endpoints.recallCompanyValidation, { params, body: { reason: '' } }),
                      messages.recalled,
                    )
                  }
                />
              </>
            ) : (
              <Button variant="secondary" busy={sending} onClick={() => setState('validated')}>
                <FormattedMessage {...messages.setValidated} />
              </Button>
            )}
            {state === 'requested' || state === 'declined' ? (
              <Button variant="secondary" busy={sending} onClick={() => setState('not_validated')}>
                <FormattedMessage {...messages.setNotValidated} />
              </Button>
            ) : null}
          </div>
        ) : null}
        <h3 className={styles.sectionHeading}>
          <FormattedMessage {...messages.history} />
        </h3>
        {requests.length === 0 ? (
          <p className={styles.muted}>
            <FormattedMessage {...messages.noHistory} />
          </p>
        ) : (
          <Stack as="ol" gap="md">
            {requests.map((request) => (
              <HistoryEntry key={request.id} request={request} />
            ))}
          </Stack>
        )}
      </Stack>
    </Section>
  );
}
