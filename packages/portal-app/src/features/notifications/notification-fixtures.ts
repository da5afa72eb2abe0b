import type { CrewInquiry, Notification, NotificationPage } from '@eventsuite/api-contract';

/*
 * Example notifications for stories (never used by the product). Times are local, so a story reads
 * the same dates in every time zone.
 */

const at = (year: number, month: number, day: number, hour: number, minute = 0) =>
  new Date(year, month - 1, day, hour, minute).toISOString();

const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

export const openInquiry: CrewInquiry = {
  company_name: 'Acme Events GmbH',
  event_name: 'Summer Open Air',
  position: 'Stagehand',
  location: 'Berlin, Tempelhofer Feld',
  starts_at: at(2027, 7, 1, 8),
  ends_at: at(2027, 7, 3, 18, 30),
  offered_hourly_wage: 1250.5,
  currency: 'EUR',
  reply: null,
};

export const crewInquiry: Notification = {
  id: id(1),
  type: 'crew_inquiry',
  unread: true,
  sent: false,
  created_at: at(2026, 11, 5, 14, 7),
  params: {},
  crew_inquiry: openInquiry,
};

export const answeredInquiry: Notification = {
  id: id(2),
  type: 'crew_inquiry',
  unread: false,
  sent: true,
  created_at: at(2026, 10, 28, 9, 15),
  params: {},
  crew_inquiry: {
    ...openInquiry,
    company_name: 'Stagecrew Ltd',
    event_name: 'Winter Gala',
    position: 'Rigger',
    location: 'London',
    currency: 'USD',
    offered_hourly_wage: null,
    reply: {
      answer: 'available',
      wage_expectation: 32,
      employment_type: 'freelance',
      comment: 'Happy to join the rigging team again.',
      replied_at: at(2026, 10, 29, 17, 45),
    },
  },
};

export const appInstalled: Notification = {
  id: id(3),
  type: 'app_installed',
  unread: true,
  sent: false,
  created_at: at(2026, 11, 4, 9, 30),
  params: { app_name: 'Crew Planner' },
  crew_inquiry: null,
};

export const roleChanged: Notification = {
  id: id(4),
  type: 'role_changed',
  unread: false,
  sent: false,
  created_at: at(2026, 11, 1, 17, 45),
  params: { app_name: 'Crew Planner', role_name: 'Planner' },
  crew_inquiry: null,
};

export const ownershipTransferred: Notification = {
  id: id(5),
  type: 'ownership_transferred',
  unread: false,
  sent: true,
  created_at: at(2026, 10, 20, 11),
  params: { company_name: 'Acme Events GmbH' },
  crew_inquiry: null,
};

/** Older app notifications, to fill further pages. */
export function olderNotifications(count: number, startId: number): Notification[] {
  return Array.from({ length: count }, (_, index) => ({
    id: id(startId + index),
    type: 'app_installed',
    unread: false,
    sent: true,
    created_at: at(2026, 9, 30 - index, 10),
    params: { app_name: `Example app ${startId + index}` },
    crew_inquiry: null,
  }));
}

export function notificationPage(
  data: Notification[],
  { page = 1, lastPage = 1, total = data.length }: { page?: number; lastPage?: number; total?: number } = {},
): NotificationPage {
  return {
    data,
    meta: {
      current_page: page,
      last_page: lastPage,
      per_page: 10,
      total,
      unread_count: data.filter((notification) => notification.unread).length,
    },
  };
}
