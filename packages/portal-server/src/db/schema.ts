import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import type {
  AccountType,
  CountryCode,
  CrewInquiryAnswer,
  NotificationType,
  ContentLocale,
  StaticPageType,
  currencies,
  dateFormats,
  languages,
  measurementSystems,
  separators,
  timeFormats,
} from '@eventsuite/api-contract';

// Table definitions for queries. The database itself is shaped by the SQL files in ../../migrations;
// keep both in step.

export const staticPages = pgTable(
  'static_pages',
  {
    type: text('type').$type<StaticPageType>().notNull(),
    locale: text('locale').$type<ContentLocale>().notNull(),
    title: text('title').notNull(),
    html: text('html').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.type, table.locale] }),
    check('static_pages_type_check', sql`${table.type} in ('terms', 'privacy', 'imprint', 'about')`),
    check('static_pages_locale_check', sql`${table.locale} in ('en', 'de')`),
  ],
);

// Identity (migration 0002). Constraints and indexes live in the SQL; these definitions type the queries.

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();
type Of<T extends readonly string[]> = T[number];

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
  country: text('country'),
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
  country: text('country'),
  isHeadquarters: boolean('is_headquarters').notNull().default(false),
  createdAt: createdAt(),
});

export const companyMemberships = pgTable(
  'company_memberships',
  {
    companyId: uuid('company_id').notNull(),
    userId: uuid('user_id').notNull(),
    locationId: uuid('location_id'),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.companyId, table.userId] })],
);

export const apps = pgTable('apps', {
  id: uuid('id').primaryKey().defaultRandom(),
  internalName: text('internal_name').notNull(),
  name: text('name').notNull(),
  description: text('description').notNull().default(''),
  logo: text('logo'),
  visibility: text('visibility')
    .$type<'admin' | 'admin_company' | 'admin_personal' | 'company' | 'hidden' | 'personal' | 'visible'>()
    .notNull()
    .default('visible'),
  alwaysInstalled: boolean('always_installed').notNull().default(false),
  adminOnly: boolean('admin_only').notNull().default(false),
  authPath: text('auth_path'),
  comebackPath: text('comeback_path'),
  redirectUrl: text('redirect_url'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const roles = pgTable('roles', {
  id: uuid('id').primaryKey().defaultRandom(),
  appId: uuid('app_id').notNull(),
  displayName: text('display_name').notNull(),
  isPersonal: boolean('is_personal').notNull(),
  isDefault: boolean('is_default').notNull().default(false),
  sortOrder: integer('sort_order').notNull().default(0),
  createdAt: createdAt(),
});

export const permissions = pgTable('permissions', {
  name: text('name').primaryKey(),
  description: text('description').notNull().default(''),
});

export const rolePermissions = pgTable(
  'role_permissions',
  { roleId: uuid('role_id').notNull(), permission: text('permission').notNull() },
  (table) => [primaryKey({ columns: [table.roleId, table.permission] })],
);

export const userAppRoles = pgTable('user_app_roles', {
  userId: uuid('user_id').notNull(),
  appId: uuid('app_id').notNull(),
  companyId: uuid('company_id'),
  roleId: uuid('role_id').notNull(),
});

export const installations = pgTable('installations', {
  id: uuid('id').primaryKey().defaultRandom(),
  appId: uuid('app_id').notNull(),
  companyId: uuid('company_id'),
  userId: uuid('user_id'),
  installedAt: timestamp('installed_at', { withTimezone: true }).notNull().defaultNow(),
});

// Embedded OpenID Provider (migration 0003).

export const oidcModels = pgTable(
  'oidc_models',
  {
    model: text('model').notNull(),
    id: text('id').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    grantId: text('grant_id'),
    userCode: text('user_code'),
    uid: text('uid'),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
  },
  (table) => [primaryKey({ columns: [table.model, table.id] })],
);

export const oidcSecrets = pgTable('oidc_secrets', {
  name: text('name').$type<'jwks' | 'cookie_keys'>().primaryKey(),
  value: jsonb('value').notNull(),
  createdAt: createdAt(),
});

export const signInFailures = pgTable('sign_in_failures', {
  scope: text('scope').$type<'account' | 'address'>().notNull(),
  subject: text('subject').notNull(),
  failedAt: timestamp('failed_at', { withTimezone: true }).notNull(),
});

// Profile, mail and notifications (migration 0004).

export const emailChanges = pgTable('email_changes', {
  id: uuid('id').primaryKey().defaultRandom(),
  userId: uuid('user_id').notNull(),
  oldEmail: text('old_email').notNull(),
  newEmail: text('new_email').notNull(),
  confirmTokenHash: text('confirm_token_hash').notNull(),
  revokeTokenHash: text('revoke_token_hash').notNull(),
  confirmExpiresAt: timestamp('confirm_expires_at', { withTimezone: true }).notNull(),
  revokeExpiresAt: timestamp('revoke_expires_at', { withTimezone: true }).notNull(),
  confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
  cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
  revokedAt: timestamp('revoked_at', { withTimezone: true }),
  createdAt: createdAt(),
});

export const mailOutbox = pgTable('mail_outbox', {
  id: uuid('id').primaryKey().defaultRandom(),
  recipient: text('recipient').notNull(),
  subject: text('subject').notNull(),
  textBody: text('text_body').notNull(),
  htmlBody: text('html_body').notNull(),
  createdAt: createdAt(),
  sentAt: timestamp('sent_at', { withTimezone: true }),
  attempts: integer('attempts').notNull().default(0),
  lastError: text('last_error'),
});

export const notifications = pgTable('notifications', {
  id: uuid('id').primaryKey().defaultRandom(),
  userId: uuid('user_id').notNull(),
  type: text('type').$type<NotificationType>().notNull(),
  params: jsonb('params').$type<Record<string, string>>().notNull().default({}),
  readAt: timestamp('read_at', { withTimezone: true }),
  sentAt: timestamp('sent_at', { withTimezone: true }),
  createdAt: createdAt(),
});

export const crewInquiries = pgTable('crew_inquiries', {
  notificationId: uuid('notification_id').primaryKey(),
  companyId: uuid('company_id'),
  companyName: text('company_name').notNull(),
  eventName: text('event_name').notNull(),
  position: text('position').notNull(),
  location: text('location').notNull(),
  startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
  endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
  // numeric comes back as a string; mode 'number' converts it (wages have two decimals at most).
  offeredHourlyWage: numeric('offered_hourly_wage', { precision: 10, scale: 2, mode: 'number' }),
  currency: text('currency').$type<Of<typeof currencies>>().notNull(),
});

export const crewInquiryReplies = pgTable('crew_inquiry_replies', {
  notificationId: uuid('notification_id').primaryKey(),
  answer: text('answer').$type<CrewInquiryAnswer>().notNull(),
  wageExpectation: numeric('wage_expectation', { precision: 10, scale: 2, mode: 'number' }),
  employmentType: text('employment_type').$type<'employed' | 'freelance'>(),
  comment: text('comment').notNull().default(''),
  repliedAt: timestamp('replied_at', { withTimezone: true }).notNull().defaultNow(),
});
