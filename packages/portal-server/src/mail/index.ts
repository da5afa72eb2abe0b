import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';
import type { DatabaseConnection } from '../db/index';
import { createMailDispatcher, smtpTransport } from './dispatcher';
import { mailboxPath, registerMailbox } from './mailbox';

export { enqueueMail, type OutgoingMail } from './outbox';
export { mailLanguageOf, renderMail, type MailContent } from './layout';

/** What the routes that write mails need besides enqueueMail. */
export interface Mailer {
  /** Call after the transaction that wrote mails has committed: they go out without waiting for the next poll. */
  mailsQueued(): void;
}

/**
 * With SMTP_URL, a background dispatcher delivers the outbox while the app runs (stopped when it
 * closes). Without it, the mails stay in the outbox; in development (DEV_MAILBOX) the local mailbox
 * page shows them.
 */
export function setUpMail(app: FastifyInstance, config: Config, database: DatabaseConnection): Mailer {
  const { smtpUrl, devMailbox, from } = config.mail;
  if (!smtpUrl) {
    if (devMailbox) registerMailbox(app, database.db, config.productName);
    app.addHook('onReady', async () => {
      if (devMailbox) {
        app.log.warn(
          `DEV_MAILBOX is on (development only): every mail, with its links, is readable without sign-in at ${config.publicUrl}${mailboxPath}`,
        );
      } else app.log.info('No SMTP_URL: mails are kept in the outbox and not sent');
    });
    return { mailsQueued: () => {} };
  }
  const dispatcher = createMailDispatcher({
    database,
    transport: smtpTransport(smtpUrl),
    from,
    log: app.log,
  });
  app.addHook('onReady', async () => {
    app.log.info(`Mails are delivered through the SMTP server at ${new URL(smtpUrl).host}`);
    dispatcher.start();
  });
  app.addHook('onClose', async () => dispatcher.stop());
  return { mailsQueued: () => dispatcher.wake() };
}
