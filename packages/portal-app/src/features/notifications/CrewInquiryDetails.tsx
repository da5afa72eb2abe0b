import type { CrewInquiry, CrewInquiryReply } from '@eventsuite/api-contract';
import { Button } from '@eventsuite/design-system';
import { useEffect, useRef, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useCatalogue } from '../../i18n/catalogue';
import { useRegionalFormat } from '../../regional';
import {
  crewInquiryMessages as messages,
  employmentLabels,
  givenAnswerLabels,
  perHourMessage,
} from './crew-inquiry-messages';
import * as styles from './NotificationDialog.css';

type Row = readonly [label: string, value: ReactNode];

/** Label and value pairs as a description list. */
function Rows({ rows }: { rows: readonly Row[] }) {
  return (
    <dl className={styles.details}>
      {rows.map(([label, value]) => (
        <div key={label} className={styles.detailRow}>
          <dt className={styles.detailLabel}>{label}</dt>
          <dd className={styles.detailValue}>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** An hourly wage in the inquiry's currency with the user's separators, e.g. "€24.50 per hour". */
function useHourlyWage() {
  const intl = useIntl();
  const regional = useRegionalFormat();
  return (amount: number, currency: CrewInquiry['currency']) =>
    intl.formatMessage(perHourMessage, { amount: regional.currency(amount, currency) });
}

function DateTime({ value }: { value: string }) {
  const regional = useRegionalFormat();
  return <time dateTime={value}>{regional.dateTime(value)}</time>;
}

/** What the company asks: the event, the job and what it pays, in the user's formats. */
export function CrewInquiryDetails({ inquiry }: { inquiry: CrewInquiry }) {
  const intl = useIntl();
  const hourlyWage = useHourlyWage();
  const label = (message: keyof typeof messages) => intl.formatMessage(messages[message]);
  return (
    <Rows
      rows={[
        [label('company'), inquiry.company_name],
        [label('event'), inquiry.event_name],
        [label('position'), inquiry.position],
        [label('location'), inquiry.location],
        [label('startsAt'), <DateTime value={inquiry.starts_at} />],
        [label('endsAt'), <DateTime value={inquiry.ends_at} />],
        [
          label('offeredWage'),
          inquiry.offered_hourly_wage === null ? (
            <FormattedMessage {...messages.notStated} />
          ) : (
            hourlyWage(inquiry.offered_hourly_wage, inquiry.currency)
          ),
        ],
      ]}
    />
  );
}

/** The answer the user gave, with a button to answer again (focused on mount with `focusOnMount`). */
export function CrewInquiryAnswer({
  reply,
  currency,
  onChangeAnswer,
  focusOnMount = false,
}: {
  reply: CrewInquiryReply;
  currency: CrewInquiry['currency'];
  onChangeAnswer: () => void;
  focusOnMount?: boolean;
}) {
  const changeButton = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (focusOnMount) changeButton.current?.focus();
  }, [focusOnMount]);
  const intl = useIntl();
  const { fieldLabel } = useCatalogue();
  const hourlyWage = useHourlyWage();
  const rows: Row[] = [[fieldLabel('answer'), <FormattedMessage {...givenAnswerLabels[reply.answer]} />]];
  if (reply.wage_expectation !== null)
    rows.push([fieldLabel('wage_expectation'), hourlyWage(reply.wage_expectation, currency)]);
  if (reply.employment_type !== null)
    rows.push([fieldLabel('employment_type'), <FormattedMessage {...employmentLabels[reply.employment_type]} />]);
  if (reply.comment) rows.push([fieldLabel('comment'), reply.comment]);
  rows.push([intl.formatMessage(messages.repliedAt), <DateTime value={reply.replied_at} />]);
  return (
    <>
      <Rows rows={rows} />
      <div className={styles.actions}>
        <Button ref={changeButton} variant="secondary" onClick={onChangeAnswer}>
          <FormattedMessage {...messages.changeAnswer} />
        </Button>
      </div>
    </>
  );
}
