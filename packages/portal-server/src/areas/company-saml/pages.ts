import { createHash } from 'node:crypto';
import { messageLanguages, type MessageLanguage } from '@eventsuite/api-contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { negotiateLanguage } from '../../http/accept-language';
import { escapeHtml } from '../../http/html';

/** Why a SAML answer was refused: each is worded for the person and for the company's IT. */
export const samlRefusalReasons = [
  'not_configured',
  'inactive',
  'unsolicited',
  'unknown_request',
  'signature',
  'issuer',
  'audience',
  'recipient',
  'destination',
  'expired',
  'not_yet_valid',
  'replay',
  'idp_status',
  'xml_comment',
  'not_encrypted',
  'encryption_algorithm',
  'no_email',
  'domain',
  'other_company',
  'locked',
  'malformed',
] as const;
export type SamlRefusalReason = (typeof samlRefusalReasons)[number];

// The catalogue's languages: a language added there does not compile until its texts are here too.
const languages = messageLanguages;
type Language = MessageLanguage;

const reasons: Record<Language, Record<SamlRefusalReason, string>> = {
  en: {
    not_configured: 'Single sign-on is not set up for this company.',
    inactive: 'Single sign-on is not active for this company.',
    unsolicited:
      'The identity provider sent a sign-in the portal did not ask for, and sign-in started at the identity provider is turned off.',
    unknown_request: 'The answer belongs to no open sign-in request of the portal (it may have expired or been used).',
    signature: 'The answer is not signed with the identity provider certificate configured in the portal.',
    issuer: 'The answer comes from another identity provider than the one configured (issuer).',
    audience: 'The answer is meant for another service provider (audience).',
    recipient: 'The answer is addressed to another assertion consumer service (recipient).',
    destination: 'The answer is addressed to another assertion consumer service (destination).',
    expired: 'The answer has expired. Check the identity provider’s clock.',
    not_yet_valid: 'The answer is not valid yet. Check the identity provider’s clock.',
    replay: 'This answer has been used already.',
    idp_status: 'The identity provider did not sign the person in.',
    xml_comment: 'The answer carries XML comments inside its name ID or attributes, which the portal refuses.',
    not_encrypted: 'The assertion is not encrypted, but the settings ask for encrypted assertions.',
    encryption_algorithm: 'The assertion is encrypted with other algorithms than the settings name.',
    no_email: 'The answer carries no email address in the configured email attribute.',
    domain: 'The email address is not in a verified domain of the company.',
    other_company: 'This email address belongs to an account outside this company. Its owner can invite the person.',
    locked: 'This account is locked.',
    malformed: 'The answer of the identity provider could not be read.',
  },
  de: {
    not_configured: 'Für diese Firma ist keine Einmalanmeldung eingerichtet.',
    inactive: 'Die Einmalanmeldung ist für diese Firma nicht aktiv.',
    unsolicited:
      'Der Identitätsanbieter hat eine Anmeldung geschickt, die das Portal nicht angefragt hat, und die Anmeldung vom Identitätsanbieter aus ist ausgeschaltet.',
    unknown_request:
      'Die Antwort gehört zu keiner offenen Anmeldeanfrage des Portals (sie ist abgelaufen oder wurde schon verwendet).',
    signature: 'Die Antwort ist nicht mit dem im Portal hinterlegten Zertifikat des Identitätsanbieters signiert.',
    issuer: 'Die Antwort kommt von einem anderen als dem eingerichteten Identitätsanbieter (Issuer).',
    audience: 'Die Antwort ist für einen anderen Dienstanbieter bestimmt (Audience).',
    recipient: 'Die Antwort ist an einen anderen Assertion Consumer Service gerichtet (Recipient).',
    destination: 'Die Antwort ist an einen anderen Assertion Consumer Service gerichtet (Destination).',
    expired: 'Die Antwort ist abgelaufen. Prüfen Sie die Uhr des Identitätsanbieters.',
    not_yet_valid: 'Die Antwort ist noch nicht gültig. Prüfen Sie die Uhr des Identitätsanbieters.',
    replay: 'Diese Antwort wurde bereits verwendet.',
    idp_status: 'Der Identitätsanbieter hat die Person nicht angemeldet.',
    xml_comment: 'Die Antwort enthält XML-Kommentare in ihrer Name-ID oder ihren Attributen, was das Portal ablehnt.',
    not_encrypted: 'Die Assertion ist nicht verschlüsselt, die Einstellungen verlangen aber verschlüsselte Assertions.',
    encryption_algorithm: 'Die Assertion ist mit anderen Algorithmen verschlüsselt, als die Einstellungen nennen.',
    no_email: 'Die Antwort enthält keine E-Mail-Adresse im eingerichteten E-Mail-Attribut.',
    domain: 'Die E-Mail-Adresse gehört zu keiner bestätigten Domain der Firma.',
    other_company:
      'Diese E-Mail-Adresse gehört zu einem Konto außerhalb dieser Firma. Die Inhaberin oder der Inhaber kann die Person einladen.',
    locked: 'Dieses Konto ist gesperrt.',
    malformed: 'Die Antwort des Identitätsanbieters konnte nicht gelesen werden.',
  },
  fr: {
    not_configured: 'L’authentification unique n’est pas configurée pour cette entreprise.',
    inactive: 'L’authentification unique n’est pas active pour cette entreprise.',
    unsolicited:
      'Le fournisseur d’identité a envoyé une connexion que le portail n’avait pas demandée, et la connexion initiée par le fournisseur d’identité est désactivée.',
    unknown_request:
      'La réponse ne correspond à aucune demande de connexion en cours du portail (elle a peut-être expiré ou déjà été utilisée).',
    signature: 'La réponse n’est pas signée avec le certificat du fournisseur d’identité configuré dans le portail.',
    issuer: 'La réponse provient d’un autre fournisseur d’identité que celui configuré (issuer).',
    audience: 'La réponse est destinée à un autre fournisseur de services (audience).',
    recipient: 'La réponse est adressée à un autre Assertion Consumer Service (recipient).',
    destination: 'La réponse est adressée à un autre Assertion Consumer Service (destination).',
    expired: 'La réponse a expiré. Vérifiez l’horloge du fournisseur d’identité.',
    not_yet_valid: 'La réponse n’est pas encore valide. Vérifiez l’horloge du fournisseur d’identité.',
    replay: 'Cette réponse a déjà été utilisée.',
    idp_status: 'Le fournisseur d’identité n’a pas authentifié la personne.',
    xml_comment:
      'La réponse contient des commentaires XML dans son identifiant de nom (NameID) ou ses attributs, ce que le portail refuse.',
    not_encrypted: 'L’assertion n’est pas chiffrée, alors que les paramètres exigent des assertions chiffrées.',
    encryption_algorithm: 'L’assertion est chiffrée avec d’autres algorithmes que ceux indiqués dans les paramètres.',
    no_email: 'La réponse ne contient aucune adresse e-mail dans l’attribut e-mail configuré.',
    domain: 'L’adresse e-mail n’appartient à aucun domaine vérifié de l’entreprise.',
    other_company:
      'Cette adresse e-mail appartient à un compte extérieur à cette entreprise. Le propriétaire de l’entreprise peut inviter cette personne.',
    locked: 'Ce compte est bloqué.',
    malformed: 'La réponse du fournisseur d’identité n’a pas pu être lue.',
  },
};

