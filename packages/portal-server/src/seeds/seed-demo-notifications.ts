import { randomUUID } from 'node:crypto';
import type { CrewInquiryAnswer } from '@eventsuite/api-contract';
import type { Database } from '../db/index';
import { crewInquiries, crewInquiryReplies, notifications } from '../areas/notifications/schema';

// Notifications of the demo personas: every type, read and unread, sent and not, and crew inquiries
// (some answered) for events in the weeks after seeding, so the widget, the list with its second page
// and the reply form all have something to show.

type Recipient = 'member@example.com' | 'private@example.com' | 'both@example.com' | 'owner.alpen@example.com';
type Sender = 'alpen' | 'harbour';

interface DemoInquiry {
  from: Sender;
  eventName: string;
  position: string;
  location: string;
  /** Days after seeding and hour (UTC) of the start; the end likewise. */
  starts: [days: number, hour: number];
  ends: [days: number, hour: number];
  offeredHourlyWage: number | null;
  reply?: {
    answer: CrewInquiryAnswer;
    wageExpectation: number | null;
    employmentType: 'employed' | 'freelance' | null;
    comment: string;
  };
}

type DemoNotification = {
  to: Recipient;
  /** Hours before seeding that it arrived. */
  age: number;
  read?: boolean;
  /** Delivered by e-mail as well, so the top-bar widget leaves it out. */
  sent?: boolean;
} & (
  | { type: 'app_installed'; params: { app_name: string } }
  | { type: 'role_changed'; params: { app_name: string; role_name: string } }
  | { type: 'ownership_transferred'; params: { company_name: string } }
  | { type: 'crew_inquiry'; inquiry: DemoInquiry }
);

const day = 24;

