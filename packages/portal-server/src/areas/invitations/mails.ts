import { invitationPagePath, invitationValidityDays, type MessageLanguage } from '@eventsuite/api-contract';
import { mailLanguageOf, renderMail, type OutgoingMail } from '../../mail/index';

interface Invite {
  productName: string;
  companyName: string;
  inviterName: string;
}

const words = {
  en: {
    subject: ({ companyName }: Invite) => `You are invited to join ${companyName}`,
    greeting: (name: string) => (name ? `Hello ${name},` : 'Hello,'),
    paragraphs: ({ productName, companyName, inviterName }: Invite) => [
      `${inviterName} invited you to join the team of ${companyName} on ${productName}.`,
      'Open the link below to accept the invitation. If you are new, you choose your password there; if you have an account, you sign in with it.',
    ],
    action: 'Accept the invitation',
    closing: [
      `The link works for ${invitationValidityDays} days and only once.`,
      'If you did not expect this invitation, ignore this mail: nothing happens.',
    ],
  },
  de: {
    subject: ({ companyName }: Invite) => `Sie sind eingeladen, ${companyName} beizutreten`,
    greeting: (name: string) => (name ? `Hallo ${name},` : 'Hallo,'),
    paragraphs: ({ productName, companyName, inviterName }: Invite) => [
      `${inviterName} hat Sie eingeladen, dem Team von ${companyName} auf ${productName} beizutreten.`,
      'Öffnen Sie den folgenden Link, um die Einladung anzunehmen. Sind Sie neu, wählen Sie dort Ihr Passwort; haben Sie ein Konto, melden Sie sich damit an.',
    ],
    action: 'Einladung annehmen',
    closing: [
      `Der Link ist ${invitationValidityDays} Tage gültig und nur einmal verwendbar.`,
      'Falls Sie diese Einladung nicht erwartet haben, ignorieren Sie diese E-Mail: Es geschieht nichts.',
    ],
  },
  fr: {
    subject: ({ companyName }: Invite) => `Invitation à rejoindre ${companyName}`,
    greeting: (name: string) => (name ? `Bonjour ${name},` : 'Bonjour,'),
    paragraphs: ({ productName, companyName, inviterName }: Invite) => [
      `${inviterName} vous invite à rejoindre l’équipe de l’entreprise ${companyName} sur ${productName}.`,
      'Ouvrez le lien ci-dessous pour accepter l’invitation. Si vous n’avez pas encore de compte, vous y choisirez votre mot de passe ; si vous en avez un, connectez-vous avec celui-ci.',
    ],
    action: 'Accepter l’invitation',
    closing: [
      `Le lien est valable ${invitationValidityDays} jours et ne peut être utilisé qu’une seule fois.`,
      'Si vous ne vous attendiez pas à cette invitation, ignorez cet e-mail : rien ne se passera.',
    ],
  },
} as const satisfies Record<MessageLanguage, unknown>;

export interface InvitationMailOptions extends Invite {
  publicUrl: string;
  /** The inviter's language (users.language): one of the catalogue's languages, English otherwise. */
  language: string;
  to: string;
  firstName: string;
  token: string;
}

/** The invitation: who invites the person to which company, and the link to the invitation page. */
export function invitationMail(options: InvitationMailOptions): OutgoingMail {
  const language = mailLanguageOf(options.language);
  const text = words[language];
  const rendered = renderMail({
    language,
    greeting: text.greeting(options.firstName),
    paragraphs: text.paragraphs(options),
    action: { label: text.action, url: `${options.publicUrl}${invitationPagePath}/${options.token}` },
    closing: text.closing,
    signature: options.productName,
  });
  return { to: options.to, subject: text.subject(options), ...rendered };
}
