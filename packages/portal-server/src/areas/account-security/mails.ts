import {
  passwordResetLinkHours,
  passwordResetPagePath,
  signUpConfirmationPagePath,
  signUpLinkHours,
  type MessageLanguage,
} from '@eventsuite/api-contract';
import { mailLanguageOf, renderMail, type OutgoingMail } from '../../mail/index';

/** The mails of account security (issue 30 §1–3), in the recipient's language (English by default). */

interface Mail {
  subject: string;
  paragraphs: string[];
  action: string;
  closing: string[];
}

/** A mail in every catalogue language: a language added there does not compile until it is worded here. */
type Wordings = Record<MessageLanguage, Mail>;

interface Context {
  productName: string;
  publicUrl: string;
  to: string;
  language: string;
  firstName: string;
}

const greeting: Record<MessageLanguage, (name: string) => string> = {
  en: (name) => (name ? `Hello ${name},` : 'Hello,'),
  de: (name) => (name ? `Hallo ${name},` : 'Hallo,'),
  fr: (name) => (name ? `Bonjour ${name},` : 'Bonjour,'),
};

function compose(context: Context, wordings: Wordings, url: string): OutgoingMail {
  const language = mailLanguageOf(context.language);
  const words = wordings[language];
  const content = renderMail({
    language,
    greeting: greeting[language](context.firstName),
    paragraphs: words.paragraphs,
    action: { label: words.action, url },
    closing: words.closing,
    signature: context.productName,
  });
  return { to: context.to, subject: words.subject, ...content };
}

export function passwordResetMail(context: Context, token: string): OutgoingMail {
  const { productName } = context;
  return compose(
    context,
    {
      en: {
        subject: 'Set a new password',
        paragraphs: [
          `A new password was asked for your ${productName} account. Set it with the link below; it works once, within ${passwordResetLinkHours} hour.`,
          'Once the new password is set, every other sign-in of your account ends.',
        ],
        action: 'Set a new password',
        closing: ['If you did not ask for this, ignore this mail: your password stays as it is.'],
      },
      de: {
        subject: 'Neues Passwort festlegen',
        paragraphs: [
          `Für Ihr ${productName}-Konto wurde ein neues Passwort angefordert. Mit dem folgenden Link legen Sie es fest; er ist ${passwordResetLinkHours} Stunde gültig und nur einmal verwendbar.`,
          'Sobald das neue Passwort gilt, werden alle anderen Anmeldungen Ihres Kontos beendet.',
        ],
        action: 'Neues Passwort festlegen',
        closing: [
          'Falls Sie das nicht angefordert haben, ignorieren Sie diese E-Mail: Ihr Passwort bleibt, wie es ist.',
        ],
      },
      fr: {
        subject: 'Définir un nouveau mot de passe',
        paragraphs: [
          `Un nouveau mot de passe a été demandé pour votre compte ${productName}. Définissez-le à l’aide du lien ci-dessous ; il est valable ${passwordResetLinkHours} heure et ne peut être utilisé qu’une seule fois.`,
          'Dès que le nouveau mot de passe est en vigueur, toutes les autres connexions à votre compte sont fermées.',
        ],
        action: 'Définir un nouveau mot de passe',
        closing: [
          'Si vous n’êtes pas à l’origine de cette demande, ignorez cet e-mail : votre mot de passe reste inchangé.',
        ],
      },
    },
    `${context.publicUrl}${passwordResetPagePath}/${token}`,
  );
}

/**
 * To someone asking for a reset who has no password here: they sign in through another provider
 * (`reason` says which way; issue 28's company SSO adds its own).
 */
