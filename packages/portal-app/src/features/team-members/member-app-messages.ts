import { defineMessage, defineMessages } from 'react-intl';

/** The apps section of a member's page: their apps in the company and their role in each (spec §8). */
export const memberAppMessages = defineMessages({
  heading: { id: 'teamMember.memberApps.heading', defaultMessage: 'Apps and roles' },
  loading: { id: 'teamMember.memberApps.loading', defaultMessage: 'Loading the apps' },
  loadFailed: { id: 'teamMember.memberApps.loadFailed', defaultMessage: 'The apps could not be loaded.' },
  none: { id: 'teamMember.memberApps.none', defaultMessage: 'No apps assigned yet.' },
  alwaysInstalled: {
    id: 'teamMember.memberApps.alwaysInstalled',
    defaultMessage: 'Always installed: the role can be changed, the app cannot be taken away.',
  },
  assignLabel: { id: 'teamMember.memberApps.assign.label', defaultMessage: 'App to assign' },
  assignPlaceholder: { id: 'teamMember.memberApps.assign.placeholder', defaultMessage: 'Choose an app' },
  assign: { id: 'teamMember.memberApps.assign', defaultMessage: 'Assign app' },
  allAssigned: {
    id: 'teamMember.memberApps.allAssigned',
    defaultMessage: 'Every app of the company is assigned to this team member.',
  },
  assigned_toast: { id: 'teamMember.memberApps.assigned.toast', defaultMessage: 'App has been assigned.' },
  removed_toast: { id: 'teamMember.memberApps.removed.toast', defaultMessage: 'App assignment removed.' },
  roleChanged_toast: { id: 'teamMember.memberApps.roleChanged.toast', defaultMessage: 'Role has been changed.' },
  removeTitle: { id: 'teamMember.memberApps.remove.title', defaultMessage: 'Remove app?' },
  removeConfirm: { id: 'teamMember.memberApps.remove.confirm', defaultMessage: 'Remove' },
  changeRoleTitle: { id: 'teamMember.memberApps.changeRole.title', defaultMessage: 'Change role?' },
  changeRoleConfirm: { id: 'teamMember.memberApps.changeRole.confirm', defaultMessage: 'Change role' },
});

export const roleInAppMessage = defineMessage<{ app: string }>({
  id: 'teamMember.memberApps.roleIn',
  defaultMessage: 'Role in {app}',
});

export const removeAppMessage = defineMessage<{ app: string }>({
  id: 'teamMember.memberApps.remove',
  defaultMessage: 'Remove {app}',
});

export const removeAppTextMessage = defineMessage<{ name: string; app: string }>({
  id: 'teamMember.memberApps.remove.text',
  defaultMessage: '{name} will no longer be able to use {app} in this company, from their next step on.',
});

export const changeRoleTextMessage = defineMessage<{ name: string; app: string; role: string }>({
  id: 'teamMember.memberApps.changeRole.text',
  defaultMessage: '{name} will get the role "{role}" in {app}, with its permissions from their next step on.',
});
