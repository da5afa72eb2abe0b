import type { ActivityEventType, ActivityObjectType } from '@eventsuite/api-contract';
import { defineMessage, defineMessages, type MessageDescriptor, type MessageValue } from 'react-intl';

export const activityMessages = defineMessages({
  heading: { id: 'company.activity.heading', defaultMessage: 'Activity' },
  loading: { id: 'company.activity.loading', defaultMessage: 'Loading the activity' },
  loadFailed: { id: 'company.activity.loadFailed', defaultMessage: 'The activity could not be loaded.' },
  retry: { id: 'company.activity.retry', defaultMessage: 'Try again' },
  filter: { id: 'company.activity.filter', defaultMessage: 'Event type' },
  allTypes: { id: 'company.activity.filter.all', defaultMessage: 'All events' },
  empty: { id: 'company.activity.empty', defaultMessage: 'Nothing has happened in your company yet.' },
  emptyOfType: { id: 'company.activity.emptyOfType', defaultMessage: 'No events of this type.' },
  byNobodyKnown: { id: 'company.activity.byNobodyKnown', defaultMessage: 'by a person no longer known' },
  previous: { id: 'company.activity.previous', defaultMessage: 'Previous page' },
  next: { id: 'company.activity.next', defaultMessage: 'Next page' },
  pagination: { id: 'company.activity.pagination', defaultMessage: 'Pages of the activity' },
});

