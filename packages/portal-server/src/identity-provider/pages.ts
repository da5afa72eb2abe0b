import { createHash } from 'node:crypto';
import { messageLanguages, type MessageLanguage } from '@eventsuite/api-contract';
import type { KoaContextWithOIDC } from 'oidc-provider';
import { negotiateLanguage } from '../http/accept-language';
import { escapeHtml } from '../http/html';

/**
 * The few pages the provider renders itself (sign-out and errors); the sign-in screen is the portal app's.
 * Minimal, in the portal's colours, in the portal's languages, and free of anything internal.
 */

// The catalogue's languages: a language added there does not compile until its texts are here too.
const pageLanguages = messageLanguages;
type PageLanguage = MessageLanguage;

const messages = {
  en: {
    signingOutTitle: 'Signing out',
    signingOutText: 'You are being signed out.',
    signOut: 'Sign out',
    signedOutTitle: 'Signed out',
    signedOutText: 'You are signed out. You can close this page.',
    errorTitle: 'Sign-in could not continue',
    errorText: 'The request is invalid or has expired. Please start again from the portal.',
    errorCode: 'Error code:',
    backToPortal: 'Back to the portal',
  },
  de: {
    signingOutTitle: 'Abmelden',
    signingOutText: 'Sie werden abgemeldet.',
    signOut: 'Abmelden',
    signedOutTitle: 'Abgemeldet',
    signedOutText: 'Sie sind abgemeldet. Sie können diese Seite schließen.',
    errorTitle: 'Die Anmeldung konnte nicht fortgesetzt werden',
    errorText: 'Die Anfrage ist ungültig oder abgelaufen. Bitte beginnen Sie erneut im Portal.',
    errorCode: 'Fehlercode:',
    backToPortal: 'Zurück zum Portal',
  },
  fr: {
    signingOutTitle: 'Déconnexion',
    signingOutText: 'Vous êtes en cours de déconnexion.',
    signOut: 'Se déconnecter',
    signedOutTitle: 'Déconnexion effectuée',
    signedOutText: 'La déconnexion est terminée. Vous pouvez fermer cette page.',
    errorTitle: 'La connexion n’a pas pu se poursuivre',
    errorText: 'La demande n’est pas valide ou a expiré. Veuillez recommencer depuis le portail.',
    errorCode: 'Code d’erreur :',
    backToPortal: 'Retour au portail',
  },
} satisfies Record<PageLanguage, Record<string, string>>;

/** The first supported language of `ui_locales`, else the best of Accept-Language, else English. */
function languageOf(ctx: KoaContextWithOIDC): PageLanguage {
  const uiLocales = ctx.oidc?.params?.ui_locales;
  if (typeof uiLocales === 'string') {
    for (const tag of uiLocales.split(' ')) {
      const match = pageLanguages.find((language) => language === tag.split('-')[0]?.toLowerCase());
      if (match) return match;
    }
  }
  return negotiateLanguage(ctx.get('accept-language'), pageLanguages, 'en');
}

const style = `
body{margin:0;min-height:100vh;display:grid;place-items:center;background:#f6f6f4;color:#1d1d1b;
font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif}
main{max-width:28rem;margin:1rem;padding:2rem;background:#fff;border-top:4px solid #FFB945;border-radius:8px;
box-shadow:0 1px 3px rgba(0,0,0,.12)}
h1{margin:0 0 .5rem;font-size:1.375rem}
p{margin:0 0 1.25rem}
small{color:#5c5c58}
button,a.button{display:inline-block;padding:.6rem 1.25rem;border:0;border-radius:6px;background:#FFB945;color:#1d1d1b;
font:inherit;font-weight:600;text-decoration:none;cursor:pointer}
button:focus-visible,a.button:focus-visible{outline:3px solid #1d1d1b;outline-offset:2px}`;

/** Submits the logout form as soon as the page loads; the form is the provider's (`op.logoutForm`). */
const submitLogout = `var b=document.querySelector('button[name=logout]');b.form.requestSubmit(b);`;

const hashSource = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

/**
 * Only this page's own style and script, by their hashes; nothing else loads. The logout form posts to
 * the provider, which then redirects within the portal (its one client's post-logout address).
 */
const pagePolicy = [
  "default-src 'none'",
  `style-src ${hashSource(style)}`,
  `script-src ${hashSource(submitLogout)}`,
  "form-action 'self'",
  "base-uri 'none'",
  "frame-ancestors 'none'",
].join('; ');

function render(
  ctx: KoaContextWithOIDC,
  language: PageLanguage,
  { title, body, submitsLogout = false }: { title: string; body: string; submitsLogout?: boolean },
) {
  ctx.type = 'html';
  ctx.set('cache-control', 'no-store');
  ctx.set('content-security-policy', pagePolicy);
  ctx.body = `<!doctype html>
<html lang="${language}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title><style>${style}</style></head>
<body><main>${body}</main>${submitsLogout ? `<script>${submitLogout}</script>` : ''}</body>
</html>`;
}

export interface PageOptions {
  productName: string;
  publicUrl: string;
}

/**
 * The confirmation step of RP-initiated logout. The portal only sends people here when they chose to
 * sign out, so the page confirms itself; the button is there for browsers without JavaScript.
 */
export function logoutSource({ productName }: PageOptions) {
  return async (ctx: KoaContextWithOIDC, form: string): Promise<void> => {
    const language = languageOf(ctx);
    const text = messages[language];
    render(ctx, language, {
      title: `${text.signingOutTitle} · ${productName}`,
      body: `<h1>${escapeHtml(text.signingOutTitle)}</h1><p>${escapeHtml(text.signingOutText)}</p>${form}
<button type="submit" form="op.logoutForm" name="logout" value="yes" autofocus>${escapeHtml(text.signOut)}</button>`,
      submitsLogout: true,
    });
  };
}

/** Shown after a logout that named no (valid) place to return to. */
export function postLogoutSuccessSource({ productName, publicUrl }: PageOptions) {
  return async (ctx: KoaContextWithOIDC): Promise<void> => {
    const language = languageOf(ctx);
    const text = messages[language];
    render(ctx, language, {
      title: `${text.signedOutTitle} · ${productName}`,
      body: `<h1>${escapeHtml(text.signedOutTitle)}</h1><p>${escapeHtml(text.signedOutText)}</p>
<a class="button" href="${escapeHtml(publicUrl)}/">${escapeHtml(text.backToPortal)}</a>`,
    });
  };
}

/**
 * Errors the provider shows in the browser. Only the OAuth error code is shown (it helps support);
 * descriptions may name internals and stay in the log.
 */
export function renderError({ productName, publicUrl }: PageOptions) {
  return async (ctx: KoaContextWithOIDC, out: { error: string }): Promise<void> => {
    const language = languageOf(ctx);
    const text = messages[language];
    render(ctx, language, {
      title: `${text.errorTitle} · ${productName}`,
      body: `<h1>${escapeHtml(text.errorTitle)}</h1><p>${escapeHtml(text.errorText)}</p>
<p><small>${escapeHtml(text.errorCode)} ${escapeHtml(out.error)}</small></p>
<a class="button" href="${escapeHtml(publicUrl)}/">${escapeHtml(text.backToPortal)}</a>`,
    });
  };
}
