import type { Notification } from '@eventsuite/api-contract';
import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import de from '../../i18n/de.json';
import { notificationText, notificationTitles } from './notification-wording';

const english = createIntl({ locale: 'en-GB', messages: {} });
const german = createIntl({ locale: 'de-DE', messages: de });

function notification(overrides: Partial<Notification>): Notification {
  return {
    id: '00000000-0000-4000-8000-000000000001',
    type: 'app_installed',
    unread: true,
    sent: false,
    created_at: '2026-11-05T14:07:00Z',
    params: {},
    crew_inquiry: null,
    ...overrides,
  };
}

const inquiry = {
  company_name: 'Acme Events GmbH',
  event_name: 'Summer Open Air',
  position: 'Stagehand',
  location: 'Berlin',
  starts_at: '2027-07-01T08:00:00Z',
  ends_at: '2027-07-01T18:00:00Z',
  offered_hourly_wage: 24.5,
  currency: 'EUR' as const,
  reply: null,
};

describe('notification wording', () => {
  it('words each type from its parameters, in English and German', () => {
    const cases: [Partial<Notification>, string, string][] = [
      [
        { type: 'crew_inquiry', crew_inquiry: inquiry },
        'Acme Events GmbH asks whether you can work as Stagehand at Summer Open Air.',
        'Acme Events GmbH fragt, ob Sie bei Summer Open Air als Stagehand arbeiten können.',
      ],
      [
        { type: 'app_installed', params: { app_name: 'Crew Planner' } },
        'Crew Planner has been installed for you.',
        'Crew Planner wurde für Sie installiert.',
      ],
      [
        { type: 'role_changed', params: { app_name: 'Crew Planner', role_name: 'Planner' } },
        'Your role in Crew Planner is now Planner.',
        'Ihre Rolle in Crew Planner ist jetzt Planner.',
      ],
      [
        { type: 'ownership_transferred', params: { company_name: 'Acme Events GmbH' } },
        'The ownership of Acme Events GmbH has been transferred to you.',
        'Die Inhaberschaft von Acme Events GmbH wurde an Sie übertragen.',
      ],
      [
        { type: 'ownership_transferred', params: { company_name: 'Acme Events GmbH', new_owner_name: 'Max Member' } },
        'The ownership of Acme Events GmbH has been transferred to Max Member.',
        'Die Inhaberschaft von Acme Events GmbH wurde an Max Member übertragen.',
      ],
    ];
    for (const [overrides, en, deText] of cases) {
      expect(notificationText(notification(overrides), english)).toBe(en);
      expect(notificationText(notification(overrides), german)).toBe(deText);
    }
  });

  it('takes a crew inquiry’s wording from its parameters when the inquiry is not included', () => {
    const fromParams = notification({
      type: 'crew_inquiry',
      params: { company_name: 'Stagecrew Ltd', event_name: 'Winter Gala', position: 'Rigger' },
    });
    expect(notificationText(fromParams, english)).toBe(
      'Stagecrew Ltd asks whether you can work as Rigger at Winter Gala.',
    );
  });

  it('falls back to a general sentence when parameters are missing or empty, never leaving a gap', () => {
    expect(notificationText(notification({ type: 'crew_inquiry' }), english)).toBe('You have a new crew inquiry.');
    expect(notificationText(notification({ type: 'app_installed', params: { app_name: '  ' } }), english)).toBe(
      'An app has been installed for you.',
    );
    expect(notificationText(notification({ type: 'role_changed', params: { app_name: 'Stock' } }), english)).toBe(
      'Your role in Stock has changed.',
    );
    expect(notificationText(notification({ type: 'role_changed' }), german)).toBe('Eine Ihrer Rollen wurde geändert.');
    expect(notificationText(notification({ type: 'ownership_transferred' }), german)).toBe(
      'Die Inhaberschaft eines Unternehmens wurde übertragen.',
    );
  });

  it('has a title for every type', () => {
    expect(german.formatMessage(notificationTitles.crew_inquiry)).toBe('Einsatzanfrage');
    expect(english.formatMessage(notificationTitles.ownership_transferred)).toBe('Ownership transferred');
  });
});
