import type { MessageLanguage } from '@eventsuite/api-contract';
import { messageLanguageOf } from '../../http/validation-messages';

/** Why a company administration action is refused (409), in the caller's language (Accept-Language). */
const messages = {
  en: {
    already_decided: 'This verification request has already been decided or withdrawn.',
    app_already_assigned: 'The app is already assigned to the company.',
    app_not_assigned: 'The app is not assigned to the company.',
    app_always_installed: 'The app is installed for everyone; it cannot be removed.',
    app_without_company_role: 'The app has no company role to give the members.',
  },
  de: {
    already_decided: 'Über diese Verifizierungsanfrage wurde bereits entschieden, oder sie wurde zurückgezogen.',
    app_already_assigned: 'Die App ist der Firma bereits zugewiesen.',
    app_not_assigned: 'Die App ist der Firma nicht zugewiesen.',
    app_always_installed: 'Die App ist für alle installiert; sie kann nicht entfernt werden.',
    app_without_company_role: 'Die App hat keine Firmenrolle, die den Mitgliedern gegeben werden kann.',
  },
  fr: {
    already_decided: 'Cette demande de vérification a déjà été tranchée ou retirée.',
    app_already_assigned: 'L’application est déjà attribuée à l’entreprise.',
    app_not_assigned: 'L’application n’est pas attribuée à l’entreprise.',
    app_always_installed: 'L’application est installée pour tout le monde ; elle ne peut pas être retirée.',
    app_without_company_role: 'L’application n’a aucun rôle d’entreprise à attribuer aux membres.',
  },
} as const satisfies Record<MessageLanguage, Record<string, string>>;

export type AdminCompanyRefusal = keyof (typeof messages)['en'];

export const adminCompanyMessage = (
  request: { headers: { 'accept-language'?: string } },
  refusal: AdminCompanyRefusal,
): string => messages[messageLanguageOf(request.headers['accept-language'])][refusal];
