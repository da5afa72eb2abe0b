// Every table definition, for drizzle (db/index.ts) and for queries. Each area keeps its tables in its
// own schema.ts; the database itself is shaped by the SQL files in ../../migrations, and
// schema-agreement.test.ts checks that both agree.

export * from '../static-pages/schema';
export * from '../identity/schema';
export * from '../apps/schema';
export * from '../oidc/schema';
export * from '../profile/schema';
export * from '../mail/schema';
export * from '../notifications/schema';
export * from '../changes/schema';
export * from '../company-verification/schema';
export * from '../invitations/schema';
export * from '../team-members/schema';
export * from '../app-sign-in/schema';
