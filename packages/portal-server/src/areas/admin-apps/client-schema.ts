import { pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt, type Of } from '../../db/columns';
import type { appClientTypes } from '@eventsuite/api-contract';

// Apps as OpenID clients of the embedded provider (migration 0015, ADR 0018).

export const appOidcClients = pgTable('app_oidc_clients', {
  appId: uuid('app_id').primaryKey(),
  clientId: text('client_id').notNull().unique(),
  clientType: text('client_type').$type<Of<typeof appClientTypes>>().notNull(),
  /** SHA-256 of the secret, base64url; null for a public client. */
  secretHash: text('secret_hash'),
  secretCreatedAt: timestamp('secret_created_at', { withTimezone: true }),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});
