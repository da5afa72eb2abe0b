import { defineMessage, defineMessages } from 'react-intl';

type MoveValues = { name: string; position: number; total: number };
type LogValues = { name: string; previous: string };

/** The texts of /admin/roles (spec §2, §4, §6, §8). */
export const rolesMessages = defineMessages({
  app: { id: 'roles.app', defaultMessage: 'App' },
  chooseApp: { id: 'roles.chooseApp', defaultMessage: 'Choose an app' },
  chooseAppText: { id: 'roles.chooseAppText', defaultMessage: 'Choose an app to see and change its roles.' },
  loading: { id: 'roles.loading', defaultMessage: 'Loading roles…' },
  loadFailed: { id: 'roles.loadFailed', defaultMessage: 'The roles could not be loaded.' },
  appsLoadFailed: { id: 'roles.appsLoadFailed', defaultMessage: 'The apps could not be loaded.' },
  retry: { id: 'roles.retry', defaultMessage: 'Try again' },
  empty: { id: 'roles.empty', defaultMessage: 'No roles found for selected app.' },
  adminRolesOnly: { id: 'roles.adminRolesOnly', defaultMessage: 'Only admin roles' },
  adminRolesShown: { id: 'roles.adminRolesShown', defaultMessage: 'Only admin roles are shown.' },
  adminRolesOrder: {
    id: 'roles.adminRolesOrder',
    defaultMessage: 'Show all roles to change their order.',
  },
  readOnly: { id: 'roles.readOnly', defaultMessage: 'You can view the roles, but not change them.' },
  personalHeading: { id: 'roles.personalHeading', defaultMessage: 'Personal roles' },
  personalText: { id: 'roles.personalText', defaultMessage: 'Held by people with a personal account.' },
  companyHeading: { id: 'roles.companyHeading', defaultMessage: 'Company roles' },
  companyText: { id: 'roles.companyText', defaultMessage: 'Held by team members within a company.' },
  noneOfKind: { id: 'roles.noneOfKind', defaultMessage: 'No roles of this kind yet.' },
  saveOrder: { id: 'roles.saveOrder', defaultMessage: 'Save order' },
  orderUnsaved: { id: 'roles.orderUnsaved', defaultMessage: 'The new order is not saved yet.' },
  isDefault: { id: 'roles.isDefault', defaultMessage: 'Default' },
  makeDefault: { id: 'roles.makeDefault', defaultMessage: 'Make default' },
  removeDefault: { id: 'roles.removeDefault', defaultMessage: 'Remove default' },
  defaultSet: { id: 'roles.defaultSet', defaultMessage: 'Default role has been set.' },
  defaultRemoved: { id: 'roles.defaultRemoved', defaultMessage: 'Default role has been removed.' },
  editPermissions: { id: 'roles.editPermissions', defaultMessage: 'Permissions' },
  rename: { id: 'roles.rename', defaultMessage: 'Rename' },
  renameTitle: { id: 'roles.renameTitle', defaultMessage: 'Rename role' },
  save: { id: 'roles.save', defaultMessage: 'Save' },
  cancel: { id: 'roles.cancel', defaultMessage: 'Cancel' },
  close: { id: 'roles.close', defaultMessage: 'Close' },
  delete: { id: 'roles.delete', defaultMessage: 'Delete' },
  deleteTitle: { id: 'roles.deleteTitle', defaultMessage: 'Delete role' },
  deleteConfirm: { id: 'roles.deleteConfirm', defaultMessage: 'Delete role' },
  chooseReplacement: { id: 'roles.chooseReplacement', defaultMessage: 'Choose a role' },
  createHeading: { id: 'roles.createHeading', defaultMessage: 'Create role' },
  create: { id: 'roles.create', defaultMessage: 'Create role' },
  kindPersonal: { id: 'roles.kindPersonal', defaultMessage: 'Personal role' },
  kindCompany: { id: 'roles.kindCompany', defaultMessage: 'Company role' },
  permissionsText: {
    id: 'roles.permissionsText',
    defaultMessage: 'Changes take effect on the next request of everyone holding the role.',
  },
  permissionsEmpty: { id: 'roles.permissionsEmpty', defaultMessage: 'This app has no permissions yet.' },
  permissionsLoading: { id: 'roles.permissionsLoading', defaultMessage: 'Loading permissions…' },
  permissionsLoadFailed: { id: 'roles.permissionsLoadFailed', defaultMessage: 'The permissions could not be loaded.' },
  savePermissions: { id: 'roles.savePermissions', defaultMessage: 'Save permissions' },
  portalPermissions: { id: 'roles.portalPermissions', defaultMessage: 'Eventsuite' },
  logHeading: { id: 'roles.logHeading', defaultMessage: 'Roles log' },
  logEmpty: { id: 'roles.logEmpty', defaultMessage: 'No changes to the roles yet.' },
  moveInstructions: {
    id: 'roles.moveInstructions',
    defaultMessage:
      'To move a role, press Space or Enter, then the arrow keys; Space or Enter drops it, Escape cancels. Save the order afterwards.',
  },
});

