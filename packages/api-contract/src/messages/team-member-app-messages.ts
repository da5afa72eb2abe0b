import type { Wording } from './languages';

/** Why an assignment of an app to a team member is refused (409): the server answers with these. */
export const teamMemberAppMessages = {
  appNotInstalled: {
    en: 'This app is not installed for the company.',
    de: 'Diese App ist für die Firma nicht installiert.',
  },
  appAlreadyAssigned: {
    en: 'This app is assigned to the team member already.',
    de: 'Diese App ist dem Teammitglied bereits zugewiesen.',
  },
  appWithoutCompanyRole: {
    en: 'This app has no company role to give yet.',
    de: 'Diese App hat noch keine Firmenrolle, die vergeben werden kann.',
  },
  appAlwaysInstalled: {
    en: 'This app is always installed: its role can be changed, but it cannot be taken away.',
    de: 'Diese App ist immer installiert: Die Rolle lässt sich ändern, die App aber nicht entziehen.',
  },
} as const satisfies Record<string, Wording>;
export type TeamMemberAppMessageKey = keyof typeof teamMemberAppMessages;
