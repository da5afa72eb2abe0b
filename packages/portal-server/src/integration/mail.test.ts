import type { AddressInfo } from 'node:net';
import { buildPath, endpoints } from '@eventsuite/api-contract';
import { eq, isNull } from 'drizzle-orm';
import Fastify, { type FastifyInstance } from 'fastify';
import { SMTPServer, type SMTPServerOptions } from 'smtp-server';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { parseConfig, type Config } from '../config';
import type { DatabaseConnection } from '../db/index';
import { migrate } from '../db/migrate';
import { mailOutbox } from '../mail/schema';
import { users } from '../areas/identity/schema';
import { backends, type TestDatabase } from '../db/test-databases';
import { blankProfileInput } from '../testing/profile-input';
import { createTestTokens, type TestTokens } from '../authentication/test-tokens';
import { createMailDispatcher, smtpTransport } from '../mail/dispatcher';
import { enqueueMail, type OutgoingMail } from '../mail/outbox';

interface ReceivedMail {
  from: string;
  to: string[];
  /** The message as sent, with quoted-printable soft line breaks and escapes undone. */
  message: string;
}

const smtpUser = { username: 'mailer', password: 's3cret' };

/** A real SMTP server on loopback: requires the credentials above, refuses recipients starting with "bounce". */
async function startSmtpServer(options: Partial<SMTPServerOptions> = {}) {
  const received: ReceivedMail[] = [];
  const server = new SMTPServer({
    logger: false,
    disabledCommands: ['STARTTLS'],
    allowInsecureAuth: true,
    onAuth(auth, _session, callback) {
      if (auth.username === smtpUser.username && auth.password === smtpUser.password)
        callback(null, { user: auth.username });
      else callback(new Error('Invalid username or password'));
    },
    onRcptTo(address, _session, callback) {
      if (!address.address.startsWith('bounce')) return callback();
      callback(Object.assign(new Error('Mailbox unavailable'), { responseCode: 550 }));
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const message = Buffer.concat(chunks)
          .toString('utf8')
          .replace(/=\r?\n/g, '')
          .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
        const mailFrom = session.envelope.mailFrom;
        received.push({
          from: mailFrom ? mailFrom.address : '',
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          message,
        });
        callback();
      });
    },
    ...options,
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    received,
    url: `smtp://${smtpUser.username}:${smtpUser.password}@127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(resolve)),
  };
}

function testConfig(env: Record<string, string> = {}): Config {
  const result = parseConfig({
    PUBLIC_URL: 'https://portal.example.com',
    LOG_LEVEL: 'silent',
    STATIC_DIR: '/nonexistent',
    ...env,
  });
  if (!result.ok) throw new Error(result.errors.join('\n'));
  return result.config;
}

const mail = (to: string, subject = `Mail to ${to}`): OutgoingMail => ({
  to,
  subject,
  text: `Hello ${to}`,
  html: `<p>Hello ${to}</p>`,
});

async function until(condition: () => Promise<boolean>, timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

const silentLog = Fastify({ logger: false }).log;

describe.each(backends)('mail on $name', ({ create }) => {
  let testDb: TestDatabase;
  let database: DatabaseConnection;
  let tokens: TestTokens;

  beforeAll(async () => {
    testDb = await create();
    database = await testDb.open();
    await migrate(database);
    tokens = await createTestTokens();
  });
  afterAll(async () => {
    await testDb?.dispose();
  });
  beforeEach(async () => {
    await database.db.delete(mailOutbox);
  });

  describe('without SMTP_URL, in development: the local mailbox page', () => {
    let app: FastifyInstance;
    beforeAll(async () => {
      const local = { HOST: '127.0.0.1', PUBLIC_URL: 'http://127.0.0.1:8080' };
      app = await buildApp(testConfig(local), database, { accessTokens: tokens.verifier });
    });
    afterAll(() => app?.close());

    it('lists the outbox newest first, escaped, with clickable links', async () => {
      await enqueueMail(database.db, {
        to: 'first@example.com',
        subject: 'Older',
        text: 'Open https://portal.example.com/email-change/confirm/abc_DEF-123. Or not.',
        html: '<p>html</p>',
      });
      await new Promise((resolve) => setTimeout(resolve, 10));
      await enqueueMail(database.db, {
        to: 'second@example.com',
        subject: 'Newer <script>alert(1)</script>',
        text: 'javascript:alert(1) and <img src=x onerror=alert(1)> and https://example.com/?a=1&b="2"',
        html: '<p>html</p>',
      });

      const response = await app.inject({ method: 'GET', url: '/mailbox', headers: { accept: 'text/html' } });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(response.headers['content-security-policy']).toContain("default-src 'none'");
      expect(response.headers['cache-control']).toBe('no-store');
      const page = response.body;
      expect(page.indexOf('Newer')).toBeLessThan(page.indexOf('Older'));
      expect(page).toContain('first@example.com');
      expect(page).toContain(
        '<a href="https://portal.example.com/email-change/confirm/abc_DEF-123">https://portal.example.com/email-change/confirm/abc_DEF-123</a>. Or not.',
      );
      expect(page).toContain('Newer &lt;script&gt;alert(1)&lt;/script&gt;');
      expect(page).toContain('&lt;img src=x onerror=alert(1)&gt;');
      expect(page).toContain(
        '<a href="https://example.com/?a=1&amp;b=">https://example.com/?a=1&amp;b=</a>&quot;2&quot;',
      );
      expect(page).not.toContain('<script>');
      expect(page).not.toContain('href="javascript');
    });

    it('shows the HTML version of a mail on its own', async () => {
      await enqueueMail(database.db, mail('html@example.com'));
      const [row] = await database.db.select().from(mailOutbox);
      const response = await app.inject({ method: 'GET', url: `/mailbox/${row!.id}/html` });
      expect(response.statusCode).toBe(200);
      expect(response.body).toBe('<p>Hello html@example.com</p>');
      expect(response.headers['content-security-policy']).toContain("default-src 'none'");
      expect(
        (await app.inject({ method: 'GET', url: '/mailbox/00000000-0000-4000-8000-000000000000/html' })).statusCode,
      ).toBe(404);
      expect((await app.inject({ method: 'GET', url: '/mailbox/not-an-id/html' })).statusCode).toBe(404);
    });

    it('keeps the mails unsent', async () => {
      await enqueueMail(database.db, mail('kept@example.com'));
      await app.ready();
      await new Promise((resolve) => setTimeout(resolve, 100));
      const [row] = await database.db.select().from(mailOutbox);
      expect(row).toMatchObject({ sentAt: null, attempts: 0 });
    });
  });

  describe('without SMTP_URL, outside development: no mailbox page', () => {
    it.each([
      ['a public URL off loopback', {}],
      ['DEV_MAILBOX=false', { HOST: '127.0.0.1', PUBLIC_URL: 'http://127.0.0.1:8080', DEV_MAILBOX: 'false' }],
    ])('answers 404 with %s', async (_case, env) => {
      const app = await buildApp(testConfig(env), database, { accessTokens: tokens.verifier });
      try {
        await enqueueMail(database.db, mail('secret@example.com'));
        const [row] = await database.db.select().from(mailOutbox);
        expect((await app.inject({ method: 'GET', url: '/mailbox' })).statusCode).toBe(404);
        expect((await app.inject({ method: 'GET', url: `/mailbox/${row!.id}/html` })).statusCode).toBe(404);
      } finally {
        await app.close();
      }
    });
  });

  describe('with SMTP_URL: delivery', () => {
    let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
    beforeAll(async () => {
      smtp = await startSmtpServer();
    });
    afterAll(() => smtp?.close());
    afterEach(() => {
      smtp.received.length = 0;
    });

    it('delivers the mails of an email change in the background, and has no mailbox page', async () => {
      const app = await buildApp(
        testConfig({ SMTP_URL: smtp.url, MAIL_FROM: 'Eventsuite Test <portal@example.com>' }),
        database,
        { accessTokens: tokens.verifier },
      );
      try {
        const [user] = await database.db
          .insert(users)
          .values({ email: 'smtp@example.com', givenName: 'Sam', familyName: 'Smith', accountType: 'personal' })
          .returning();
        const response = await app.inject({
          method: 'PUT',
          url: buildPath(endpoints.updateProfile),
          headers: { authorization: `Bearer ${await tokens.sign(user!.id)}` },
          payload: blankProfileInput({ first_name: 'Sam', last_name: 'Smith', email: 'new.smtp@example.com' }),
        });
        expect(response.statusCode, response.body).toBe(200);

        await until(
          async () => (await database.db.select().from(mailOutbox).where(isNull(mailOutbox.sentAt))).length === 0,
        );
        const rows = await database.db.select().from(mailOutbox);
        expect(rows).toHaveLength(2);
        for (const row of rows) expect(row).toMatchObject({ attempts: 1, lastError: null, sentAt: expect.any(Date) });

        expect(smtp.received.map((received) => received.to).sort()).toEqual([
          ['new.smtp@example.com'],
          ['smtp@example.com'],
        ]);
        const confirmation = smtp.received.find((received) => received.to[0] === 'new.smtp@example.com')!;
        expect(confirmation.from).toBe('portal@example.com');
        expect(confirmation.message).toContain('From: Eventsuite Test <portal@example.com>');
        expect(confirmation.message).toContain('To: new.smtp@example.com');
        expect(confirmation.message).toContain('Subject: Confirm your new email address');
        expect(confirmation.message).toContain('multipart/alternative');
        expect(confirmation.message).toContain('Content-Type: text/plain');
        expect(confirmation.message).toContain('Content-Type: text/html');
        expect(confirmation.message).toMatch(
          /https:\/\/portal\.example\.com\/email-change\/confirm\/[A-Za-z0-9_-]{43}/,
        );

        const mailbox = await app.inject({ method: 'GET', url: '/mailbox' });
        expect(mailbox.statusCode).toBe(404);
      } finally {
        await app.close();
      }
    });

    it('counts failed attempts with their error, and gives up after the last one', async () => {
      await enqueueMail(database.db, mail('bounce@example.com'));
      await enqueueMail(database.db, mail('fine@example.com'));
      const dispatcher = createMailDispatcher({
        database,
        transport: smtpTransport(smtp.url),
        from: 'portal@example.com',
        log: silentLog,
        maxAttempts: 2,
      });
      try {
        expect(await dispatcher.deliverPending()).toEqual({ sent: 1, failed: 1 });
        const [bounced] = await database.db
          .select()
          .from(mailOutbox)
          .where(eq(mailOutbox.recipient, 'bounce@example.com'));
        expect(bounced).toMatchObject({
          sentAt: null,
          attempts: 1,
          lastError: expect.stringContaining('Mailbox unavailable'),
        });
        expect(await dispatcher.deliverPending()).toEqual({ sent: 0, failed: 1 });
        expect(await dispatcher.deliverPending()).toEqual({ sent: 0, failed: 0 });
        const [given] = await database.db
          .select()
          .from(mailOutbox)
          .where(eq(mailOutbox.recipient, 'bounce@example.com'));
        expect(given).toMatchObject({ sentAt: null, attempts: 2 });
        expect(smtp.received.map((received) => received.to)).toEqual([['fine@example.com']]);
      } finally {
        await dispatcher.stop();
      }
    });

    it('refuses to send with wrong credentials', async () => {
      await enqueueMail(database.db, mail('someone@example.com'));
      const dispatcher = createMailDispatcher({
        database,
        transport: smtpTransport(smtp.url.replace(smtpUser.password, 'wrong')),
        from: 'portal@example.com',
        log: silentLog,
      });
      try {
        expect(await dispatcher.deliverPending()).toEqual({ sent: 0, failed: 1 });
        const [row] = await database.db.select().from(mailOutbox);
        expect(row).toMatchObject({
          sentAt: null,
          attempts: 1,
          lastError: expect.stringMatching(/auth|credentials|password/i),
        });
        expect(smtp.received).toEqual([]);
      } finally {
        await dispatcher.stop();
      }
    });
  });
});

describe('mail delivery by several instances sharing PostgreSQL', () => {
  let testDb: TestDatabase;
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  const connections: DatabaseConnection[] = [];

  beforeAll(async () => {
    testDb = await backends.find((backend) => backend.name === 'postgres')!.create();
    connections.push(await testDb.open(), await testDb.open(), await testDb.open());
    await migrate(connections[0]!);
    smtp = await startSmtpServer();
  });
  afterAll(async () => {
    await smtp?.close();
    await testDb?.dispose();
  });

  it('sends every mail exactly once', async () => {
    const count = 12;
    for (let index = 0; index < count; index++)
      await enqueueMail(connections[0]!.db, mail(`crowd-${index}@example.com`));
    const dispatchers = connections.map((database) =>
      createMailDispatcher({
        database,
        transport: smtpTransport(smtp.url),
        from: 'portal@example.com',
        log: silentLog,
      }),
    );
    try {
      const results = await Promise.all(dispatchers.map((dispatcher) => dispatcher.deliverPending()));
      expect(results.reduce((sum, result) => sum + result.sent, 0)).toBe(count);
      expect(results.every((result) => result.failed === 0)).toBe(true);
    } finally {
      await Promise.all(dispatchers.map((dispatcher) => dispatcher.stop()));
    }
    const recipients = smtp.received.flatMap((received) => received.to).sort();
    expect(recipients).toEqual(Array.from({ length: count }, (_, index) => `crowd-${index}@example.com`).sort());
    const rows = await connections[0]!.db.select().from(mailOutbox);
    expect(rows.every((row) => row.sentAt !== null && row.attempts === 1)).toBe(true);
  });
});