const texts = {
  en: {
    refusedTitle: 'Single sign-on did not work',
    refusedText: 'Please tell your company’s IT what went wrong:',
    reference: 'Reference:',
    backToPortal: 'Back to the portal',
    testPassedTitle: 'Test sign-in passed',
    testFailedTitle: 'Test sign-in failed',
    testText: 'The result is shown in the portal’s single sign-on settings. You can close this window.',
    signingOutTitle: 'Signing you out',
    signingOutText: 'You are signed out of the portal. Your company’s sign-in service now ends your session there too.',
    continue: 'Continue',
    logoutRefusedTitle: 'Signing out at your company’s sign-in service did not work',
    logoutRefusedText: 'You are signed out of the portal. Please tell your company’s IT what went wrong:',
  },
  de: {
    refusedTitle: 'Die Einmalanmeldung hat nicht funktioniert',
    refusedText: 'Bitte teilen Sie der IT Ihrer Firma mit, was schiefgelaufen ist:',
    reference: 'Referenz:',
    backToPortal: 'Zurück zum Portal',
    testPassedTitle: 'Testanmeldung gelungen',
    testFailedTitle: 'Testanmeldung fehlgeschlagen',
    testText:
      'Das Ergebnis steht in den Einstellungen der Einmalanmeldung im Portal. Sie können dieses Fenster schließen.',
    signingOutTitle: 'Sie werden abgemeldet',
    signingOutText:
      'Sie sind vom Portal abgemeldet. Der Anmeldedienst Ihrer Firma beendet jetzt auch Ihre Sitzung dort.',
    continue: 'Weiter',
    logoutRefusedTitle: 'Die Abmeldung beim Anmeldedienst Ihrer Firma hat nicht funktioniert',
    logoutRefusedText:
      'Sie sind vom Portal abgemeldet. Bitte teilen Sie der IT Ihrer Firma mit, was schiefgelaufen ist:',
  },
  fr: {
    refusedTitle: 'L’authentification unique n’a pas fonctionné',
    refusedText: 'Veuillez indiquer au service informatique de votre entreprise ce qui n’a pas fonctionné :',
    reference: 'Référence :',
    backToPortal: 'Retour au portail',
    testPassedTitle: 'Connexion de test réussie',
    testFailedTitle: 'Échec de la connexion de test',
    testText:
      'Le résultat s’affiche dans les paramètres d’authentification unique du portail. Vous pouvez fermer cette fenêtre.',
    signingOutTitle: 'Déconnexion en cours',
    signingOutText:
      'Votre session sur le portail est terminée. Le service de connexion de votre entreprise met maintenant fin à votre session chez lui également.',
    continue: 'Continuer',
    logoutRefusedTitle: 'La déconnexion auprès du service de connexion de votre entreprise n’a pas fonctionné',
    logoutRefusedText:
      'Votre session sur le portail est terminée. Veuillez indiquer au service informatique de votre entreprise ce qui n’a pas fonctionné :',
  },
} satisfies Record<Language, Record<string, string>>;