const demoNotifications: DemoNotification[] = [
  // Paula Privat, freelancer: the crew inquiries of the demo, enough for a second page.
  {
    to: 'private@example.com',
    age: 2,
    type: 'crew_inquiry',
    inquiry: {
      from: 'harbour',
      eventName: 'Elbphilharmonie Summer Gala',
      position: 'Lighting technician',
      location: 'Elbphilharmonie, Platz der Deutschen Einheit 4, Hamburg',
      starts: [9, 12],
      ends: [9, 22],
      offeredHourlyWage: 38,
    },
  },
  {
    to: 'private@example.com',
    age: 20,
    type: 'crew_inquiry',
    inquiry: {
      from: 'alpen',
      eventName: 'Zürich Lakeside Open Air',
      position: 'Stage hand',
      location: 'Landiwiese, Zürich',
      starts: [16, 6],
      ends: [18, 21],
      offeredHourlyWage: 32.5,
    },
  },
  { to: 'private@example.com', age: 30, type: 'app_installed', params: { app_name: 'Staff Search' } },
  {
    to: 'private@example.com',
    age: 2 * day,
    sent: true,
    type: 'crew_inquiry',
    inquiry: {
      from: 'harbour',
      eventName: "Hamburg Harbour's Birthday",
      position: 'Rigger',
      location: 'Landungsbrücken, Hamburg',
      starts: [24, 7],
      ends: [26, 20],
      offeredHourlyWage: null,
    },
  },
  {
    to: 'private@example.com',
    age: 3 * day,
    read: true,
    sent: true,
    type: 'role_changed',
    params: { app_name: 'Timesheets', role_name: 'Freelancer' },
  },
  {
    to: 'private@example.com',
    age: 5 * day,
    read: true,
    sent: true,
    type: 'crew_inquiry',
    inquiry: {
      from: 'alpen',
      eventName: 'Davos Winter Congress',
      position: 'Sound engineer',
      location: 'Congress Centre, Davos',
      starts: [60, 7],
      ends: [63, 17],
      offeredHourlyWage: 45,
      reply: {
        answer: 'available',
        wageExpectation: 48,
        employmentType: 'freelance',
        comment: 'Happy to join. I bring my own in-ear monitoring.',
      },
    },
  },
  {
    to: 'private@example.com',
    age: 7 * day,
    read: true,
    type: 'crew_inquiry',
    inquiry: {
      from: 'harbour',
      eventName: 'Reeperbahn Festival Club Night',
      position: 'Backline technician',
      location: 'Große Freiheit 36, Hamburg',
      starts: [35, 16],
      ends: [36, 2],
      offeredHourlyWage: 35,
      reply: {
        answer: 'consultation',
        wageExpectation: null,
        employmentType: null,
        comment: 'Could we talk about the travel costs first?',
      },
    },
  },
  {
    to: 'private@example.com',
    age: 9 * day,
    read: true,
    sent: true,
    type: 'app_installed',
    params: { app_name: 'Timesheets' },
  },
  {
    to: 'private@example.com',
    age: 12 * day,
    read: true,
    sent: true,
    type: 'crew_inquiry',
    inquiry: {
      from: 'alpen',
      eventName: 'Art Basel Opening Night',
      position: 'Video technician',
      location: 'Messe Basel, Hall 1',
      starts: [42, 15],
      ends: [42, 23],
      offeredHourlyWage: 40,
      reply: {
        answer: 'not_available',
        wageExpectation: null,
        employmentType: null,
        comment: 'Already booked that week, sorry.',
      },
    },
  },
  {
    to: 'private@example.com',
    age: 14 * day,
    read: true,
    sent: true,
    type: 'role_changed',
    params: { app_name: 'Staff Search', role_name: 'Candidate' },
  },
  {
    to: 'private@example.com',
    age: 16 * day,
    read: true,
    sent: true,
    type: 'crew_inquiry',
    inquiry: {
      from: 'harbour',
      eventName: 'Harbour Jazz Nights',
      position: 'Stage hand',
      location: 'Fischauktionshalle, Hamburg',
      starts: [50, 16],
      ends: [52, 23],
      offeredHourlyWage: 30,
    },
  },
  {
    to: 'private@example.com',
    age: 20 * day,
    sent: true,
    type: 'crew_inquiry',
    inquiry: {
      from: 'alpen',
      eventName: 'Lucerne Blue Balls Festival',
      position: 'Follow-spot operator',
      location: 'KKL Luzern',
      starts: [75, 16],
      ends: [79, 23],
      offeredHourlyWage: 34,
    },
  },

  // Max Moser, stage technician at Alpenbühne.
  {
    to: 'member@example.com',
    age: 1,
    type: 'role_changed',
    params: { app_name: 'Crew Planner', role_name: 'Planner' },
  },
  { to: 'member@example.com', age: 6, type: 'app_installed', params: { app_name: 'Timesheets' } },
  {
    to: 'member@example.com',
    age: 26,
    type: 'crew_inquiry',
    inquiry: {
      from: 'harbour',
      eventName: 'Hamburg Boat Show Gala',
      position: 'Stage technician',
      location: 'Hamburg Messe, Hall B6',
      starts: [21, 15],
      ends: [21, 23],
      offeredHourlyWage: 36,
    },
  },
  {
    to: 'member@example.com',
    age: 6 * day,
    read: true,
    sent: true,
    type: 'app_installed',
    params: { app_name: 'Crew Planner' },
  },
  {
    to: 'member@example.com',
    age: 8 * day,
    read: true,
    sent: true,
    type: 'role_changed',
    params: { app_name: 'Timesheets', role_name: 'Employee' },
  },
  {
    to: 'member@example.com',
    age: 10 * day,
    read: true,
    type: 'crew_inquiry',
    inquiry: {
      from: 'harbour',
      eventName: 'Kiel Week Harbour Stage',
      position: 'Rigger',
      location: 'Kiellinie, Kiel',
      starts: [40, 6],
      ends: [43, 22],
      offeredHourlyWage: 37,
      reply: { answer: 'available', wageExpectation: 40, employmentType: 'employed', comment: '' },
    },
  },

  // Bea Berger, production manager at Alpenbühne and team member at Harbour Stage.
  {
    to: 'both@example.com',
    age: 3,
    type: 'crew_inquiry',
    inquiry: {
      from: 'alpen',
      eventName: 'Zurich Film Festival Premiere Night',
      position: 'Production manager',
      location: 'Kongresshaus, Zürich',
      starts: [28, 14],
      ends: [28, 23],
      offeredHourlyWage: 55,
    },
  },
  { to: 'both@example.com', age: 2 * day, sent: true, type: 'app_installed', params: { app_name: 'Staff Search' } },
  {
    to: 'both@example.com',
    age: 4 * day,
    read: true,
    sent: true,
    type: 'role_changed',
    params: { app_name: 'Crew Planner', role_name: 'Viewer' },
  },
  {
    to: 'both@example.com',
    age: 6 * day,
    read: true,
    sent: true,
    type: 'role_changed',
    params: { app_name: 'Staff Search', role_name: 'Recruiter' },
  },
  {
    to: 'both@example.com',
    age: 9 * day,
    read: true,
    sent: true,
    type: 'app_installed',
    params: { app_name: 'Crew Planner' },
  },
  {
    to: 'both@example.com',
    age: 11 * day,
    read: true,
    type: 'crew_inquiry',
    inquiry: {
      from: 'harbour',
      eventName: 'Elbe Riverside Concert',
      position: 'Production manager',
      location: 'Strandperle, Övelgönne, Hamburg',
      starts: [33, 15],
      ends: [33, 23],
      offeredHourlyWage: null,
      reply: {
        answer: 'consultation',
        wageExpectation: 60,
        employmentType: 'employed',
        comment: 'Happy to help. Can we go through the budget first?',
      },
    },
  },

  // Olivia Alder owns Alpenbühne: the ownership came to her. Only owners are told of a transfer to them.
  {
    to: 'owner.alpen@example.com',
    age: 30 * day,
    read: true,
    sent: true,
    type: 'ownership_transferred',
    params: { company_name: 'Alpenbühne Events AG' },
  },
];

