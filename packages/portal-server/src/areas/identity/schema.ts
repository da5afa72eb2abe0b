import { boolean, pgTable, primaryKey, smallint, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type {
  AccountType,
  CountryCode,
  currencies,
  dateFormats,
  languages,
  measurementSystems,
  separators,
  timeFormats,
} from '@eventsuite/api-contract';
import { createdAt, updatedAt, type Of } from '../../db/columns';

// People and companies (migrations 0002, 0004, 0008, 0010 and 0016). Constraints and indexes live in the SQL; these
// definitions type the queries.

export const users = pgTable('users', {
  id: uuid('id').primaryKey().defaultRandom(),
  email: text('email').notNull(),
  passwordHash: text('password_hash'),
  givenName: text('given_name').notNull().default(''),
  familyName: text('family_name').notNull().default(''),
  gender: text('gender').$type<'female' | 'male'>(),
  phoneNumber: text('phone_number'),
  position: text('position'),
  employment: text('employment').$type<'employed' | 'freelance'>(),
  avatar: text('avatar'),
  accountType: text('account_type').$type<AccountType>().notNull(),
  language: text('language').$type<Of<typeof languages>>().notNull().default('en'),
  locale: text('locale').notNull().default('en_GB'),
  dateFormat: text('date_format').$type<Of<typeof dateFormats>>().notNull().default('dmY'),
  timeFormat: text('time_format').$type<Of<typeof timeFormats>>().notNull().default('24'),
  firstWeekday: smallint('first_weekday').notNull().default(1),
  currency: text('currency').$type<Of<typeof currencies>>().notNull().default('EUR'),
  thousandSeparator: text('thousand_separator').$type<Of<typeof separators>>().notNull().default('apostrophe'),
  decimalSeparator: text('decimal_separator').$type<Of<typeof separators>>().notNull().default('point'),
  systemOfMeasurement: text('system_of_measurement').$type<Of<typeof measurementSystems>>().notNull().default('metric'),
  mobileNumber: text('mobile_number'),
  country: text('country').$type<CountryCode>(),
  canton: text('canton'),
  stateAbbr: text('state_abbr'),
  intState: text('int_state'),
  city: text('city'),
  street: text('street'),
  houseNumber: text('house_number'),
  postalCode: text('postal_code'),
  externalSubject: text('external_subject'),
  lockedAt: timestamp('locked_at', { withTimezone: true }),
  currentCompanyId: uuid('current_company_id'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const companies = pgTable('companies', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  companyGroupId: uuid('company_group_id').notNull().defaultRandom(),
  ownerId: uuid('owner_id').notNull(),
  email: text('email'),
  avatar: text('avatar'),
  street: text('street'),
  houseNumber: text('house_number'),
  postalCode: text('postal_code'),
  city: text('city'),
  region: text('region'),
  stateAbbr: text('state_abbr'),
  country: text('country').$type<CountryCode>(),
  optionalName: text('optional_name').notNull().default(''),
  vatNumber: text('vat_number').notNull().default(''),
  website: text('website').notNull().default(''),
  phoneCountry: text('phone_country').$type<CountryCode | ''>().notNull().default(''),
  phoneCountryCode: text('phone_country_code').notNull().default(''),
  phoneNumber: text('phone_number').notNull().default(''),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const companyLocations = pgTable('company_locations', {
  id: uuid('id').primaryKey().defaultRandom(),
  companyId: uuid('company_id').notNull(),
  name: text('name').notNull(),
  street: text('street'),
  houseNumber: text('house_number'),
  postalCode: text('postal_code'),
  city: text('city'),
  region: text('region'),
  stateAbbr: text('state_abbr'),
  country: text('country'),
  isHeadquarters: boolean('is_headquarters').notNull().default(false),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const companyMemberships = pgTable(
  'company_memberships',
  {
    companyId: uuid('company_id').notNull(),
    userId: uuid('user_id').notNull(),
    locationId: uuid('location_id'),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull().defaultNow(),
    // Copies of the member's user row for the team-member list (migration 0016): its order and its search.
    // A trigger writes them; code never does.
    familyKey: text('family_key').notNull().default(''),
    givenKey: text('given_key').notNull().default(''),
    searchText: text('search_text').notNull().default(''),
  },
  (table) => [primaryKey({ columns: [table.companyId, table.userId] })],
);
