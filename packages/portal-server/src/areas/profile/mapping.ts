import type { Profile, ProfileInput, Settings } from '@eventsuite/api-contract';
import type { users } from '../identity';

type UserRow = typeof users.$inferSelect;

/** Optional texts are stored as null when empty, and sent as '' again (see toProfile). */
const orNull = (value: string) => (value === '' ? null : value);

/** The profile of spec §3 from a user row. */
export function toProfile(user: UserRow, pendingEmail: string | null, ownsCompany: boolean): Profile {
  return {
    id: user.id,
    first_name: user.givenName,
    last_name: user.familyName,
    gender: user.gender,
    email: user.email,
    pending_email: pendingEmail,
    phone_number: user.phoneNumber ?? '',
    mobile_number: user.mobileNumber ?? '',
    position: user.position ?? '',
    employment: user.employment,
    avatar: user.avatar,
    country: user.country,
    canton: user.canton,
    state_abbr: user.stateAbbr,
    int_state: user.intState ?? '',
    city: user.city ?? '',
    street: user.street ?? '',
    house_number: user.houseNumber ?? '',
    postal_code: user.postalCode ?? '',
    account_type: user.accountType,
    has_password: user.passwordHash !== null,
    owns_company: ownsCompany,
  };
}

/** The user columns the profile form sets (the email is handled apart: it may need a confirmation). */
export function profileColumns(input: ProfileInput) {
  return {
    givenName: input.first_name,
    familyName: input.last_name,
    gender: input.gender,
    phoneNumber: orNull(input.phone_number),
    mobileNumber: orNull(input.mobile_number),
    position: orNull(input.position),
    employment: input.employment,
    country: input.country,
    canton: input.canton,
    stateAbbr: input.state_abbr,
    intState: orNull(input.int_state),
    city: orNull(input.city),
    street: orNull(input.street),
    houseNumber: orNull(input.house_number),
    postalCode: orNull(input.postal_code),
  } satisfies Partial<typeof users.$inferInsert>;
}

export const toSettings = (user: UserRow): Settings => ({
  language: user.language,
  locale: user.locale,
  currency: user.currency,
  date_format: user.dateFormat,
  time_format: user.timeFormat,
  first_weekday: user.firstWeekday,
  system_of_measurement: user.systemOfMeasurement,
  decimal_separator: user.decimalSeparator,
  thousand_separator: user.thousandSeparator,
});

export const settingsColumns = (settings: Settings) =>
  ({
    language: settings.language,
    locale: settings.locale,
    currency: settings.currency,
    dateFormat: settings.date_format,
    timeFormat: settings.time_format,
    firstWeekday: settings.first_weekday,
    systemOfMeasurement: settings.system_of_measurement,
    decimalSeparator: settings.decimal_separator,
    thousandSeparator: settings.thousand_separator,
  }) satisfies Partial<typeof users.$inferInsert>;
