import { bigint, boolean, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from '../../../db/columns';

// Two-factor sign-in (migration 0026, ADR 0033). Constraints and indexes live in the SQL.

export const twoFactorTotp = pgTable('two_factor_totp', {
  userId: uuid('user_id').primaryKey(),
  secretCiphertext: text('secret_ciphertext').notNull(),
  confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
  lastUsedStep: bigint('last_used_step', { mode: 'number' }),
  createdAt: createdAt(),
});

export const twoFactorRecoveryCodes = pgTable('two_factor_recovery_codes', {
  id: uuid('id').primaryKey().defaultRandom(),
  userId: uuid('user_id').notNull(),
  codeHash: text('code_hash').notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
  createdAt: createdAt(),
});

export const passkeys = pgTable('passkeys', {
  id: uuid('id').primaryKey().defaultRandom(),
  userId: uuid('user_id').notNull(),
  credentialId: text('credential_id').notNull(),
  publicKey: text('public_key').notNull(),
  counter: bigint('counter', { mode: 'number' }).notNull().default(0),
  transports: jsonb('transports').$type<string[]>().notNull().default([]),
  name: text('name').notNull(),
  passwordless: boolean('passwordless').notNull().default(false),
  createdAt: createdAt(),
  lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
});

export const passkeyRegistrations = pgTable('passkey_registrations', {
  userId: uuid('user_id').primaryKey(),
  challenge: text('challenge').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

export const twoFactorSignIns = pgTable('two_factor_sign_ins', {
  interactionUid: text('interaction_uid').primaryKey(),
  userId: uuid('user_id'),
  setupRequired: boolean('setup_required').notNull().default(false),
  setupSecret: text('setup_secret'),
  webauthnChallenge: text('webauthn_challenge'),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

export const companyTwoFactorRequirements = pgTable('company_two_factor_requirements', {
  companyId: uuid('company_id').primaryKey(),
  requiredBy: uuid('required_by'),
  requiredAt: timestamp('required_at', { withTimezone: true }).notNull().defaultNow(),
});
