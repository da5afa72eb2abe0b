import type { Wording } from './languages';

/** Texts about the account that the server answers with and the app shows, worded once. */
export const accountMessages = {
  /** Why an owner cannot delete their account: the app says it up front, the server's 409 says it again. */
  ownsCompany: {
    en: 'You own a company. Transfer the ownership of your company to another person before you delete your account.',
    de: 'Sie sind Inhaber einer Firma. Übertragen Sie die Inhaberschaft Ihrer Firma an eine andere Person, bevor Sie Ihr Konto löschen.',
    fr: 'Vous êtes propriétaire d’une entreprise. Transférez la propriété de votre entreprise à une autre personne avant de supprimer votre compte.',
  },
  /** Why someone who signs in through another provider has no password to change here (note and 409). */
  noPasswordToChange: {
    en: 'You sign in through another provider, so your account has no password here. Change your password with that provider.',
    de: 'Sie melden sich über einen anderen Anbieter an, daher hat Ihr Konto hier kein Passwort. Ändern Sie Ihr Passwort bei diesem Anbieter.',
    fr: 'Vous vous connectez via un autre fournisseur, votre compte n’a donc pas de mot de passe ici. Modifiez votre mot de passe auprès de ce fournisseur.',
  },
  /** Why they cannot delete their account here: there is no password to confirm it with (note and 409). */
  noPasswordToDelete: {
    en: 'You sign in through another provider, so there is no password here to confirm the deletion of your account. Please ask our support to delete it.',
    de: 'Sie melden sich über einen anderen Anbieter an, daher gibt es hier kein Passwort, mit dem Sie das Löschen Ihres Kontos bestätigen können. Bitte wenden Sie sich an unseren Support, um es zu löschen.',
    fr: 'Vous vous connectez via un autre fournisseur, il n’y a donc ici aucun mot de passe permettant de confirmer la suppression de votre compte. Veuillez demander à notre support de le supprimer.',
  },
  /** Why they cannot transfer the ownership here: there is no password to confirm it with (409). */
  noPasswordToTransfer: {
    en: 'You sign in through another provider, so there is no password here to confirm the transfer of the ownership. Please ask our support to transfer it.',
    de: 'Sie melden sich über einen anderen Anbieter an, daher gibt es hier kein Passwort, mit dem Sie die Übertragung der Inhaberschaft bestätigen können. Bitte wenden Sie sich an unseren Support, um sie zu übertragen.',
    fr: 'Vous vous connectez via un autre fournisseur, il n’y a donc ici aucun mot de passe permettant de confirmer le transfert de la propriété. Veuillez demander à notre support de la transférer.',
  },
} as const satisfies Record<string, Wording>;
export type AccountMessageKey = keyof typeof accountMessages;
