import type { Wording } from './languages';

/** Why an assignment of an app to a team member is refused (409): the server answers with these. */
export const teamMemberAppMessages = {
  appNotInstalled: {
    en: 'This app is not installed for the company.',
    de: 'Diese App ist für die Firma nicht installiert.',
    fr: 'Cette application n’est pas installée pour l’entreprise.',
  },
  appAlreadyAssigned: {
    en: 'This app is assigned to the team member already.',
    de: 'Diese App ist dem Teammitglied bereits zugewiesen.',
    fr: 'Cette application est déjà attribuée au membre de l’équipe.',
  },
  appWithoutCompanyRole: {
    en: 'This app has no company role to give yet.',
    de: 'Diese App hat noch keine Firmenrolle, die vergeben werden kann.',
    fr: 'Cette application n’a pas encore de rôle d’entreprise pouvant être attribué.',
  },
  appAlwaysInstalled: {
    en: 'This app is always installed: its role can be changed, but it cannot be taken away.',
    de: 'Diese App ist immer installiert: Die Rolle lässt sich ändern, die App aber nicht entziehen.',
    fr: 'Cette application est toujours installée : son rôle peut être modifié, mais elle ne peut pas être retirée.',
  },
} as const satisfies Record<string, Wording>;
export type TeamMemberAppMessageKey = keyof typeof teamMemberAppMessages;
