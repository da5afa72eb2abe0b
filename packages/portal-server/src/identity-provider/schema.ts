import { jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt } from '../db/columns';

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

/** Failed password attempts (migrations 0003, 0006): sign-ins, and current passwords confirming a change. */
export const signInFailures = pgTable('sign_in_failures', {
  purpose: text('purpose').$type<'sign_in' | 'current_password'>().notNull(),
  scope: text('scope').$type<'account' | 'address'>().notNull(),
  subject: text('subject').notNull(),
  failedAt: timestamp('failed_at', { withTimezone: true }).notNull(),
});