export function noPasswordHereMail(context: Context): OutgoingMail {
  const { productName } = context;
  return compose(
    context,
    {
      en: {
        subject: 'Your account has no password here',
        paragraphs: [
          `A new password was asked for your ${productName} account. You sign in through another provider, though (such as your organisation's account), so there is no password here to reset.`,
          'Choose that provider when you sign in, and reset your password there if you need to.',
        ],
        action: 'Go to sign-in',
        closing: ['If you did not ask for this, ignore this mail.'],
      },
      de: {
        subject: 'Ihr Konto hat hier kein Passwort',
        paragraphs: [
          `Für Ihr ${productName}-Konto wurde ein neues Passwort angefordert. Sie melden sich jedoch über einen anderen Anbieter an (etwa das Konto Ihrer Organisation), daher gibt es hier kein Passwort zurückzusetzen.`,
          'Wählen Sie bei der Anmeldung diesen Anbieter und setzen Sie Ihr Passwort gegebenenfalls dort zurück.',
        ],
        action: 'Zur Anmeldung',
        closing: ['Falls Sie das nicht angefordert haben, ignorieren Sie diese E-Mail.'],
      },
      fr: {
        subject: 'Votre compte n’a pas de mot de passe ici',
        paragraphs: [
          `Un nouveau mot de passe a été demandé pour votre compte ${productName}. Vous vous connectez toutefois via un autre fournisseur (par exemple le compte de votre organisation) ; il n’y a donc ici aucun mot de passe à réinitialiser.`,
          'Choisissez ce fournisseur lors de la connexion et, si nécessaire, réinitialisez-y votre mot de passe.',
        ],
        action: 'Aller à la connexion',
        closing: ['Si vous n’êtes pas à l’origine de cette demande, ignorez cet e-mail.'],
      },
    },
    `${context.publicUrl}/`,
  );
}

export function signUpConfirmationMail(context: Context, token: string): OutgoingMail {
  const { productName } = context;
  return compose(
    context,
    {
      en: {
        subject: 'Confirm your email address',
        paragraphs: [
          `Welcome to ${productName}! Please confirm your email address with the link below within ${signUpLinkHours} hours. Your account is ready after that.`,
        ],
        action: 'Confirm email address',
        closing: ['If you did not want to create an account, ignore this mail: none is made.'],
      },
      de: {
        subject: 'Bestätigen Sie Ihre E-Mail-Adresse',
        paragraphs: [
          `Willkommen bei ${productName}! Bitte bestätigen Sie Ihre E-Mail-Adresse innerhalb von ${signUpLinkHours} Stunden mit dem folgenden Link. Danach ist Ihr Konto bereit.`,
        ],
        action: 'E-Mail-Adresse bestätigen',
        closing: ['Falls Sie kein Konto erstellen wollten, ignorieren Sie diese E-Mail: Es wird keines angelegt.'],
      },
      fr: {
        subject: 'Confirmez votre adresse e-mail',
        paragraphs: [
          `Bienvenue sur ${productName} ! Veuillez confirmer votre adresse e-mail dans les ${signUpLinkHours} heures à l’aide du lien ci-dessous. Votre compte sera ensuite prêt.`,
        ],
        action: 'Confirmer l’adresse e-mail',
        closing: ['Si vous ne souhaitiez pas créer de compte, ignorez cet e-mail : aucun compte ne sera créé.'],
      },
    },
    `${context.publicUrl}${signUpConfirmationPagePath}/${token}`,
  );
}

