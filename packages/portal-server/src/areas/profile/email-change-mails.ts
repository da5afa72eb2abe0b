import {
  emailChangeConfirmationPagePath,
  emailChangeRevocationPagePath,
  type MessageLanguage,
} from '@eventsuite/api-contract';
import { mailLanguageOf, renderMail, type OutgoingMail } from '../../mail/index';

interface Words {
  greeting: (name: string) => string;
  confirm: {
    subject: string;
    paragraphs: (change: Change) => string[];
    action: string;
    closing: string[];
  };
  notice: {
    subject: string;
    paragraphs: (change: Change) => string[];
    action: string;
    closing: (change: Change) => string[];
  };
}

interface Change {
  productName: string;
  oldEmail: string;
  newEmail: string;
}

const words: Record<MessageLanguage, Words> = {
  en: {
    greeting: (name) => (name ? `Hello ${name},` : 'Hello,'),
    confirm: {
      subject: 'Confirm your new email address',
      paragraphs: ({ productName, oldEmail, newEmail }) => [
        `You asked to use ${newEmail} as the email address of your ${productName} account. Please confirm it with the link below within 24 hours.`,
        `Until then you keep signing in with ${oldEmail}.`,
      ],
      action: 'Confirm email address',
      closing: ['If you did not ask for this, ignore this mail: nothing changes.'],
    },
    notice: {
      subject: 'Your email address is about to change',
      paragraphs: ({ productName, oldEmail, newEmail }) => [
        `Someone asked to change the email address of your ${productName} account from ${oldEmail} to ${newEmail}. The change takes effect once it is confirmed from the new address.`,
        'If this was you, there is nothing to do.',
      ],
      action: 'This was not me: revoke the change',
      closing: ({ oldEmail }) => [
        `The link works for 7 days, also after the change has been confirmed: it then restores ${oldEmail}.`,
      ],
    },
  },
  de: {
    greeting: (name) => (name ? `Hallo ${name},` : 'Hallo,'),
    confirm: {
      subject: 'Bestätigen Sie Ihre neue E-Mail-Adresse',
      paragraphs: ({ productName, oldEmail, newEmail }) => [
        `Sie möchten ${newEmail} als E-Mail-Adresse Ihres ${productName}-Kontos verwenden. Bitte bestätigen Sie sie innerhalb von 24 Stunden mit dem folgenden Link.`,
        `Bis dahin melden Sie sich weiterhin mit ${oldEmail} an.`,
      ],
      action: 'E-Mail-Adresse bestätigen',
      closing: ['Falls Sie das nicht veranlasst haben, ignorieren Sie diese E-Mail: Es ändert sich nichts.'],
    },
    notice: {
      subject: 'Ihre E-Mail-Adresse wird geändert',
      paragraphs: ({ productName, oldEmail, newEmail }) => [
        `Es wurde beantragt, die E-Mail-Adresse Ihres ${productName}-Kontos von ${oldEmail} in ${newEmail} zu ändern. Die Änderung wird wirksam, sobald sie über die neue Adresse bestätigt ist.`,
        'Wenn Sie das waren, ist nichts weiter zu tun.',
      ],
      action: 'Das war ich nicht: Änderung widerrufen',
      closing: ({ oldEmail }) => [
        `Der Link ist 7 Tage gültig, auch nachdem die Änderung bestätigt wurde: Dann stellt er ${oldEmail} wieder her.`,
      ],
    },
  },
  fr: {
    greeting: (name) => (name ? `Bonjour ${name},` : 'Bonjour,'),
    confirm: {
      subject: 'Confirmez votre nouvelle adresse e-mail',
      paragraphs: ({ productName, oldEmail, newEmail }) => [
        `Vous avez demandé à utiliser ${newEmail} comme adresse e-mail de votre compte ${productName}. Veuillez la confirmer dans les 24 heures à l’aide du lien ci-dessous.`,
        `D’ici là, vous continuez à vous connecter avec ${oldEmail}.`,
      ],
      action: 'Confirmer l’adresse e-mail',
      closing: ['Si vous n’êtes pas à l’origine de cette demande, ignorez cet e-mail : rien ne change.'],
    },
    notice: {
      subject: 'Votre adresse e-mail va être modifiée',
      paragraphs: ({ productName, oldEmail, newEmail }) => [
        `Une modification de l’adresse e-mail de votre compte ${productName} a été demandée : de ${oldEmail} vers ${newEmail}. Elle prendra effet dès qu’elle aura été confirmée depuis la nouvelle adresse.`,
        'Si c’était vous, vous n’avez rien à faire.',
      ],
      action: 'Ce n’était pas moi : annuler la modification',
      closing: ({ oldEmail }) => [
        `Le lien est valable 7 jours, même après la confirmation de la modification : il rétablit alors ${oldEmail}.`,
      ],
    },
  },
};

export interface EmailChangeMailOptions extends Change {
  publicUrl: string;
  /** The user's language (users.language): one of the catalogue's languages, English otherwise. */
  language: string;
  firstName: string;
  confirmToken: string;
  revokeToken: string;
}

/**
 * The two mails of an email change: the confirmation link to the new address, and to the old address
 * a notice with the link that revokes the change. Both open pages of the portal app.
 */
export function emailChangeMails(options: EmailChangeMailOptions): [confirmation: OutgoingMail, notice: OutgoingMail] {
  const language = mailLanguageOf(options.language);
  const text = words[language];
  const greeting = text.greeting(options.firstName);
  const confirmation = renderMail({
    language,
    greeting,
    paragraphs: text.confirm.paragraphs(options),
    action: {
      label: text.confirm.action,
      url: `${options.publicUrl}${emailChangeConfirmationPagePath}/${options.confirmToken}`,
    },
    closing: text.confirm.closing,
    signature: options.productName,
  });
  const notice = renderMail({
    language,
    greeting,
    paragraphs: text.notice.paragraphs(options),
    action: {
      label: text.notice.action,
      url: `${options.publicUrl}${emailChangeRevocationPagePath}/${options.revokeToken}`,
    },
    closing: text.notice.closing(options),
    signature: options.productName,
  });
  return [
    { to: options.newEmail, subject: text.confirm.subject, ...confirmation },
    { to: options.oldEmail, subject: text.notice.subject, ...notice },
  ];
}