/** What each event type of the log is called. */
export const eventTypeLabels = defineMessages({
  app_created: { id: 'activity.type.appCreated', defaultMessage: 'App created' },
  app_updated: { id: 'activity.type.appUpdated', defaultMessage: 'App updated' },
  app_deleted: { id: 'activity.type.appDeleted', defaultMessage: 'App deleted' },
  default_role_set: { id: 'activity.type.defaultRoleSet', defaultMessage: 'Default role set' },
  default_role_updated: { id: 'activity.type.defaultRoleUpdated', defaultMessage: 'Default role updated' },
  default_role_deleted: { id: 'activity.type.defaultRoleDeleted', defaultMessage: 'Default role deleted' },
  company_default_role_set: { id: 'activity.type.companyDefaultRoleSet', defaultMessage: 'Company default role set' },
  company_default_role_updated: {
    id: 'activity.type.companyDefaultRoleUpdated',
    defaultMessage: 'Company default role updated',
  },
  company_default_role_deleted: {
    id: 'activity.type.companyDefaultRoleDeleted',
    defaultMessage: 'Company default role deleted',
  },
  company_validation_requested: { id: 'activity.type.validationRequested', defaultMessage: 'Verification requested' },
  company_validated: { id: 'activity.type.validated', defaultMessage: 'Company verified' },
  company_validation_recalled: { id: 'activity.type.validationRecalled', defaultMessage: 'Verification recalled' },
  company_validation_withdrawn: { id: 'activity.type.validationWithdrawn', defaultMessage: 'Verification withdrawn' },
  company_validation_declined: { id: 'activity.type.validationDeclined', defaultMessage: 'Verification declined' },
  company_ownership_transferred: { id: 'activity.type.ownershipTransferred', defaultMessage: 'Ownership transferred' },
  company_app_assigned: { id: 'activity.type.companyAppAssigned', defaultMessage: 'App assigned' },
  company_app_unassigned: { id: 'activity.type.companyAppUnassigned', defaultMessage: 'App assignment removed' },
  company_deleted: { id: 'activity.type.companyDeleted', defaultMessage: 'Company deleted' },
  permission_assigned: { id: 'activity.type.permissionAssigned', defaultMessage: 'Permission assigned' },
  permission_updated: { id: 'activity.type.permissionUpdated', defaultMessage: 'Permission updated' },
  role_created: { id: 'activity.type.roleCreated', defaultMessage: 'Role created' },
  role_updated: { id: 'activity.type.roleUpdated', defaultMessage: 'Role updated' },
  role_deleted: { id: 'activity.type.roleDeleted', defaultMessage: 'Role deleted' },
  static_page_updated: { id: 'activity.type.staticPageUpdated', defaultMessage: 'Page updated' },
  team_member_created: { id: 'activity.type.teamMemberCreated', defaultMessage: 'Team member created' },
  team_member_invited: { id: 'activity.type.teamMemberInvited', defaultMessage: 'Team member invited' },
  team_member_updated: { id: 'activity.type.teamMemberUpdated', defaultMessage: 'Team member updated' },
  team_member_company_role_updated: {
    id: 'activity.type.teamMemberCompanyRoleUpdated',
    defaultMessage: 'Company role of a team member changed',
  },
  team_member_app_installed: {
    id: 'activity.type.teamMemberAppInstalled',
    defaultMessage: 'App installed for a team member',
  },
  team_member_app_removed: {
    id: 'activity.type.teamMemberAppRemoved',
    defaultMessage: 'App removed from a team member',
  },
  team_member_app_roles_changed: {
    id: 'activity.type.teamMemberAppRolesChanged',
    defaultMessage: 'App roles of a team member changed',
  },
  user_eventsuite_role_updated: {
    id: 'activity.type.userEventsuiteRoleUpdated',
    defaultMessage: 'Eventsuite role changed',
  },
  user_locked: { id: 'activity.type.userLocked', defaultMessage: 'User locked' },
  user_unlocked: { id: 'activity.type.userUnlocked', defaultMessage: 'User unlocked' },
  user_app_installed: { id: 'activity.type.userAppInstalled', defaultMessage: 'App installed' },
  user_app_uninstalled: { id: 'activity.type.userAppUninstalled', defaultMessage: 'App uninstalled' },
  user_app_roles_assigned: { id: 'activity.type.userAppRolesAssigned', defaultMessage: 'App roles assigned' },
  team_member_removed: { id: 'activity.type.teamMemberRemoved', defaultMessage: 'Team member removed' },
  company_created: { id: 'activity.type.companyCreated', defaultMessage: 'Company created' },
  company_updated: { id: 'activity.type.companyUpdated', defaultMessage: 'Company profile updated' },
  company_logo_changed: { id: 'activity.type.companyLogoChanged', defaultMessage: 'Company logo changed' },
  company_logo_removed: { id: 'activity.type.companyLogoRemoved', defaultMessage: 'Company logo removed' },
  location_created: { id: 'activity.type.locationCreated', defaultMessage: 'Location created' },
  location_updated: { id: 'activity.type.locationUpdated', defaultMessage: 'Location updated' },
  location_deleted: { id: 'activity.type.locationDeleted', defaultMessage: 'Location deleted' },
  saml_settings_changed: { id: 'activity.type.samlSettingsChanged', defaultMessage: 'Single sign-on settings changed' },
  saml_activated: { id: 'activity.type.samlActivated', defaultMessage: 'Single sign-on activated' },
  saml_deactivated: { id: 'activity.type.samlDeactivated', defaultMessage: 'Single sign-on deactivated' },
  saml_sign_in_refused: { id: 'activity.type.samlSignInRefused', defaultMessage: 'Single sign-on sign-in refused' },
  profile_updated: { id: 'activity.type.profileUpdated', defaultMessage: 'Profile updated' },
  email_change_requested: { id: 'activity.type.emailChangeRequested', defaultMessage: 'Email change requested' },
  email_change_cancelled: { id: 'activity.type.emailChangeCancelled', defaultMessage: 'Email change cancelled' },
  email_changed: { id: 'activity.type.emailChanged', defaultMessage: 'Email changed' },
  email_change_revoked: { id: 'activity.type.emailChangeRevoked', defaultMessage: 'Email change undone' },
  avatar_changed: { id: 'activity.type.avatarChanged', defaultMessage: 'Profile picture changed' },
  avatar_removed: { id: 'activity.type.avatarRemoved', defaultMessage: 'Profile picture removed' },
  password_changed: { id: 'activity.type.passwordChanged', defaultMessage: 'Password changed' },
  account_deleted: { id: 'activity.type.accountDeleted', defaultMessage: 'Account deleted' },
  crew_inquiry_replied: { id: 'activity.type.crewInquiryReplied', defaultMessage: 'Crew inquiry answered' },
  password_reset: { id: 'activity.type.passwordReset', defaultMessage: 'Password reset' },
  sessions_ended: { id: 'activity.type.sessionsEnded', defaultMessage: 'Sessions ended' },
  two_factor_added: { id: 'activity.type.twoFactorAdded', defaultMessage: 'Second factor added' },
  two_factor_removed: { id: 'activity.type.twoFactorRemoved', defaultMessage: 'Second factor removed' },
  recovery_code_used: { id: 'activity.type.recoveryCodeUsed', defaultMessage: 'Recovery code used' },
  recovery_codes_renewed: { id: 'activity.type.recoveryCodesRenewed', defaultMessage: 'Recovery codes renewed' },
  user_two_factor_reset: { id: 'activity.type.userTwoFactorReset', defaultMessage: 'Second factor reset' },
  company_two_factor_requirement_updated: {
    id: 'activity.type.companyTwoFactorRequirementUpdated',
    defaultMessage: 'Two-factor requirement changed',
  },
}) satisfies Record<ActivityEventType, MessageDescriptor>;