/** To the owner of an address someone signed up with again: the account exists, nothing new is made. */
export function alreadySignedUpMail(context: Context): OutgoingMail {
  const { productName } = context;
  return compose(
    context,
    {
      en: {
        subject: 'You already have an account',
        paragraphs: [
          `Someone tried to create a new ${productName} account with your email address. You already have one: sign in with it, or choose "Forgot password?" when you sign in.`,
        ],
        action: 'Go to sign-in',
        closing: ['If this was not you, ignore this mail: nothing has changed in your account.'],
      },
      de: {
        subject: 'Sie haben bereits ein Konto',
        paragraphs: [
          `Mit Ihrer E-Mail-Adresse wurde versucht, ein neues ${productName}-Konto zu erstellen. Sie haben bereits eines: Melden Sie sich damit an, oder wählen Sie bei der Anmeldung „Passwort vergessen?“.`,
        ],
        action: 'Zur Anmeldung',
        closing: ['Falls Sie das nicht waren, ignorieren Sie diese E-Mail: An Ihrem Konto hat sich nichts geändert.'],
      },
      fr: {
        subject: 'Vous avez déjà un compte',
        paragraphs: [
          `Quelqu’un a tenté de créer un nouveau compte ${productName} avec votre adresse e-mail. Vous en avez déjà un : connectez-vous avec celui-ci, ou choisissez « Mot de passe oublié ? » lors de la connexion.`,
        ],
        action: 'Aller à la connexion',
        closing: ['Si ce n’était pas vous, ignorez cet e-mail : rien n’a changé sur votre compte.'],
      },
    },
    `${context.publicUrl}/`,
  );
}

/** A sign-in from a browser the account had not used before (issue 30 §3). */
export function newSignInMail(context: Context, browser: { name: string; address: string }, sessionsUrl: string) {
  const { productName } = context;
  return compose(
    context,
    {
      en: {
        subject: 'New sign-in to your account',
        paragraphs: [
          `Your ${productName} account was just signed in from a browser it had not used before: ${browser.name}, address ${browser.address}.`,
          'If this was you, there is nothing to do. Otherwise end that session and change your password.',
        ],
        action: 'See your sessions',
        closing: [],
      },
      de: {
        subject: 'Neue Anmeldung bei Ihrem Konto',
        paragraphs: [
          `Ihr ${productName}-Konto wurde gerade in einem Browser angemeldet, den es bisher nicht verwendet hat: ${browser.name}, Adresse ${browser.address}.`,
          'Wenn Sie das waren, ist nichts zu tun. Sonst beenden Sie diese Sitzung und ändern Sie Ihr Passwort.',
        ],
        action: 'Sitzungen ansehen',
        closing: [],
      },
      fr: {
        subject: 'Nouvelle connexion à votre compte',
        paragraphs: [
          `Une connexion à votre compte ${productName} vient d’avoir lieu depuis un navigateur qu’il n’avait encore jamais utilisé : ${browser.name}, adresse ${browser.address}.`,
          'Si c’était vous, vous n’avez rien à faire. Sinon, fermez cette session et changez votre mot de passe.',
        ],
        action: 'Voir vos sessions',
        closing: [],
      },
    },
    sessionsUrl,
  );
}

/** To an address no account has, asking for a reset: said so, so that the answer on screen is the same. */
export function noAccountMail(context: Context): OutgoingMail {
  const { productName } = context;
  return compose(
    context,
    {
      en: {
        subject: 'No account with this email address',
        paragraphs: [
          `A new ${productName} password was asked for this email address, but no account uses it. Perhaps you signed up with another address.`,
        ],
        action: 'Go to sign-in',
        closing: ['If you did not ask for this, ignore this mail.'],
      },
      de: {
        subject: 'Kein Konto mit dieser E-Mail-Adresse',
        paragraphs: [
          `Für diese E-Mail-Adresse wurde ein neues ${productName}-Passwort angefordert, aber kein Konto verwendet sie. Vielleicht haben Sie sich mit einer anderen Adresse angemeldet.`,
        ],
        action: 'Zur Anmeldung',
        closing: ['Falls Sie das nicht angefordert haben, ignorieren Sie diese E-Mail.'],
      },
      fr: {
        subject: 'Aucun compte avec cette adresse e-mail',
        paragraphs: [
          `Un nouveau mot de passe ${productName} a été demandé pour cette adresse e-mail, mais aucun compte ne l’utilise. Vous avez peut-être créé votre compte avec une autre adresse.`,
        ],
        action: 'Aller à la connexion',
        closing: ['Si vous n’êtes pas à l’origine de cette demande, ignorez cet e-mail.'],
      },
    },
    `${context.publicUrl}/`,
  );
}
