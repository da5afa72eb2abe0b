import type { ActivityEventType } from '@eventsuite/api-contract';
import { defineMessage, defineMessages, type MessageDescriptor } from 'react-intl';

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
}) satisfies Record<ActivityEventType, MessageDescriptor>;

export const byMessage = defineMessage<{ name: string }>({ id: 'company.activity.by', defaultMessage: 'by {name}' });

export const fromToMessage = defineMessage<{ from: string; to: string }>({
  id: 'company.activity.fromTo',
  defaultMessage: 'from {from} to {to}',
});

export const pageMessage = defineMessage<{ page: number; pages: number }>({
  id: 'company.activity.page',
  defaultMessage: 'Page {page} of {pages}',
});
