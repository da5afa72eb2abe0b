import { z } from 'zod/mini';
import { builtOnFirstUse } from './built-on-first-use';

// The event types of the activity log (server: changes/activity-events.ts, ADR 0009). Declared here
// because the company's log view (company-activity/) filters by them and the app words each one. The
// administration events are those the spec lists (§3, "Activity log event types") and
// the company events issue 13 adds (validation requested, ownership transferred); the account events are
// the portal's own, for the changes people make to their own account, which the spec does not list but
// a user or an auditor asks about.

export const administrationEventTypes = [
  'app_created',
  'app_updated',
  // Not among the spec's events, but an app's removal takes everyone's access to it: an auditor asks.
  'app_deleted',
  'default_role_set',
  'default_role_updated',
  'default_role_deleted',
  'company_default_role_set',
  'company_default_role_updated',
  'company_default_role_deleted',
  'company_validation_requested',
  'company_validated',
  'company_validation_recalled',
  'company_validation_withdrawn',
  'company_validation_declined',
  'company_ownership_transferred',
  // Issue 26: an administrator assigns an app to a company or takes it away (spec §8 "App has been
  // assigned."), and deletes a company.
  'company_app_assigned',
  'company_app_unassigned',
  'company_deleted',
  'permission_assigned',
  'permission_updated',
  'role_created',
  'role_updated',
  'role_deleted',
  'static_page_updated',
  'team_member_created',
  'team_member_invited',
  'team_member_updated',
  'team_member_company_role_updated',
  // Not among the spec's events, but a removal from a company is what an auditor asks about first.
  'team_member_removed',
  'team_member_app_installed',
  'team_member_app_removed',
  'team_member_app_roles_changed',
  'user_eventsuite_role_updated',
  'user_locked',
  'user_unlocked',
  'user_app_installed',
  'user_app_uninstalled',
  'user_app_roles_assigned',
  // Issue 30 §4: an administrator removes a person's second factors (a lost phone).
  'user_two_factor_reset',
] as const;

export const accountEventTypes = [
  'profile_updated',
  'email_change_requested',
  'email_change_cancelled',
  'email_changed',
  'email_change_revoked',
  'avatar_changed',
  'avatar_removed',
  'password_changed',
  'account_deleted',
  'crew_inquiry_replied',
  // Issue 30: a forgotten password set again from its mailed link; sessions ended by the person.
  'password_reset',
  'sessions_ended',
  // Issue 30 §4: second factors (details: method, and a passkey's name) and recovery codes.
  'two_factor_added',
  'two_factor_removed',
  'recovery_code_used',
  'recovery_codes_renewed',
] as const;

// The portal's own company events, beyond the spec's list: creating a company and editing its profile,
// logo and locations (issue 13), which an owner and an auditor ask about as much as about a verification.
export const companyEventTypes = [
  'company_created',
  'company_updated',
  'company_logo_changed',
  'company_logo_removed',
  'location_created',
  'location_updated',
  'location_deleted',
  // Issue 28: the company's single sign-on, and each SAML sign-in it refused (with the reason).
  'saml_settings_changed',
  'saml_activated',
  'saml_deactivated',
  'saml_sign_in_refused',
  // Issue 30 §4: the owner requires a second factor of every member, or no longer (details: required).
  'company_two_factor_requirement_updated',
] as const;

export const activityEventTypes = [...administrationEventTypes, ...companyEventTypes, ...accountEventTypes] as const;
export type ActivityEventType = (typeof activityEventTypes)[number];

/** What an event is about; object_id holds its id. */
export const activityObjectTypes = [
  'app',
  'company',
  'invitation',
  'location',
  'notification',
  'role',
  'static_page',
  'user',
] as const;
export type ActivityObjectType = (typeof activityObjectTypes)[number];

/** One event of the log, as the company's owner sees it. */
export const activityEventSchema = builtOnFirstUse(() =>
  z.object({
    /** The log's own sequence number, as text. */
    id: z.string(),
    /** ISO 8601. */
    occurred_at: z.string(),
    type: z.enum(activityEventTypes),
    /** Who made the change; null for changes through a mailed link, or when that account is gone. */
    actor: z.nullable(z.object({ id: z.string(), name: z.string() })),
    object_type: z.enum(activityObjectTypes),
    object_id: z.string(),
    /**
     * What the event was done to, by its name now (a user, company, app or role that still exists); null
     * otherwise, when the details may still name it as it was (issue 27: who did what to whom).
     */
    object_name: z.nullable(z.string()),
    /**
     * What the event recorded beyond its type, as text (e.g. `from_name` and `to_name` of an ownership
     * transfer): names as they were when it happened.
     */
    details: z.record(z.string(), z.string()),
  }),
);
export type ActivityEvent = z.infer<typeof activityEventSchema>;

/** A bound of a log's time range: ISO 8601 with its offset (the reader's day starts in their own zone). */
export const activityTimeSchema = builtOnFirstUse(() => z.iso.datetime({ offset: true }));
