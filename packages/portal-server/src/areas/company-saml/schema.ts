import { boolean, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { SamlTestResult } from '@eventsuite/api-contract';

// A company's SAML single sign-on (migration 0024).

export const companySamlSettings = pgTable('company_saml_settings', {
  companyId: uuid('company_id').primaryKey(),
  active: boolean('active').notNull().default(false),
  source: text('source').$type<'none' | 'metadata' | 'metadata_url' | 'manual'>().notNull().default('none'),
  metadataUrl: text('metadata_url').notNull().default(''),
  metadata: text('metadata').notNull().default(''),
  idpEntityId: text('idp_entity_id').notNull().default(''),
  loginUrl: text('login_url').notNull().default(''),
  logoutUrl: text('logout_url').notNull().default(''),
  certificates: jsonb('certificates').$type<string[]>().notNull().default([]),
  redirectUrl: text('redirect_url').notNull().default(''),
  authPath: text('auth_path').notNull().default(''),
  comebackPath: text('comeback_path').notNull().default(''),
  emailAttribute: text('email_attribute').notNull().default('email'),
  firstNameAttribute: text('first_name_attribute').notNull().default('givenName'),
  lastNameAttribute: text('last_name_attribute').notNull().default('sn'),
  isEncrypted: boolean('is_encrypted').notNull().default(false),
  encryptionPrivateKey: text('encryption_private_key').notNull().default(''),
  encryptionKeyPassword: text('encryption_key_password').notNull().default(''),
  encryptionCertificate: text('encryption_certificate').notNull().default(''),
  dataEncryptionAlgorithm: text('data_encryption_algorithm')
    .notNull()
    .default('http://www.w3.org/2009/xmlenc11#aes256-gcm'),
  keyEncryptionAlgorithm: text('key_encryption_algorithm')
    .notNull()
    .default('http://www.w3.org/2001/04/xmlenc#rsa-oaep-mgf1p'),
  secretKey: text('secret_key').notNull().default(''),
  allowIdpInitiated: boolean('allow_idp_initiated').notNull().default(false),
  membersMayUsePassword: boolean('members_may_use_password').notNull().default(true),
  testPassedAt: timestamp('test_passed_at', { withTimezone: true }),
  lastTest: jsonb('last_test').$type<SamlTestResult>(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
export type CompanySamlSettingsRow = typeof companySamlSettings.$inferSelect;

export const companySamlDomains = pgTable(
  'company_saml_domains',
  {
    companyId: uuid('company_id').notNull(),
    domain: text('domain').notNull(),
    token: text('token').notNull(),
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.companyId, table.domain] })],
);

export const samlRequests = pgTable('saml_requests', {
  id: text('id').primaryKey(),
  companyId: uuid('company_id').notNull(),
  purpose: text('purpose').$type<SamlRequestPurpose>().notNull(),
  interactionUid: text('interaction_uid'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  consumedAt: timestamp('consumed_at', { withTimezone: true }),
  accountId: uuid('account_id'),
  completedAt: timestamp('completed_at', { withTimezone: true }),
  // What the IdP said of the sign-in it answered (migration 0028), for the session it starts.
  nameId: text('name_id'),
  nameIdFormat: text('name_id_format'),
  sessionIndex: text('session_index'),
  /** A logout request's: where the browser goes once the IdP has answered. */
  returnTo: text('return_to'),
});

/** Why we sent a request to the IdP: a sign-in, the owner's test sign-in, or a logout (migration 0028). */
export type SamlRequestPurpose = 'sign_in' | 'test' | 'logout';

/** The IdP's name for a person's session there, as a SAML sign-in received it. */
export interface SamlSubject {
  nameId: string;
  nameIdFormat: string | null;
  sessionIndex: string | null;
}

/** A provider session a SAML sign-in started, with the IdP's name for it (migration 0028). */
export const samlSessions = pgTable('saml_sessions', {
  sessionUid: text('session_uid').primaryKey(),
  companyId: uuid('company_id').notNull(),
  nameId: text('name_id').notNull(),
  nameIdFormat: text('name_id_format'),
  sessionIndex: text('session_index'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const samlUsedAssertions = pgTable(
  'saml_used_assertions',
  {
    companyId: uuid('company_id').notNull(),
    assertionId: text('assertion_id').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.companyId, table.assertionId] })],
);