export const holdersMessage = defineMessage<{ count: number }>({
  id: 'roles.holders',
  defaultMessage: '{count, plural, =0 {nobody holds it} one {# person holds it} other {# people hold it}}',
});

export const permissionCountMessage = defineMessage<{ count: number }>({
  id: 'roles.permissionCount',
  defaultMessage: '{count, plural, =0 {no permissions} one {# permission} other {# permissions}}',
});

export const deleteTextMessage = defineMessage<{ name: string }>({
  id: 'roles.deleteText',
  defaultMessage: 'Delete the role “{name}”? Nobody holds it.',
});

export const deleteHeldTextMessage = defineMessage<{ name: string; count: number }>({
  id: 'roles.deleteHeldText',
  defaultMessage:
    '{count, plural, one {# person holds} other {# people hold}} the role “{name}”. Choose the role they get instead.',
});

export const permissionsHeadingMessage = defineMessage<{ name: string }>({
  id: 'roles.permissionsHeading',
  defaultMessage: 'Permissions of “{name}”',
});

export const logByMessage = defineMessage<{ name: string }>({ id: 'roles.logBy', defaultMessage: 'by {name}' });

export const moveHandleMessage = defineMessage<{ name: string }>({
  id: 'roles.moveHandle',
  defaultMessage: 'Move {name}',
});

export const movePickedUpMessage = defineMessage<MoveValues>({
  id: 'roles.movePickedUp',
  defaultMessage: 'Picked up {name}, position {position} of {total}.',
});

export const moveMovedMessage = defineMessage<MoveValues>({
  id: 'roles.moveMoved',
  defaultMessage: '{name} moved to position {position} of {total}.',
});

export const moveDroppedMessage = defineMessage<MoveValues>({
  id: 'roles.moveDropped',
  defaultMessage: '{name} dropped at position {position} of {total}.',
});

export const moveCancelledMessage = defineMessage<MoveValues>({
  id: 'roles.moveCancelled',
  defaultMessage: 'Move cancelled, {name} back at position {position} of {total}.',
});

/** How the roles log words each event; `name` is the role's name, `previous` a former name or default. */
export const roleLogMessages = {
  role_created: defineMessage<LogValues>({ id: 'roles.log.roleCreated', defaultMessage: 'Role “{name}” created' }),
  role_updated: defineMessage<LogValues>({
    id: 'roles.log.roleUpdated',
    defaultMessage: 'Role “{previous}” renamed to “{name}”',
  }),
  role_deleted: defineMessage<LogValues>({ id: 'roles.log.roleDeleted', defaultMessage: 'Role “{name}” deleted' }),
  default_role_set: defineMessage<LogValues>({
    id: 'roles.log.defaultRoleSet',
    defaultMessage: '“{name}” made the default role',
  }),
  default_role_updated: defineMessage<LogValues>({
    id: 'roles.log.defaultRoleUpdated',
    defaultMessage: '“{name}” made the default role instead of “{previous}”',
  }),
  default_role_deleted: defineMessage<LogValues>({
    id: 'roles.log.defaultRoleDeleted',
    defaultMessage: '“{name}” is no longer the default role',
  }),
  permission_assigned: defineMessage<LogValues>({
    id: 'roles.log.permissionAssigned',
    defaultMessage: 'Permissions assigned to “{name}”',
  }),
  permission_updated: defineMessage<LogValues>({
    id: 'roles.log.permissionUpdated',
    defaultMessage: 'Permissions of “{name}” changed',
  }),
};
