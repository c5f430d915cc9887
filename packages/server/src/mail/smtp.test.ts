import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../app.ts';
import { testConfig } from '../../test-support/config.ts';
import { openTestDatabase, type TestDatabase } from '../../test-support/db.ts';
import { startSmtp, type TestSmtp } from '../../test-support/smtp.ts';

let smtp: TestSmtp;
let database: TestDatabase;
let app: App;
let dataDir: string;

beforeAll(async () => {
  smtp = await startSmtp();
  database = await openTestDatabase();
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'orisun-smtp-'));
  const config = testConfig({
    DATA_DIR: dataDir,
    SMTP_URL: smtp.url,
    MAIL_TO_BRIEFS: 'Sales <sales@orisun.test>',
    MAIL_TO_CAREERS: 'Careers <careers@orisun.test>',
    FORM_RATE_LIMIT_PER_HOUR: '1000',
  });
  app = await buildApp({ config, database, mailWorker: false });
  await app.ready();
});

afterAll(async () => {
  await app?.close();
  await database?.close();
  await smtp?.close();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
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

  it('delivers a team application to the careers mailbox with the resume as an attachment', async () => {
    smtp.received.length = 0;
    const doc = await PDFDocument.create();
    doc.addPage([200, 100]);
    const pdf = await doc.save();
    const form = new FormData();
    form.append('name', 'Amaka Nwosu');
    form.append('email', 'amaka@example.com');
    form.append('role', 'QA engineer');
    form.append('message', 'I break things carefully.');
    form.append('resume', new Blob([pdf as Uint8Array<ArrayBuffer>], { type: 'application/pdf' }), 'Amaka CV.pdf');
    const body = new Response(form);
    const res = await app.inject({
      method: 'POST',
      url: '/submit_team-form',
      payload: Buffer.from(await body.arrayBuffer()),
      headers: { 'content-type': body.headers.get('content-type')! },
    });
    expect(res.statusCode).toBe(200);
    await app.mailOutbox.drain();

    expect(smtp.received).toHaveLength(1);
    const [message] = smtp.received;
    expect(message!.to).toEqual(['careers@orisun.test']);
    expect(message!.data).toMatch(/^To: Careers <careers@orisun\.test>\r$/m);
    expect(message!.data).toMatch(/^Reply-To: amaka@example\.com\r$/m);
    expect(message!.data).toMatch(/^Subject: Team application: QA engineer from Amaka Nwosu\r$/m);
    expect(message!.data).toMatch(/^Content-Type: multipart\/mixed;/m);
    expect(message!.data).toMatch(/^Content-Type: application\/pdf; name=resume-amaka-nwosu\.pdf\r$/m);
    expect(message!.data).toMatch(/^Content-Disposition: attachment; filename=resume-amaka-nwosu\.pdf\r$/m);
    // The attachment is the uploaded file, byte for byte (base64 in the message).
    const base64 = /filename=resume-amaka-nwosu\.pdf\r\n\r\n([A-Za-z0-9+/=\r\n]+?)\r\n(?:\r\n)?--/.exec(message!.data)?.[1];
    expect(Buffer.from(base64!.replace(/\r\n/g, ''), 'base64')).toEqual(Buffer.from(pdf));
  });

  it('delivers a welcome to a new subscriber, once confirmed, with the unsubscribe headers intact, and the link in them works', async () => {
    smtp.received.length = 0;
    const res = await app.inject({ method: 'POST', url: '/subscribe', payload: { email: 'Tunde@Example.com', list: 'developer-portal' } });
    expect(res.statusCode).toBe(200);
    await app.mailOutbox.drain();

    // Double opt-in: first the confirmation link alone; its button (a POST) confirms, then the welcome goes.
    expect(smtp.received).toHaveLength(1);
    const confirmLink = /\/api\/subscriptions\/confirm\?token=[\w-]{32}/.exec(smtp.received[0]!.data.replace(/=\r\n/g, '').replace(/=3D/g, '='))?.[0];
    expect((await app.inject({ method: 'POST', url: confirmLink! })).statusCode).toBe(200);
    await app.mailOutbox.drain();

    expect(smtp.received).toHaveLength(2);
    const [, message] = smtp.received;
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

  it('encodes a subject or name that looks like an RFC 2047 encoded-word, so it decodes to what was typed and adds no header', async () => {
    smtp.received.length = 0;
    const lookAlike = '=?utf-8?Q?a=0D=0ABcc:_x@evil.test?=';
    const subject = `Help ${lookAlike} please`;
    const res = await app.inject({
      method: 'POST',
      url: '/support-form',
      payload: { name: lookAlike, email: 'customer@example.com', subject, message: 'The invoice page is blank since Monday.', urgency: 'low' },
    });
    expect(res.statusCode, res.body).toBe(200);
    const brief = await app.inject({
      method: 'POST',
      url: '/submit-form',
      payload: { name: lookAlike, email: 'kola@example.com', projectType: 'B2B SaaS Solutions', details: 'Invoicing for 40 pharmacies.' },
    });
    expect(brief.statusCode, brief.body).toBe(200);
    await app.mailOutbox.drain();

    expect(smtp.received).toHaveLength(3); // the customer's and the support mailbox's copies, and the brief
    for (const message of smtp.received) {
      const head = message.data.slice(0, message.data.indexOf('\r\n\r\n'));
      const fields = head.replace(/\r\n[ \t]/g, ' ').split('\r\n');
      const subjectField = fields.find((line) => line.startsWith('Subject: '))!;
      // Not the look-alike as is (a client would decode it into a line break and a Bcc line), and no Bcc.
      expect(subjectField).not.toContain('=?utf-8?Q?a=0D=0ABcc');
      expect(fields.some((line) => /^bcc:/i.test(line))).toBe(false);
      // Decoded as a mail client does, it is the text as typed.
      expect(decodeHeader(subjectField.slice('Subject: '.length))).toContain(lookAlike);
    }
    const [toCustomer] = smtp.received.filter((m) => m.to.includes('customer@example.com'));
    const decoded = decodeHeader(toCustomer!.data.match(/^Subject: (.*(?:\r\n[ \t].*)*)/m)![1]!.replace(/\r\n[ \t]/g, ' '));
    expect(decoded).toMatch(new RegExp(`^\\[ORI-[0-9A-Z-]+\\] We received your support request: ${subject.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`));
  });
});

/** What a mail client makes of an unstructured header (RFC 2047): encoded-words decoded, the space between two dropped. */
function decodeHeader(value: string): string {
  const word = /=\?([^?]+)\?([BbQq])\?([^?]*)\?=/g;
  const decodeWord = (charset: string, encoding: string, text: string) => {
    const bytes =
      encoding.toUpperCase() === 'B'
        ? Buffer.from(text, 'base64')
        : Buffer.from(text.replace(/_/g, ' ').replace(/=([0-9A-Fa-f]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))), 'latin1');
    return new TextDecoder(charset).decode(bytes);
  };
  return value.replace(/(=\?[^?]+\?[BbQq]\?[^?]*\?=)\s+(?==\?)/g, '$1').replace(word, (_, charset: string, encoding: string, text: string) => decodeWord(charset, encoding, text));
}
