import { avatarFilesPath, endpoints, type Profile, type Settings } from '@eventsuite/api-contract';
import { http, HttpResponse } from 'msw';
import { handle, respond } from '../../storybook/msw-handlers';

/*
 * Example profiles and handlers for the profile stories (never used by the product). The ids and
 * names match the personas of src/testing/personas.ts.
 */

/** Just after sign-up: names and email only. */
export const emptyProfile: Profile = {
  id: 'u-personal',
  first_name: 'Pia',
  last_name: 'Private',
  gender: null,
  email: 'pia@example.org',
  pending_email: null,
  phone_number: '',
  mobile_number: '',
  position: '',
  employment: null,
  avatar: null,
  country: null,
  canton: null,
  state_abbr: null,
  int_state: '',
  city: '',
  street: '',
  house_number: '',
  postal_code: '',
  account_type: 'personal',
  has_password: true,
  owns_company: false,
};

export const filledProfile: Profile = {
  ...emptyProfile,
  gender: 'female',
  phone_number: '+41 44 123 45 67',
  mobile_number: '+41 79 123 45 67',
  position: 'Stage manager',
  employment: 'freelance',
  avatar: 'pia.png',
  country: 'CH',
  canton: 'ZH',
  city: 'Zürich',
  street: 'Bahnhofstrasse',
  house_number: '12',
  postal_code: '8001',
};

/** Max Member of Acme, on his own team-member page. */
export const memberProfile: Profile = {
  ...filledProfile,
  id: 'u-member',
  first_name: 'Max',
  last_name: 'Member',
  email: 'max@acme.example',
  avatar: null,
  account_type: 'business',
  country: 'DE',
  canton: null,
  int_state: 'Berlin',
  city: 'Berlin',
  postal_code: '10115',
};

const settings: Settings = {
  language: 'en',
  locale: 'en_GB',
  currency: 'EUR',
  date_format: 'dmY',
  time_format: '24',
  first_weekday: 1,
  system_of_measurement: 'metric',
  decimal_separator: 'point',
  thousand_separator: 'apostrophe',
};

// A square portrait, served where avatar files are.
const portraitSvg =
  '<svg xmlns="http://www.w3.org/2000/svg" width="250" height="250"><rect width="250" height="250" fill="teal"/><circle cx="125" cy="100" r="50" fill="wheat"/><ellipse cx="125" cy="230" rx="90" ry="70" fill="wheat"/></svg>';

export const avatarFileHandler = http.get(
  `*${avatarFilesPath}/:name`,
  () => new HttpResponse(portraitSvg, { headers: { 'Content-Type': 'image/svg+xml' } }),
);

/**
 * A small profile server: reads answer the current profile, a save takes the body over (a new email
 * waits as pending_email, as the server does), the avatar and email-change calls change it.
 */
export function profileHandlers(initial: Profile) {
  let profile = initial;
  const answer = () => HttpResponse.json({ data: profile });
  return [
    handle(endpoints.getProfile, answer),
    handle(endpoints.updateProfile, async ({ request }) => {
      const body = (await request.json()) as Omit<
        Profile,
        'id' | 'pending_email' | 'avatar' | 'account_type' | 'has_password' | 'owns_company'
      >;
      const pending = body.email !== profile.email ? body.email : profile.pending_email;
      profile = { ...profile, ...body, email: profile.email, pending_email: pending };
      return answer();
    }),
    handle(endpoints.cancelEmailChange, () => {
      profile = { ...profile, pending_email: null };
      return answer();
    }),
    handle(endpoints.uploadAvatar, () => {
      profile = { ...profile, avatar: 'new-avatar.png' };
      return answer();
    }),
    handle(endpoints.deleteAvatar, () => {
      profile = { ...profile, avatar: null };
      return answer();
    }),
    avatarFileHandler,
    // What the other tabs load, so that switching to them works in the stories.
    respond(endpoints.getSettings, { data: settings }),
    respond(endpoints.listNotifications, {
      data: [],
      meta: { current_page: 1, last_page: 1, per_page: 15, total: 0, unread_count: 0 },
    }),
  ];
}
