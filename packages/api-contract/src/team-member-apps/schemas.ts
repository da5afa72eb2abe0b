import { z } from 'zod/mini';
import { builtOnFirstUse } from '../built-on-first-use';
import { namedReferenceSchema } from '../identity/schemas';

/**
 * An app assigned to a team member in the company (spec §7 team-members installed-apps): their role in it
 * and the app's company roles to choose from, in the app's order. `always_installed` apps stay assigned:
 * their role can be changed, their assignment not removed.
 */
export const teamMemberInstalledAppSchema = builtOnFirstUse(() =>
  z.object({
    id: z.string(),
    name: z.string(),
    /** Logo file name, or null without one. */
    logo: z.nullable(z.string()),
    always_installed: z.boolean(),
    role: namedReferenceSchema,
    roles: z.array(namedReferenceSchema),
  }),
);
export type TeamMemberInstalledApp = z.infer<typeof teamMemberInstalledAppSchema>;

/**
 * An app installed for the company that the member has not been assigned yet (spec §7 team-members
 * available-apps), with the role an assignment gives by default: the company's choice, else the app's
 * default company role; null when the app has neither (it cannot be assigned yet).
 */
export const teamMemberAvailableAppSchema = builtOnFirstUse(() =>
  z.object({
    id: z.string(),
    name: z.string(),
    logo: z.nullable(z.string()),
    default_role: z.nullable(namedReferenceSchema),
  }),
);
export type TeamMemberAvailableApp = z.infer<typeof teamMemberAvailableAppSchema>;

/** Assigning an app: the company role to give, or none for the company's default role of the app. */
export const teamMemberAppAssignmentSchema = builtOnFirstUse(() =>
  z.strictObject({
    app: z.uuid({ message: 'chosen' }),
    role: z.optional(z.nullable(z.uuid({ message: 'chosen' }))),
  }),
);
export type TeamMemberAppAssignment = z.infer<typeof teamMemberAppAssignmentSchema>;

/** A member's new role in an app: one of the app's company roles. */
export const teamMemberAppRoleSchema = builtOnFirstUse(() => z.strictObject({ role: z.uuid({ message: 'chosen' }) }));
export type TeamMemberAppRole = z.infer<typeof teamMemberAppRoleSchema>;
