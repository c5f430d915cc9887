import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../app.ts';
import { testConfig } from '../testing/config.ts';
import { openTestDatabase, type TestDatabase } from '../testing/db.ts';

interface Received {
  from: string | false;
  to: string[];
  data: string;
}

/** A real SMTP server on 127.0.0.1 (the `smtp-server` package) that keeps every message it accepts. */
async function startSmtp(): Promise<{ url: string; received: Received[]; close: () => Promise<void> }> {
  const received: Received[] = [];
  const server = new SMTPServer({
    disabledCommands: ['AUTH', 'STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom && session.envelope.mailFrom.address,
          to: session.envelope.rcptTo.map((r) => r.address),
          data: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return { url: `smtp://127.0.0.1:${port}`, received, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

let smtp: Awaited<ReturnType<typeof startSmtp>>;
let database: TestDatabase;
let app: App;

beforeAll(async () => {
  smtp = await startSmtp();
  database = await openTestDatabase();
  app = await buildApp({ config: testConfig({ SMTP_URL: smtp.url, MAIL_TO_BRIEFS: 'Sales <sales@orisun.test>', FORM_RATE_LIMIT_PER_HOUR: '1000' }), database, mailWorker: false });
  await app.ready();
});

afterAll(async () => {
  await app?.close();
  await database?.close();
  await smtp?.close();
});

describe('mail over SMTP (SMTP_URL)', () => {
  it('delivers the project brief to the configured mailbox, with the visitor as Reply-To', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/submit-form',
      payload: { name: 'Kọ́lá Adébáyọ̀', email: 'kola@example.com', projectType: 'B2B SaaS Solutions', details: 'Invoicing for 40 pharmacies.' },
    });
    expect(res.statusCode).toBe(200);
    expect(smtp.received).toHaveLength(0); // stored first; sent by the outbox
    await app.mailOutbox.drain();

    expect(smtp.received).toHaveLength(1);
    const [message] = smtp.received;
    expect(message!.from).toBe('no-reply@orisun.software');
    expect(message!.to).toEqual(['sales@orisun.test']);
    expect(message!.data).toMatch(/^To: Sales <sales@orisun\.test>\r$/m);
    expect(message!.data).toMatch(/^Reply-To: kola@example\.com\r$/m);
    // The non-ASCII name is encoded in the subject (RFC 2047), never raw.
    expect(message!.data).toMatch(/^Subject: =\?UTF-8\?[BQ]\?/m);
    expect(message!.data).toContain('Invoicing for 40 pharmacies.');
  });

  it('delivers a welcome to a new subscriber with the unsubscribe headers intact, and the link in them works', async () => {
    smtp.received.length = 0;
    const res = await app.inject({ method: 'POST', url: '/subscribe', payload: { email: 'Tunde@Example.com', list: 'developer-portal' } });
    expect(res.statusCode).toBe(200);
    await app.mailOutbox.drain();

    expect(smtp.received).toHaveLength(1);
    const [message] = smtp.received;
    expect(message!.to).toEqual(['tunde@example.com']);
    const head = message!.data.slice(0, message!.data.indexOf('\r\n\r\n')).split('\r\n');
    const listUnsubscribe = head.find((line) => line.startsWith('List-Unsubscribe: '));
    expect(listUnsubscribe).toMatch(/^List-Unsubscribe: <http:\/\/localhost:3000\/api\/subscriptions\/unsubscribe\?token=[\w-]{32}>$/);
    expect(head).toContain('List-Unsubscribe-Post: List-Unsubscribe=One-Click');

    // What a mail client does with the header (RFC 8058): one POST to the URL.
    const url = new URL(listUnsubscribe!.slice('List-Unsubscribe: <'.length, -1));
    const oneClick = await app.inject({
      method: 'POST',
      url: `${url.pathname}${url.search}`,
      payload: 'List-Unsubscribe=One-Click',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(oneClick.statusCode).toBe(200);
    expect(oneClick.json()).toEqual({ message: "You're unsubscribed from the Developer Portal waitlist." });
  });
});
