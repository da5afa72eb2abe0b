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
  name: text('name')
    .$type<'jwks' | 'cookie_keys' | 'device_cookie_key' | 'two_factor_key' | 'saml_signing_key'>()
    .primaryKey(),
  value: jsonb('value').notNull(),
  createdAt: createdAt(),
});