// A MessageValue may be given as an element too: the name is a link where there is a page.
export const byMessage = defineMessage<{ name: MessageValue }>({
  id: 'company.activity.by',
  defaultMessage: 'by {name}',
});

/** Who or what an event was done to, and in which company's log (issue 27: who did what to whom). */
export const concerningMessage = defineMessage<{ target: MessageValue }>({
  id: 'activity.entry.concerning',
  defaultMessage: 'concerning {target}',
});
export const inCompanyMessage = defineMessage<{ company: MessageValue }>({
  id: 'activity.entry.inCompany',
  defaultMessage: 'in {company}',
});

/** What an event was done to when it has no name any more. */
export const objectTypeLabels = defineMessages({
  app: { id: 'activity.object.app', defaultMessage: 'an app no longer known' },
  company: { id: 'activity.object.company', defaultMessage: 'a company no longer known' },
  invitation: { id: 'activity.object.invitation', defaultMessage: 'an invitation' },
  location: { id: 'activity.object.location', defaultMessage: 'a location' },
  notification: { id: 'activity.object.notification', defaultMessage: 'a notification' },
  role: { id: 'activity.object.role', defaultMessage: 'a role no longer known' },
  static_page: { id: 'activity.object.staticPage', defaultMessage: 'a page' },
  user: { id: 'activity.object.user', defaultMessage: 'a person no longer known' },
}) satisfies Record<ActivityObjectType, MessageDescriptor>;

/** The filters of both views of the log and their export. */
export const filterMessages = defineMessages({
  filters: { id: 'activity.filters', defaultMessage: 'Filters' },
  actor: { id: 'activity.filter.actor', defaultMessage: 'Person' },
  anyActor: { id: 'activity.filter.anyActor', defaultMessage: 'Everyone' },
  time: { id: 'activity.filter.time', defaultMessage: 'Time' },
  anyTime: { id: 'activity.filter.anyTime', defaultMessage: 'Any time' },
  day: { id: 'activity.filter.day', defaultMessage: 'Last 24 hours' },
  week: { id: 'activity.filter.week', defaultMessage: 'Last 7 days' },
  month: { id: 'activity.filter.month', defaultMessage: 'Last 30 days' },
  year: { id: 'activity.filter.year', defaultMessage: 'Last 12 months' },
  emptyFiltered: { id: 'activity.emptyFiltered', defaultMessage: 'No events match these filters.' },
  exportCsv: { id: 'activity.export', defaultMessage: 'Export as CSV' },
  exportFailed: { id: 'activity.exportFailed', defaultMessage: 'The export failed. Please try again.' },
});

export const filterByActorMessage = defineMessage<{ name: string }>({
  id: 'activity.filterByActor',
  defaultMessage: 'Show only events by {name}',
});
export const filterByCompanyMessage = defineMessage<{ name: string }>({
  id: 'activity.filterByCompany',
  defaultMessage: 'Show only events in {name}',
});
export const filterByTargetMessage = defineMessage<{ name: string }>({
  id: 'activity.filterByTarget',
  defaultMessage: 'Show only events concerning {name}',
});

export const fromToMessage = defineMessage<{ from: string; to: string }>({
  id: 'company.activity.fromTo',
  defaultMessage: 'from {from} to {to}',
});

export const pageMessage = defineMessage<{ page: number; pages: number }>({
  id: 'company.activity.page',
  defaultMessage: 'Page {page} of {pages}',
});
