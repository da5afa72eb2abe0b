import { defineMessage, defineMessages } from 'react-intl';

export const appsMessages = defineMessages({
  loading: { id: 'apps.loading', defaultMessage: 'Loading the apps' },
  loadFailed: { id: 'apps.loadFailed', defaultMessage: 'The apps could not be loaded.' },
  appLoading: { id: 'apps.app.loading', defaultMessage: 'Loading the app' },
  appLoadFailed: { id: 'apps.app.loadFailed', defaultMessage: 'The app could not be loaded.' },
  retry: { id: 'apps.retry', defaultMessage: 'Try again' },
  listLabel: { id: 'apps.listLabel', defaultMessage: 'Apps' },
  empty: { id: 'apps.empty', defaultMessage: 'No apps available.' },
  emptyText: {
    id: 'apps.emptyText',
    defaultMessage: 'There are no apps for your account yet. New apps will appear here.',
  },
  installed: { id: 'apps.installed', defaultMessage: 'Installed' },
  install: { id: 'apps.install', defaultMessage: 'Install' },
  uninstall: { id: 'apps.uninstall', defaultMessage: 'Uninstall' },
  cancel: { id: 'apps.cancel', defaultMessage: 'Cancel' },
  uninstallTitle: { id: 'apps.uninstallTitle', defaultMessage: 'Uninstall this app?' },
  installedToast: { id: 'apps.installedToast', defaultMessage: 'App has been installed.' },
  uninstalledToast: { id: 'apps.uninstalledToast', defaultMessage: 'App has been uninstalled.' },
  changeFailed: { id: 'apps.changeFailed', defaultMessage: 'Save failed. Try again later.' },
  open: { id: 'apps.open', defaultMessage: 'Open' },
  backToList: { id: 'apps.backToList', defaultMessage: 'Back to the apps' },
  descriptionHeading: { id: 'apps.descriptionHeading', defaultMessage: 'About the app' },
  noDescription: { id: 'apps.noDescription', defaultMessage: 'This app has no description yet.' },
  screenshotsHeading: { id: 'apps.screenshotsHeading', defaultMessage: 'Screenshots' },
  previousScreenshot: { id: 'apps.previousScreenshot', defaultMessage: 'Previous screenshot' },
  nextScreenshot: { id: 'apps.nextScreenshot', defaultMessage: 'Next screenshot' },
  instructionsHeading: { id: 'apps.instructionsHeading', defaultMessage: 'Instructions' },
  accessHeading: { id: 'apps.accessHeading', defaultMessage: 'Your access' },
  noRole: { id: 'apps.noRole', defaultMessage: 'You have no role in this app.' },
  alwaysInstalled: {
    id: 'apps.alwaysInstalled',
    defaultMessage: 'This app is always installed and cannot be uninstalled.',
  },
  notInstalled: { id: 'apps.notInstalled', defaultMessage: 'This app is not installed.' },
  askAdministrator: {
    id: 'apps.askAdministrator',
    defaultMessage: 'Only an administrator can install or uninstall this app for you.',
  },
  defaultRoleHeading: { id: 'apps.defaultRoleHeading', defaultMessage: 'Default role for new members' },
  defaultRoleText: {
    id: 'apps.defaultRoleText',
    defaultMessage: 'The role your company’s members get in this app when it is installed for them.',
  },
  defaultRoleLabel: { id: 'apps.defaultRoleLabel', defaultMessage: 'Role' },
  noRoles: { id: 'apps.noRoles', defaultMessage: 'No roles found for selected app.' },
  defaultRoleSave: { id: 'apps.defaultRoleSave', defaultMessage: 'Save' },
  defaultRoleReset: { id: 'apps.defaultRoleReset', defaultMessage: 'Use the app’s default' },
  defaultRoleSaved: { id: 'apps.defaultRoleSaved', defaultMessage: 'Default role has been set.' },
  defaultRoleRemoved: { id: 'apps.defaultRoleRemoved', defaultMessage: 'Default role has been removed.' },
  notInstalledLoading: { id: 'apps.notInstalled.loading', defaultMessage: 'Looking up the app' },
  toCatalogue: { id: 'apps.toCatalogue', defaultMessage: 'See all apps' },
  tabApps: { id: 'apps.tabApps', defaultMessage: 'Apps' },
});

/** The role line of an app's page. */
export const roleMessage = defineMessage<{ role: string }>({ id: 'apps.role', defaultMessage: 'Your role: {role}' });

export const uninstallConfirmText = defineMessage<{ app: string }>({
  id: 'apps.uninstallConfirm',
  defaultMessage: '{app} will be uninstalled. Your access and your role in it end.',
});

export const companyUninstallConfirmText = defineMessage<{ app: string }>({
  id: 'apps.uninstallConfirmCompany',
  defaultMessage: '{app} will be uninstalled for your whole company: every member loses their access and role in it.',
});

export const appDefaultRoleOption = defineMessage<{ role: string }>({
  id: 'apps.appDefaultRoleOption',
  defaultMessage: '{role} (the app’s default)',
});

export const screenshotAlt = defineMessage<{ position: number; app: string }>({
  id: 'apps.screenshotAlt',
  defaultMessage: 'Screenshot {position} of {app}',
});

export const screenshotPosition = defineMessage<{ position: number; total: number }>({
  id: 'apps.screenshotPosition',
  defaultMessage: 'Screenshot {position} of {total}',
});

/** The five answers of /app-not-installed (spec §4), each a title and a text. */
export const availabilityMessages = defineMessages({
  installableTitle: { id: 'apps.availability.installable.title', defaultMessage: '{app} is not installed yet' },
  installableText: {
    id: 'apps.availability.installable.text',
    defaultMessage: 'You can install this app now and then open it.',
  },
  administratorTitle: { id: 'apps.availability.administrator.title', defaultMessage: '{app} is not installed' },
  administratorText: {
    id: 'apps.availability.administrator.text',
    defaultMessage: 'This app can only be installed by your administrator. Ask them to install it for you.',
  },
  installedTitle: { id: 'apps.availability.installed.title', defaultMessage: '{app} is installed' },
  installedText: { id: 'apps.availability.installed.text', defaultMessage: 'This app is installed. You can open it.' },
  notInstallableTitle: { id: 'apps.availability.notInstallable.title', defaultMessage: 'App not available' },
  notInstallableText: {
    id: 'apps.availability.notInstallable.text',
    defaultMessage: 'This app cannot be installed for your company or account.',
  },
  notFoundTitle: { id: 'apps.availability.notFound.title', defaultMessage: 'App not found' },
  notFoundText: { id: 'apps.availability.notFound.text', defaultMessage: 'This app does not exist.' },
});
