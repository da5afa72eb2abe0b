import { messageLanguages, type MessageLanguage } from '@eventsuite/api-contract';
import { escapeHtml } from '../http/html';

/**
 * The language to word a mail in for someone whose language or locale is `language` (`users.language`,
 * `fr_CH`, `de-AT`): one of the catalogue's languages by its first subtag, else English.
 */
export function mailLanguageOf(language: string | null | undefined): MessageLanguage {
  const primary = language?.split(/[-_]/)[0]?.toLowerCase();
  return messageLanguages.find((candidate) => candidate === primary) ?? 'en';
}

/** What a mail says, in order; renderMail turns it into the text and the HTML version. */
export interface MailContent {
  /** `lang` of the HTML version. */
  language: string;
  greeting: string;
  /** Before the link. */
  paragraphs: readonly string[];
  action: { label: string; url: string };
  /** After the link. */
  closing: readonly string[];
  signature: string;
}

/**
 * Both versions carry the same words. The HTML one is minimal, with inline styles (mail clients ignore
 * style sheets), and shows the link's address as well, for clients that do not render buttons.
 */
export function renderMail(content: MailContent): { text: string; html: string } {
  const text = [
    content.greeting,
    ...content.paragraphs,
    // French sets a space before the colon.
    `${content.action.label}${content.language === 'fr' ? ' :' : ':'}\n${content.action.url}`,
    ...content.closing,
    `-- \n${content.signature}`,
  ].join('\n\n');

  const paragraph = (words: string) => `<p style="margin:0 0 16px">${escapeHtml(words)}</p>`;
  const url = escapeHtml(content.action.url);
  const html = `<!doctype html>
<html lang="${escapeHtml(content.language)}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"></head>
<body style="margin:0;padding:24px;background:#f6f6f4;color:#1d1d1b;font:16px/1.5 system-ui,-apple-system,'Segoe UI',Roboto,sans-serif">
<div style="max-width:560px;margin:0 auto;padding:24px;background:#ffffff;border-top:4px solid #FFB945;border-radius:8px">
${[content.greeting, ...content.paragraphs].map(paragraph).join('\n')}
<p style="margin:24px 0"><a href="${url}" style="display:inline-block;padding:10px 20px;border-radius:6px;background:#FFB945;color:#1d1d1b;font-weight:600;text-decoration:none">${escapeHtml(content.action.label)}</a></p>
<p style="margin:0 0 16px;font-size:14px;color:#5c5c58;word-break:break-all"><a href="${url}" style="color:#5c5c58">${url}</a></p>
${content.closing.map(paragraph).join('\n')}
<p style="margin:24px 0 0;color:#5c5c58">${escapeHtml(content.signature)}</p>
</div>
</body>
</html>`;
  return { text, html };
}
