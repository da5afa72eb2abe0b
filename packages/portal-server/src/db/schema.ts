// Every table definition, for drizzle (db/index.ts) and for queries. Each area keeps its tables in its
// own schema.ts; the database itself is shaped by the SQL files in ../../migrations, and
// schema-agreement.test.ts checks that both agree.

export * from '../areas/static-pages/schema';
export * from '../areas/identity/schema';
export * from '../areas/admin-apps/schema';
export * from '../identity-provider/schema';
export * from '../areas/profile/schema';
export * from '../mail/schema';
export * from '../areas/notifications/schema';
export * from '../changes/schema';
export * from '../areas/company-verification/schema';
export * from '../areas/invitations/schema';
export * from '../areas/team-members/schema';
export * from '../areas/admin-apps/client-schema';
