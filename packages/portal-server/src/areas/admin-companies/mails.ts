import { companyProfilePagePath, type MessageLanguage } from '@eventsuite/api-contract';
import { mailLanguageOf, renderMail, type OutgoingMail } from '../../mail/index';

/** What an administrator decided about a company's verification, as its owner hears of it. */
export type VerificationOutcome = 'validated' | 'declined' | 'recalled';

interface Decision {
  productName: string;
  companyName: string;
  outcome: VerificationOutcome;
  /** The reasons of a decline (per failed item) or a recall, in the administrator's words. */
  reasons: readonly string[];
}

const words = {
  en: {
    subject: ({ companyName, outcome }: Decision) =>
      `${companyName}: ${{ validated: 'verified', declined: 'not verified', recalled: 'verification recalled' }[outcome]}`,
    greeting: (name: string) => (name ? `Hello ${name},` : 'Hello,'),
    outcome: ({ productName, companyName, outcome }: Decision) =>
      ({
        validated: `${productName} has checked and verified ${companyName}.`,
        declined: `${productName} could not verify ${companyName}.`,
        recalled: `${productName} has recalled the verification of ${companyName}.`,
      })[outcome],
    reasons: 'The reasons:',
    next: {
      validated: 'Others now see that your company’s details were checked.',
      declined: 'Correct what the reasons name on your company’s page, then ask for verification again.',
      recalled: 'You can ask for verification again on your company’s page.',
    },
    action: 'Open your company',
  },
  de: {
    subject: ({ companyName, outcome }: Decision) =>
      `${companyName}: ${{ validated: 'verifiziert', declined: 'nicht verifiziert', recalled: 'Verifizierung zurückgenommen' }[outcome]}`,
    greeting: (name: string) => (name ? `Hallo ${name},` : 'Hallo,'),
    outcome: ({ productName, companyName, outcome }: Decision) =>
      ({
        validated: `${productName} hat ${companyName} geprüft und verifiziert.`,
        declined: `${productName} konnte ${companyName} nicht verifizieren.`,
        recalled: `${productName} hat die Verifizierung von ${companyName} zurückgenommen.`,
      })[outcome],
    reasons: 'Die Gründe:',
    next: {
      validated: 'Andere sehen nun, dass die Angaben Ihrer Firma geprüft wurden.',
      declined: 'Korrigieren Sie auf der Seite Ihrer Firma, was die Gründe nennen, und fragen Sie erneut an.',
      recalled: 'Auf der Seite Ihrer Firma können Sie erneut eine Verifizierung anfragen.',
    },
    action: 'Firma öffnen',
  },
  fr: {
    subject: ({ companyName, outcome }: Decision) =>
      `${companyName} : ${{ validated: 'vérifiée', declined: 'non vérifiée', recalled: 'vérification annulée' }[outcome]}`,
    greeting: (name: string) => (name ? `Bonjour ${name},` : 'Bonjour,'),
    outcome: ({ productName, companyName, outcome }: Decision) =>
      ({
        validated: `${productName} a contrôlé et vérifié ${companyName}.`,
        declined: `${productName} n’a pas pu vérifier ${companyName}.`,
        recalled: `${productName} a annulé la vérification de l’entreprise ${companyName}.`,
      })[outcome],
    reasons: 'Les motifs :',
    next: {
      validated: 'Les autres voient désormais que les informations de votre entreprise ont été contrôlées.',
      declined:
        'Corrigez sur la page de votre entreprise ce que les motifs indiquent, puis demandez à nouveau une vérification.',
      recalled: 'Vous pouvez demander à nouveau une vérification sur la page de votre entreprise.',
    },
    action: 'Ouvrir votre entreprise',
  },
} as const satisfies Record<MessageLanguage, unknown>;

export interface DecisionMailOptions extends Decision {
  publicUrl: string;
  /** The owner's language (users.language): one of the catalogue's languages, English otherwise. */
  language: string;
  to: string;
  firstName: string;
}

/** Tells the owner of the decision and its reasons, with a link to the company's page. */
export function decisionMail(options: DecisionMailOptions): OutgoingMail {
  const language = mailLanguageOf(options.language);
  const text = words[language];
  const rendered = renderMail({
    language,
    greeting: text.greeting(options.firstName),
    paragraphs: [
      text.outcome(options),
      ...(options.reasons.length > 0 ? [text.reasons, ...options.reasons.map((reason) => `– ${reason}`)] : []),
      text.next[options.outcome],
    ],
    action: { label: text.action, url: `${options.publicUrl}${companyProfilePagePath}` },
    closing: [],
    signature: options.productName,
  });
  return { to: options.to, subject: text.subject(options), ...rendered };
}
