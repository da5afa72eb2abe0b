import type { FastifyInstance, FastifyReply } from 'fastify';
import { isUuid } from '../db/ids';
import type { Database } from '../db/index';
import { notFoundMessage } from '../http/errors';
import { escapeHtml } from '../http/html';
import { findMail, latestMails, type OutboxRow } from './outbox';

export const mailboxPath = '/mailbox';
const shownMails = 200;

// Only this page's inline styles apply; nothing runs, nothing loads, and the links in mails (which
// carry tokens) do not leak this address as a referrer.
const pageHeaders = {
  'cache-control': 'no-store',
  'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; frame-ancestors 'none'",
  'referrer-policy': 'no-referrer',
  'x-content-type-options': 'nosniff',
};

const style = `
body{margin:0;padding:1.5rem;background:#f6f6f4;color:#1d1d1b;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif}
main{max-width:52rem;margin:0 auto}
h1{margin:0 0 .25rem;font-size:1.5rem}
article{margin:1rem 0;padding:1rem 1.25rem;background:#fff;border-top:4px solid #FFB945;border-radius:8px;box-shadow:0 1px 3px rgba(0,0,0,.12)}
h2{margin:0 0 .5rem;font-size:1.125rem}
dl{display:grid;grid-template-columns:max-content 1fr;gap:0 1rem;margin:0 0 .75rem;color:#5c5c58;font-size:.875rem}
dd{margin:0}
pre{margin:0;white-space:pre-wrap;word-break:break-word;font:inherit}
a{color:#1d1d1b}`;

// A web address ends before whitespace or a quote, and trailing punctuation belongs to the sentence.
const urlPattern = /https?:\/\/[^\s<>"']+?(?=[.,;:!?)]*(?:[\s<>"']|$))/g;

/** Escapes text and makes its http and https addresses links; nothing else ever becomes one. */
function linkify(text: string): string {
  let html = '';
  let rest = 0;
  for (const match of text.matchAll(urlPattern)) {
    const url = escapeHtml(match[0]);
    html += `${escapeHtml(text.slice(rest, match.index))}<a href="${url}">${url}</a>`;
    rest = match.index + match[0].length;
  }
  return html + escapeHtml(text.slice(rest));
}

function status(mail: OutboxRow): string {
  if (mail.sentAt) return `sent ${mail.sentAt.toISOString()}`;
  if (mail.lastError) return `not sent (${mail.attempts} attempts): ${mail.lastError}`;
  return 'in the outbox';
}

function renderMailbox(productName: string, mails: OutboxRow[]): string {
  const articles = mails.map(
    (mail) => `<article>
<h2>${escapeHtml(mail.subject)}</h2>
<dl><dt>To</dt><dd>${escapeHtml(mail.recipient)}</dd>
<dt>Written</dt><dd><time datetime="${mail.createdAt.toISOString()}">${mail.createdAt.toISOString()}</time></dd>
<dt>Status</dt><dd>${escapeHtml(status(mail))}</dd>
<dt>HTML</dt><dd><a href="${mailboxPath}/${mail.id}/html">HTML version</a></dd></dl>
<pre>${linkify(mail.textBody)}</pre>
</article>`,
  );
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Mailbox · ${escapeHtml(productName)}</title><style>${style}</style></head>
<body><main>
<h1>Mailbox</h1>
<p>No SMTP server is configured (SMTP_URL), so mails are not sent: they are kept here, newest first.</p>
${articles.length > 0 ? articles.join('\n') : '<p>No mails yet.</p>'}
</main></body>
</html>`;
}

const sendHtml = (reply: FastifyReply, html: string) =>
  reply.headers(pageHeaders).type('text/html; charset=utf-8').send(html);

/**
 * The local mailbox of the embedded default: every mail of the outbox, readable in the browser with
 * its links clickable. Registered only in development (`config.mail.devMailbox`): anyone who can reach
 * the portal can read it.
 */
export function registerMailbox(app: FastifyInstance, db: Database, productName: string): void {
  app.get(mailboxPath, async (_request, reply) =>
    sendHtml(reply, renderMailbox(productName, await latestMails(db, shownMails))),
  );

  app.get<{ Params: { id: string } }>(`${mailboxPath}/:id/html`, async (request, reply) => {
    const mail = isUuid(request.params.id) ? await findMail(db, request.params.id) : undefined;
    if (!mail) return reply.code(404).send({ message: notFoundMessage });
    return sendHtml(reply, mail.htmlBody);
  });
}
