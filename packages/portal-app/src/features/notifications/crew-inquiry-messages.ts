import type { CrewInquiryAnswer, employments } from '@eventsuite/api-contract';
import { defineMessage, defineMessages } from 'react-intl';

type Employment = (typeof employments)[number];

export const crewInquiryMessages = defineMessages({
  company: { id: 'crewInquiry.company', defaultMessage: 'Company' },
  event: { id: 'crewInquiry.event', defaultMessage: 'Event' },
  position: { id: 'crewInquiry.position', defaultMessage: 'Position' },
  location: { id: 'crewInquiry.location', defaultMessage: 'Location' },
  startsAt: { id: 'crewInquiry.startsAt', defaultMessage: 'Start' },
  endsAt: { id: 'crewInquiry.endsAt', defaultMessage: 'End' },
  offeredWage: { id: 'crewInquiry.offeredWage', defaultMessage: 'Offered hourly wage' },
  notStated: { id: 'crewInquiry.notStated', defaultMessage: 'Not stated' },
  yourAnswer: { id: 'crewInquiry.yourAnswer', defaultMessage: 'Your answer' },
  notAnswered: { id: 'crewInquiry.notAnswered', defaultMessage: 'Not answered yet' },
  optional: { id: 'crewInquiry.optional', defaultMessage: 'Optional' },
  repliedAt: { id: 'crewInquiry.repliedAt', defaultMessage: 'Answered on' },
  changeAnswer: { id: 'crewInquiry.changeAnswer', defaultMessage: 'Change answer' },
  send: { id: 'crewInquiry.send', defaultMessage: 'Send answer' },
  cancel: { id: 'crewInquiry.cancel', defaultMessage: 'Cancel' },
});

export const perHourMessage = defineMessage<{ amount: string }>({
  id: 'crewInquiry.perHour',
  defaultMessage: '{amount} per hour',
});

export const wageExpectationLabel = defineMessage<{ currency: string }>({
  id: 'crewInquiry.wageExpectation',
  defaultMessage: 'Wage expectation per hour ({currency})',
});

/** The choices of the reply form. */
export const answerOptionLabels = defineMessages<CrewInquiryAnswer>({
  available: { id: 'crewInquiry.answer.available', defaultMessage: 'Available' },
  not_available: { id: 'crewInquiry.answer.notAvailable', defaultMessage: 'Not available' },
  consultation: { id: 'crewInquiry.answer.consultation', defaultMessage: 'Request consultation' },
});

/** A given answer, as the inquiry and the list show it. */
export const givenAnswerLabels = defineMessages<CrewInquiryAnswer>({
  available: { id: 'crewInquiry.given.available', defaultMessage: 'Available' },
  not_available: { id: 'crewInquiry.given.notAvailable', defaultMessage: 'Not available' },
  consultation: { id: 'crewInquiry.given.consultation', defaultMessage: 'Consultation requested' },
});

export const employmentLabels = defineMessages<Employment>({
  employed: { id: 'crewInquiry.employment.employed', defaultMessage: 'Employed' },
  freelance: { id: 'crewInquiry.employment.freelance', defaultMessage: 'Freelance' },
});
