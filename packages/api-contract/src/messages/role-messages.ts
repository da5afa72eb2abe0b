import type { Wording } from './languages';

/** The refusals of role changes that are not field errors: the app says them up front, the server's 409 again. */
export const roleMessages = {
  defaultRoleNotDeletable: {
    en: 'The default role cannot be deleted. Make another role the default first.',
    de: 'Die Standardrolle kann nicht gelöscht werden. Machen Sie zuerst eine andere Rolle zur Standardrolle.',
    fr: 'Le rôle par défaut ne peut pas être supprimé. Définissez d’abord un autre rôle comme rôle par défaut.',
  },
  replacementRequired: {
    en: 'People hold this role: choose the role they get instead.',
    de: 'Personen haben diese Rolle: Wählen Sie die Rolle, die sie stattdessen erhalten.',
    fr: 'Des personnes ont ce rôle : choisissez le rôle qu’elles recevront à la place.',
  },
  lastRoleHeld: {
    en: 'People hold this role and it is the only one of its kind: create another role for them first.',
    de: 'Personen haben diese Rolle, und sie ist die einzige ihrer Art: Erstellen Sie zuerst eine andere Rolle für sie.',
    fr: 'Des personnes ont ce rôle et c’est le seul de son type : créez d’abord un autre rôle pour elles.',
  },
} as const satisfies Record<string, Wording>;
export type RoleMessageKey = keyof typeof roleMessages;
