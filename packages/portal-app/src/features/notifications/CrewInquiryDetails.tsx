import type { CrewInquiry, CrewInquiryReply } from '@eventsuite/api-contract';
import { Button } from '@eventsuite/design-system';
import type { ReactNode } from 'react';
import { FormattedMessage, useIntl, type MessageDescriptor } from 'react-intl';
import { useRegionalFormat } from '../../regional';
import {
  crewInquiryMessages as messages,
  employmentLabels,
  givenAnswerLabels,
  perHourMessage,
} from './crew-inquiry-messages';
import * as styles from './NotificationDialog.css';

type Row = readonly [label: MessageDescriptor, value: ReactNode];

/** Label and value pairs as a description list. */
function Rows({ rows }: { rows: readonly Row[] }) {
  return (
    <dl className={styles.details}>
      {rows.map(([label, value]) => (
        <div key={label.id} className={styles.detailRow}>
          <dt className={styles.detailLabel}>
            <FormattedMessage {...label} />
          </dt>
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
  const hourlyWage = useHourlyWage();
  return (
    <Rows
      rows={[
        [messages.company, inquiry.company_name],
        [messages.event, inquiry.event_name],
        [messages.position, inquiry.position],
        [messages.location, inquiry.location],
        [messages.startsAt, <DateTime value={inquiry.starts_at} />],
        [messages.endsAt, <DateTime value={inquiry.ends_at} />],
        [
          messages.offeredWage,
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

/** The answer the user gave, with a button to answer again. */
export function CrewInquiryAnswer({
  reply,
  currency,
  onChangeAnswer,
}: {
  reply: CrewInquiryReply;
  currency: CrewInquiry['currency'];
  onChangeAnswer: () => void;
}) {
  const hourlyWage = useHourlyWage();
  const rows: Row[] = [[messages.answer, <FormattedMessage {...givenAnswerLabels[reply.answer]} />]];
  if (reply.wage_expectation !== null)
    rows.push([messages.wageExpectationShort, hourlyWage(reply.wage_expectation, currency)]);
  if (reply.employment_type !== null)
    rows.push([messages.employmentType, <FormattedMessage {...employmentLabels[reply.employment_type]} />]);
  if (reply.comment) rows.push([messages.comment, reply.comment]);
  rows.push([messages.repliedAt, <DateTime value={reply.replied_at} />]);
  return (
    <>
      <Rows rows={rows} />
      <div className={styles.actions}>
        <Button variant="secondary" onClick={onChangeAnswer}>
          <FormattedMessage {...messages.changeAnswer} />
        </Button>
      </div>
    </>
  );
}
