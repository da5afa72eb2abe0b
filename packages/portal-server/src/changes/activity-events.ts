// The event types of the activity log. The administration events are those the spec lists (§3,
// "Activity log event types"); the account events are the portal's own, for the changes people make to
// their own account, which the spec does not list but a user or an auditor asks about.

const administrationEventTypes = [
  'app_created',
  'app_updated',
  'default_role_set',
  'default_role_updated',
  'default_role_deleted',
  'company_default_role_set',
  'company_default_role_updated',
  'company_default_role_deleted',
  'company_validated',
  'company_validation_recalled',
  'company_validation_withdrawn',
  'company_validation_declined',
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
  'team_member_app_installed',
  'team_member_app_removed',
  'team_member_app_roles_changed',
  'user_eventsuite_role_updated',
  'user_locked',
  'user_unlocked',
  'user_app_installed',
  'user_app_uninstalled',
  'user_app_roles_assigned',
] as const;

const accountEventTypes = [
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
] as const;

export const activityEventTypes = [...administrationEventTypes, ...accountEventTypes] as const;
export type ActivityEventType = (typeof activityEventTypes)[number];

/** What an event is about; object_id holds its id. */
export const activityObjectTypes = [
  'app',
  'company',
  'invitation',
  'notification',
  'role',
  'static_page',
  'user',
] as const;
export type ActivityObjectType = (typeof activityObjectTypes)[number];
