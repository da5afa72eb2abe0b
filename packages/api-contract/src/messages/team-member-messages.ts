import type { Wording } from './languages';

/** Why a change of a team member is refused (409): the server answers with these, the app shows them. */
export const teamMemberMessages = {
  ownerCannotBeLocked: {
    en: 'The owner of the company cannot be locked.',
    de: 'Der Inhaber der Firma kann nicht gesperrt werden.',
    fr: 'Le propriétaire de l’entreprise ne peut pas être bloqué.',
  },
  ownerCannotBeRemoved: {
    en: 'The owner of the company cannot be removed from it.',
    de: 'Der Inhaber der Firma kann nicht aus ihr entfernt werden.',
    fr: 'Le propriétaire de l’entreprise ne peut pas en être retiré.',
  },
  notYourself: {
    en: 'You cannot lock yourself or remove yourself from the company.',
    de: 'Sie können sich nicht selbst sperren oder aus der Firma entfernen.',
    fr: 'Vous ne pouvez pas vous bloquer vous-même ni vous retirer de l’entreprise.',
  },
  inOtherCompanies: {
    en: 'This person also belongs to another company. A lock applies everywhere, so only a platform administrator can lock or unlock them.',
    de: 'Diese Person gehört auch zu einer anderen Firma. Eine Sperre gilt überall, daher kann nur eine Plattform-Administration sie sperren oder entsperren.',
    fr: 'Cette personne appartient aussi à une autre entreprise. Un blocage s’applique partout ; seul un administrateur de la plateforme peut donc la bloquer ou la débloquer.',
  },
} as const satisfies Record<string, Wording>;
export type TeamMemberMessageKey = keyof typeof teamMemberMessages;