/** The page's language from an Accept-Language header. */
export const languageFor = (acceptLanguage: string | undefined): Language =>
  negotiateLanguage(acceptLanguage, languages, 'en');

export const languageOf = (request: FastifyRequest): Language => languageFor(request.headers['accept-language']);

/** A refusal's wording, for the page and for the test result. */
export const refusalText = (language: Language, reason: SamlRefusalReason) => reasons[language][reason];

const style = `body{margin:0;min-height:100vh;display:grid;place-items:center;background:#f6f6f4;color:#1d1d1b;
font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif}
main{max-width:32rem;margin:1rem;padding:2rem;background:#fff;border-top:4px solid #FFB945;border-radius:8px;
box-shadow:0 1px 3px rgba(0,0,0,.12)}h1{margin:0 0 .5rem;font-size:1.375rem}p{margin:0 0 1rem}small{color:#5c5c58}
a{color:#1d1d1b;font-weight:600}a:focus-visible{outline:3px solid #1d1d1b;outline-offset:2px}`;
const policy = [
  "default-src 'none'",
  `style-src 'sha256-${createHash('sha256').update(style).digest('base64')}'`,
  "form-action 'none'",
  "base-uri 'none'",
  "frame-ancestors 'none'",
].join('; ');

/** Headers every page of this area is sent with. */
export const pageHeaders = {
  'content-type': 'text/html; charset=utf-8',
  'cache-control': 'no-store',
  'content-security-policy': policy,
};

function pageHtml(language: Language, title: string, body: string, head = '') {
  return `<!doctype html>
<html lang="${language}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">${head}
<title>${escapeHtml(title)}</title><style>${style}</style></head>
<body><main>${body}</main></body>
</html>`;
}

function send(reply: FastifyReply, status: number, language: Language, title: string, body: string) {
  return reply
    .code(status)
    .headers(pageHeaders)
    .send(pageHtml(language, title, body));
}

/**
 * The page between the portal's logout and the IdP's: the provider's logout form may post to the portal
 * only (its CSP's form-action), so the browser goes on to the IdP's single logout service from here, at
 * once, by a refresh that is no form's redirect; the link is there for browsers that do not follow it.
 */
export function signingOutPage(language: Language, idpLogoutUrl: string): string {
  const t = texts[language];
  const url = escapeHtml(idpLogoutUrl);
  return pageHtml(
    language,
    t.signingOutTitle,
    `<h1>${escapeHtml(t.signingOutTitle)}</h1><p>${escapeHtml(t.signingOutText)}</p>
<p><a href="${url}">${escapeHtml(t.continue)}</a></p>`,
    `<meta http-equiv="refresh" content="0;url=${url}">`,
  );
}

/**
 * The clear page of a refused SAML message: what happened, in words for IT, and a reference. A refused
 * answer to a sign-in by default; `logout` for the IdP's answer to a logout, after which the portal
 * session has ended all the same.
 */
export function sendRefusal(
  request: FastifyRequest,
  reply: FastifyReply,
  options: { reason: SamlRefusalReason; reference: string; publicUrl: string; logout?: boolean },
) {
  const language = languageOf(request);
  const t = texts[language];
  const title = options.logout ? t.logoutRefusedTitle : t.refusedTitle;
  return send(
    reply,
    400,
    language,
    title,
    `<h1>${escapeHtml(title)}</h1><p>${escapeHtml(options.logout ? t.logoutRefusedText : t.refusedText)}</p>
<p><strong>${escapeHtml(refusalText(language, options.reason))}</strong></p>
<p><small>${escapeHtml(t.reference)} ${escapeHtml(options.reference)}</small></p>
<p><a href="${escapeHtml(options.publicUrl)}/">${escapeHtml(t.backToPortal)}</a></p>`,
  );
}

/** What the test window shows; the details are in the settings screen. */
export function sendTestResult(request: FastifyRequest, reply: FastifyReply, passed: boolean, reason: string | null) {
  const language = languageOf(request);
  const t = texts[language];
  const title = passed ? t.testPassedTitle : t.testFailedTitle;
  return send(
    reply,
    200,
    language,
    title,
    `<h1>${escapeHtml(title)}</h1>${reason ? `<p><strong>${escapeHtml(reason)}</strong></p>` : ''}<p>${escapeHtml(t.testText)}</p>`,
  );
}
