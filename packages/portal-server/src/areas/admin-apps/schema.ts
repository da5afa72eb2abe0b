import { boolean, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { appClientTypes } from '@eventsuite/api-contract';
import { createdAt, updatedAt, type Of } from '../../db/columns';

// Apps, their roles and permissions, and where they are installed (migrations 0002 and 0013).

export const apps = pgTable('apps', {
  id: uuid('id').primaryKey().defaultRandom(),
  internalName: text('internal_name').notNull(),
  technicalName: text('technical_name'),
  name: text('name').notNull(),
  displayName: text('display_name').notNull().default(''),
  description: text('description').notNull().default(''),
  descriptionDe: text('description_de').notNull().default(''),
  instructions: text('instructions').notNull().default(''),
  instructionsDe: text('instructions_de').notNull().default(''),
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

export const appScreenshots = pgTable('app_screenshots', {
  id: uuid('id').primaryKey().defaultRandom(),
  appId: uuid('app_id').notNull(),
  file: text('file').notNull(),
  sortOrder: integer('sort_order').notNull().default(0),
  createdAt: createdAt(),
});

export const companyDefaultRoles = pgTable(
  'company_default_roles',
  { companyId: uuid('company_id').notNull(), appId: uuid('app_id').notNull(), roleId: uuid('role_id').notNull() },
  (table) => [primaryKey({ columns: [table.companyId, table.appId] })],
);

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