const hours = (date: Date, count: number) => new Date(date.getTime() + count * 3_600_000);

/** Midnight UTC `days` after `now`, plus `hour` hours. */
function dayAt(now: Date, [days, hour]: [number, number]): Date {
  const date = new Date(now);
  date.setUTCHours(hour, 0, 0, 0);
  date.setUTCDate(date.getUTCDate() + days);
  return date;
}

/** Writes the demo notifications, dated relative to `now`; inside the demo seeding transaction. */
export async function seedDemoNotifications(
  tx: Pick<Database, 'insert'>,
  now: Date,
  ids: { user: (email: Recipient) => string; company: (key: Sender) => string; companyName: (key: Sender) => string },
): Promise<void> {
  const rows = demoNotifications.map((item) => {
    const createdAt = hours(now, -item.age);
    return { item, id: randomUUID(), createdAt };
  });
  await tx.insert(notifications).values(
    rows.map(({ item, id, createdAt }) => ({
      id,
      userId: ids.user(item.to),
      type: item.type,
      params:
        item.type === 'crew_inquiry'
          ? { company_name: ids.companyName(item.inquiry.from), event_name: item.inquiry.eventName }
          : item.params,
      createdAt,
      readAt: item.read ? hours(createdAt, 1) : null,
      sentAt: item.sent ? hours(createdAt, 0.25) : null,
    })),
  );
  const inquiries = rows.flatMap(({ item, id, createdAt }) =>
    item.type === 'crew_inquiry' ? [{ inquiry: item.inquiry, id, createdAt }] : [],
  );
  await tx.insert(crewInquiries).values(
    inquiries.map(({ inquiry, id }) => ({
      notificationId: id,
      companyId: ids.company(inquiry.from),
      companyName: ids.companyName(inquiry.from),
      eventName: inquiry.eventName,
      position: inquiry.position,
      location: inquiry.location,
      startsAt: dayAt(now, inquiry.starts),
      endsAt: dayAt(now, inquiry.ends),
      offeredHourlyWage: inquiry.offeredHourlyWage,
      currency: 'EUR' as const,
    })),
  );
  await tx
    .insert(crewInquiryReplies)
    .values(
      inquiries.flatMap(({ inquiry: { reply }, id, createdAt }) =>
        reply ? [{ notificationId: id, ...reply, repliedAt: hours(createdAt, 2) }] : [],
      ),
    );
}
