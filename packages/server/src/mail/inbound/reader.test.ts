import { eq, sql } from 'drizzle-orm';
import { mkdtempSync } from 'node:fs';
import { readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/index.ts';
import { inboundMail, mailOutbox, ticketAttachments, ticketEntries, tickets } from '../../db/schema.ts';
import { testDriver } from '../../../test-support/db.ts';
import { inboundDeskFixture } from '../../../test-support/inbound.ts';
import { supportFormTicket } from '../../../test-support/tickets.ts';
import { ticketCustomerWords } from '../ticketCustomerWords.ts';
import { duplicateMoveAfterMs, MailReader } from './reader.ts';

/*
 * The mail reader against a real IMAP server (a Dovecot of this file's own, test-support/dovecot.ts): mail is put into
 * the mailbox with IMAP APPEND, as a mail server would deliver it, and the reader turns it into replies and tickets on
 * the file's database (PGlite in `server`, PostgreSQL in `server-pg`).
 */

// Its own DATA_DIR: the files of mail attachments are kept there.
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'orisun-inbound-'));
afterAll(() => rm(dataDir, { recursive: true, force: true }));
const desk = inboundDeskFixture({ DATA_DIR: dataDir });

const customer = { name: 'Chiamaka Eze', email: 'Chiamaka@Example.com' };

let counter = 0;
const nextId = (prefix = 'customer') => {
  counter += 1;
  return `<${prefix}-${counter}-${Date.now()}@mail.example.com>`;
};

/** A raw message as a customer's mail client would send it (UTF-8 subjects encoded, CRLF added by `append`). */
function rawMail(fields: {
  from?: string;
  to?: string;
  subject?: string;
  text?: string;
  html?: string;
  messageId?: string | null;
  inReplyTo?: string;
  references?: string;
  headers?: Record<string, string>;
}): string {
  const subject = fields.subject ?? 'Re: our invoices';
  const encoded = /^[\x20-\x7E]*$/.test(subject) ? subject : `=?UTF-8?B?${Buffer.from(subject).toString('base64')}?=`;
  const lines = [
    `From: ${fields.from ?? `"${customer.name}" <${customer.email}>`}`,
    `To: ${fields.to ?? 'support@orisun.software'}`,
    `Subject: ${encoded}`,
    'Date: Wed, 25 Nov 2026 10:00:00 +0000',
    ...(fields.messageId === null ? [] : [`Message-ID: ${fields.messageId ?? nextId()}`]),
    ...(fields.inReplyTo ? [`In-Reply-To: ${fields.inReplyTo}`] : []),
    ...(fields.references ? [`References: ${fields.references}`] : []),
    ...Object.entries(fields.headers ?? {}).map(([name, value]) => `${name}: ${value}`),
    'MIME-Version: 1.0',
    `Content-Type: ${fields.html === undefined ? 'text/plain' : 'text/html'}; charset=utf-8`,
    'Content-Transfer-Encoding: 8bit',
    '',
    fields.html ?? fields.text ?? 'Hello',
  ];
  return `${lines.join('\n')}\n`;
}

/** A ticket opened on the support form: its row and the mail the customer got (Reply-To and Message-ID to answer). */
async function formTicket(overrides: Partial<typeof customer> = {}) {
  const { row } = await supportFormTicket(desk, { ...customer, ...overrides, message: 'Since Monday our invoices show USD.' });
  const reference = row.reference;
  const mail = desk.sent.find((m) => m.to === (overrides.email ?? customer.email) && m.subject.includes(reference));
  if (!mail) throw new Error('the support form made no ticket or mail');
  desk.sent.length = 0;
  return { row, mail };
}

const check = () => desk.app.mailReader!.checkNow();

/** One look by a reader of its own whose clock is `aheadMs` ahead. */
async function readerAt(aheadMs: number) {
  const reader = new MailReader({
    db: desk.database.db,
    config: { ...desk.config, imap: desk.config.imap! },
    log: desk.app.log.child({}, { level: 'silent' }),
    now: () => new Date(Date.now() + aheadMs),
    outbox: desk.app.mailOutbox,
  });
  try {
    return await reader.checkNow();
  } finally {
    await reader.stop();
  }
}

async function staffDetail(id: string, cookie: string) {
  const res = await desk.app.inject({ method: 'GET', url: `/api/tickets/${id}`, headers: { cookie } });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { ticket: { status: string; language: string; clientReplies: { message: string; author: string }[]; events: { actor: string; action: string; from: string | null; to: string | null }[] } }).ticket;
}

const count = async (table: typeof tickets | typeof ticketEntries | typeof mailOutbox | typeof inboundMail) =>
  Number((await desk.database.db.select({ n: sql<number>`count(*)` }).from(table))[0]?.n ?? 0);

const gmailQuote = [
  '',
  'On Wed, Nov 25, 2026 at 10:00 AM Orisun Software <no-reply@orisun.software> wrote:',
  '> Hello Chiamaka Eze,',
  '>',
  '> We marked your ticket as resolved.',
].join('\n');

describe('a reply to a ticket mail', () => {
  it('becomes the customer’s reply on the ticket (Reply-To token), reopens a resolved ticket and is mailed to support', async () => {
    const { row } = await formTicket();
    const cookie = await staffCookie();
    const resolved = await desk.app.inject({ method: 'POST', url: '/api/tickets/status', headers: { cookie }, payload: { id: row.id, status: 'resolved' } });
    expect(resolved.statusCode, resolved.body).toBe(200);
    await desk.app.mailOutbox.drain();
    const resolvedMail = desk.sent.find((m) => m.subject.includes('Resolved'))!;
    // Every mail to the customer answers to the support mailbox with the ticket's token as a sub-address.
    expect(resolvedMail.replyTo).toBe(`support+${row.replyToken}@orisun.software`);
    expect(resolvedMail.messageId).toMatch(new RegExp(`^<ticket\\.${row.replyToken}\\.[0-9a-f]+@orisun\\.software>$`));
    desk.sent.length = 0;

    await desk.dovecot.append(rawMail({ to: resolvedMail.replyTo!, text: `It is still wrong on the PDF invoices.\n${gmailQuote}` }));
    expect(await check()).toEqual([expect.objectContaining({ outcome: 'reply' })]);

    const ticket = await staffDetail(row.id, cookie);
    expect(ticket.clientReplies).toEqual([expect.objectContaining({ message: 'It is still wrong on the PDF invoices.', author: customer.name })]);
    expect(ticket.status).toBe('open');
    expect(ticket.events.slice(-2)).toEqual([
      expect.objectContaining({ actor: 'customer', action: 'reply' }),
      expect.objectContaining({ actor: 'customer', action: 'status', from: 'resolved', to: 'open' }),
    ]);
    await desk.app.mailOutbox.drain();
    expect(desk.sent).toEqual([expect.objectContaining({ to: 'support@orisun.software', subject: expect.stringContaining(`[${row.reference}] Customer reply`) })]);
    expect(desk.sent[0]!.text).toContain('It is still wrong on the PDF invoices.');
    // Handled mail leaves the inbox, marked read, for the processed folder.
    expect(await desk.dovecot.messages('INBOX')).toEqual([]);
    const processed = await desk.dovecot.messages('Processed');
    expect(processed).toHaveLength(1);
    expect(processed[0]!.flags).toContain('\\Seen');
  });

  it('is found by its References alone (sent to the plain support address), from the address in any case', async () => {
    const { row, mail } = await formTicket();
    await desk.dovecot.append(
      rawMail({ from: 'chiamaka@EXAMPLE.com', inReplyTo: mail.messageId, references: `<older@mail.example.com> ${mail.messageId}`, text: 'Here is the invoice number: 1042.' }),
    );
    expect(await check()).toEqual([expect.objectContaining({ outcome: 'reply' })]);
    const replies = await desk.database.db.select().from(ticketEntries).where(eq(ticketEntries.ticketId, row.id));
    expect(replies.map((r) => [r.kind, r.body])).toEqual([['reply', 'Here is the invoice number: 1042.']]);
    expect(await count(tickets)).toBe(1);
  });

  it('keeps only the new text: Outlook’s original message, Apple Mail’s quote and an HTML-only mail', async () => {
    const { row, mail } = await formTicket();
    const to = mail.replyTo!;
    await desk.dovecot.append(
      rawMail({
        to,
        text: ['Outlook here.', '', '-----Original Message-----', 'From: Orisun Software <no-reply@orisun.software>', 'Sent: Wednesday', '', 'Hello'].join('\n'),
      }),
    );
    await desk.dovecot.append(rawMail({ to, text: ['Apple here.', '', '> On 25 Nov 2026, at 10:00, Orisun Software <no-reply@orisun.software> wrote:', '> ', '> Hello'].join('\n') }));
    await desk.dovecot.append(rawMail({ to, html: '<div>HTML <b>here</b>.</div><div class="gmail_quote">On Wed, Nov 25, 2026 at 10:00 AM Orisun wrote:<blockquote>Hello</blockquote></div>' }));
    expect((await check()).map((h) => h.outcome)).toEqual(['reply', 'reply', 'reply']);
    const replies = await desk.database.db.select().from(ticketEntries).where(eq(ticketEntries.ticketId, row.id));
    expect(replies.map((r) => r.body).sort()).toEqual(['Apple here.', 'HTML here.', 'Outlook here.']);
  });

  it('from another address than the ticket’s opens a new ticket of that sender; the ticket is not touched', async () => {
    const { row, mail } = await formTicket();
    await desk.dovecot.append(rawMail({ from: 'Mallory <mallory@example.net>', to: mail.replyTo!, subject: 'Re: your ticket', text: 'Please close this ticket.' }));
    expect(await check()).toEqual([expect.objectContaining({ outcome: 'ticket', reason: expect.stringContaining('another address') })]);
    expect(await desk.database.db.select().from(ticketEntries).where(eq(ticketEntries.ticketId, row.id))).toEqual([]);
    const [theirs] = await desk.database.db.select().from(tickets).where(eq(tickets.emailLower, 'mallory@example.net'));
    expect(theirs).toMatchObject({ customerName: 'Mallory', subject: 'Re: your ticket', message: 'Please close this ticket.' });
    await desk.app.mailOutbox.drain();
    expect(desk.sent.map((m) => m.to).sort()).toEqual(['mallory@example.net', 'support@orisun.software']);
  });

  it('counts once when the same mail arrives twice (same Message-ID)', async () => {
    const { row, mail } = await formTicket();
    const raw = rawMail({ to: mail.replyTo!, text: 'Sent twice by my phone.' });
    await desk.dovecot.append(raw);
    await desk.dovecot.append(raw);
    expect((await check()).map((h) => h.outcome)).toEqual(['reply', 'duplicate']);
    expect(await desk.database.db.select().from(ticketEntries).where(eq(ticketEntries.ticketId, row.id))).toHaveLength(1);
    // The second copy waits a little (another server that processed it may be moving it), then any server moves it.
    expect(await desk.dovecot.messages('INBOX')).toHaveLength(1);
    expect(await readerAt(duplicateMoveAfterMs + 1000)).toEqual([expect.objectContaining({ outcome: 'duplicate' })]);
    expect(await desk.dovecot.messages('INBOX')).toEqual([]);
    expect(await desk.dovecot.messages('Processed')).toHaveLength(2);
    expect(await desk.database.db.select().from(ticketEntries).where(eq(ticketEntries.ticketId, row.id))).toHaveLength(1);
  });
});

describe('a new mail to the support mailbox', () => {
  it('opens a ticket of the sender (name, decoded subject, new text, medium urgency) and sends the acknowledgement', async () => {
    await desk.dovecot.append(
      rawMail({ from: '=?UTF-8?B?TmfDsnppIE9rw6Fmb3I=?= <ngozi@example.org>', subject: 'Écran noir après la mise à jour', text: 'Since the update the app shows a black screen.\n\n-- \nNgozi\nSent from my phone' }),
    );
    expect(await check()).toEqual([expect.objectContaining({ outcome: 'ticket', reason: expect.stringContaining('no reply token') })]);
    const [ticket] = await desk.database.db.select().from(tickets);
    expect(ticket).toMatchObject({
      customerName: 'Ngòzi Okáfor',
      email: 'ngozi@example.org',
      emailLower: 'ngozi@example.org',
      subject: 'Écran noir après la mise à jour',
      message: 'Since the update the app shows a black screen.',
      urgency: 'medium',
      status: 'open',
    });
    await desk.app.mailOutbox.drain();
    const ack = desk.sent.find((m) => m.to === 'ngozi@example.org')!;
    expect(ack.subject).toBe(`[${ticket!.reference}] We received your support request: Écran noir après la mise à jour`);
    expect(ack.text).toMatch(/dashboard\?link=/);
    expect(ack.replyTo).toBe(`support+${ticket!.replyToken}@orisun.software`);
    expect(ack.headers).toEqual({ 'Auto-Submitted': 'auto-generated' });
    expect(desk.sent.find((m) => m.to === 'support@orisun.software')?.subject).toBe(`[${ticket!.reference}] New ticket (medium): Écran noir après la mise à jour`);
  });

  it('shows in the staff list at once, though the desk remembers its list (DESK_LIST_CACHE_SECONDS)', async () => {
    desk.config.deskListCacheSeconds = 60;
    try {
      const cookie = await desk.staffCookie();
      const subjects = async () => {
        const res = await desk.app.inject({ method: 'GET', url: '/api/tickets', headers: { cookie } });
        expect(res.statusCode, res.body).toBe(200);
        return (res.json() as { tickets: { subject: string }[] }).tickets.map((t) => t.subject);
      };
      expect(await subjects()).toEqual([]);
      await desk.dovecot.append(rawMail({ from: 'Ngozi Okafor <ngozi@example.org>', subject: 'Black screen after the update', text: 'Since the update the app shows a black screen.' }));
      expect(await check()).toEqual([expect.objectContaining({ outcome: 'ticket' })]);
      expect(await subjects()).toEqual(['Black screen after the update']);
    } finally {
      desk.config.deskListCacheSeconds = 0;
    }
  });

  it('keeps header-looking text of the subject as plain text, and cuts a long mail with a note instead of dropping it', async () => {
    await desk.dovecot.append(rawMail({ from: 'ade@example.org', subject: 'Help =?UTF-8?B?DQpCY2M6IGV2ZUBleGFtcGxlLmNvbQ==?=', text: 'x'.repeat(7000) }));
    await desk.dovecot.append(rawMail({ from: 'bola@example.org', subject: '   ', text: '> only a quote\n> of an older mail' }));
    expect((await check()).map((h) => h.outcome)).toEqual(['ticket', 'ticket']);
    const rows = await desk.database.db.select().from(tickets);
    const ade = rows.find((r) => r.email === 'ade@example.org')!;
    expect(ade.subject).toBe('Help Bcc: eve@example.com');
    expect(ade.customerName).toBe('ade');
    expect(ade.message.length).toBeLessThanOrEqual(5000);
    expect(ade.message).toMatch(/^x{4000,}\n\n\[Shortened to 5000 characters\. The whole mail is in the support mailbox\.\]$/);
    const bola = rows.find((r) => r.email === 'bola@example.org')!;
    expect(bola).toMatchObject({ subject: '(no subject)', message: '(The mail had no text of its own.)' });
    await desk.app.mailOutbox.drain();
    // The subject went out as one header line: nothing was added to the mail's recipients.
    expect(desk.sent.filter((m) => m.to === 'eve@example.com')).toEqual([]);
  });
});

describe('the language of a ticket opened by mail', () => {
  const { en, fr } = ticketCustomerWords;
  const ticketsOf = (emailLower: string) => desk.database.db.select().from(tickets).where(eq(tickets.emailLower, emailLower)).orderBy(tickets.createdAt);
  /** The mail a customer got about a ticket, once the outbox has sent it. */
  const mailAbout = async (email: string, reference: string, what: string) => {
    await desk.app.mailOutbox.drain();
    const mail = desk.sent.find((m) => m.to === email && m.subject.includes(reference) && m.subject.includes(what));
    if (!mail) throw new Error(`no mail "${what}" about ${reference} to ${email}; sent: ${desk.sent.map((m) => `${m.to} ${m.subject}`).join('; ')}`);
    return mail;
  };
  const frenchMail = {
    from: 'Ngozi Okafor <Ngozi@Example.org>',
    subject: 'Factures en dollars',
    text: [
      'Bonjour,',
      '',
      'Depuis lundi, nos factures sont en dollars au lieu de francs CFA : https://app.orisun.software/invoices?currency=USD',
      'Pouvez-vous corriger cela ? Merci.',
      '',
      '-- ',
      'Ngozi Okafor',
      'Sent from my iPhone',
    ].join('\n'),
  };

  it('is French for a French mail without Content-Language: the acknowledgement, staff’s answers and the desk say so; an English reply keeps it French', async () => {
    await desk.dovecot.append(rawMail(frenchMail));
    expect(await check()).toEqual([expect.objectContaining({ outcome: 'ticket' })]);
    const [ticket] = await ticketsOf('ngozi@example.org');
    expect(ticket).toMatchObject({ language: 'fr', subject: 'Factures en dollars' });

    const ack = await mailAbout('Ngozi@Example.org', ticket!.reference, fr.receivedSubject);
    expect(ack.subject).toBe(`[${ticket!.reference}] ${fr.about(fr.receivedSubject, 'Factures en dollars')}`);
    expect(ack.text).toContain(fr.hello('Ngozi Okafor'));
    expect(ack.text).toContain(fr.received(ticket!.reference));
    expect(ack.text).toContain(fr.signInOnce);
    expect(ack.text).toMatch(/\/fr\/dashboard\?link=/);
    expect(ack.text).not.toContain(en.receivedSubject);

    // A reply by mail in English is a reply: the ticket keeps its language.
    await desk.dovecot.append(rawMail({ from: frenchMail.from, to: ack.replyTo!, text: 'Sorry, I meant to say: it also happens on the PDF invoices we download every week.' }));
    expect(await check()).toEqual([expect.objectContaining({ outcome: 'reply' })]);
    const cookie = await staffCookie();
    const detail = await staffDetail(ticket!.id, cookie);
    expect(detail.language).toBe('fr');

    desk.sent.length = 0;
    const answered = await desk.app.inject({ method: 'POST', url: '/api/tickets/response', headers: { cookie }, payload: { id: ticket!.id, message: 'Nous corrigeons la devise aujourd’hui.' } });
    expect(answered.statusCode, answered.body).toBe(200);
    const response = await mailAbout('Ngozi@Example.org', ticket!.reference, fr.responseSubject);
    expect(response.text).toContain('Nous corrigeons la devise aujourd’hui.');
    expect(response.text).toContain(fr.signature);
  });

  it('is French for a short mail with Content-Language: fr (too short to detect)', async () => {
    await desk.dovecot.append(rawMail({ from: 'kofi@example.org', subject: 'Login', text: 'Urgent !', headers: { 'Content-Language': 'fr-BJ' } }));
    expect(await check()).toEqual([expect.objectContaining({ outcome: 'ticket' })]);
    const [ticket] = await ticketsOf('kofi@example.org');
    expect(ticket!.language).toBe('fr');
    expect((await mailAbout('kofi@example.org', ticket!.reference, fr.receivedSubject)).text).toContain(fr.signInOnce);
  });

  it('stays English for an English mail', async () => {
    await desk.dovecot.append(
      rawMail({
        from: 'ade@example.org',
        subject: 'Black screen after the update',
        text: 'Hello,\n\nSince the update the app shows a black screen when I open the reports page. Can you help?\n\nAde',
      }),
    );
    expect(await check()).toEqual([expect.objectContaining({ outcome: 'ticket' })]);
    const [ticket] = await ticketsOf('ade@example.org');
    expect(ticket!.language).toBe('en');
    const ack = await mailAbout('ade@example.org', ticket!.reference, en.receivedSubject);
    expect(ack.text).toContain(en.signInOnce);
    expect(ack.text).not.toMatch(/\/fr\//);
  });

  it('takes the language of the sender’s latest ticket when a short mail cannot tell; English for a new sender', async () => {
    await desk.dovecot.append(rawMail(frenchMail));
    expect(await check()).toEqual([expect.objectContaining({ outcome: 'ticket' })]);
    const short = { subject: 'Facture 1042', text: 'Ci-joint.' };
    await desk.dovecot.append(rawMail({ ...short, from: 'NGOZI@example.org' }));
    await desk.dovecot.append(rawMail({ ...short, from: 'bisi@example.org' }));
    expect((await check()).map((h) => h.outcome)).toEqual(['ticket', 'ticket']);
    const [, second] = await ticketsOf('ngozi@example.org');
    expect(second).toMatchObject({ subject: 'Facture 1042', language: 'fr' });
    expect((await mailAbout('NGOZI@example.org', second!.reference, fr.receivedSubject)).text).toContain(fr.signInOnce);
    const [newSender] = await ticketsOf('bisi@example.org');
    expect(newSender!.language).toBe('en');
  });
});

describe('mail that must not be answered', () => {
  const ignored: [string, Parameters<typeof rawMail>[0], RegExp][] = [
    ['an out-of-office reply (Auto-Submitted)', { headers: { 'Auto-Submitted': 'auto-replied' }, subject: 'Out of office' }, /Auto-Submitted/],
    ['a mailing-list or bulk mail (Precedence)', { headers: { Precedence: 'bulk' } }, /Precedence: bulk/],
    ['an old-style auto-reply (X-Autoreply)', { headers: { 'X-Autoreply': 'yes' } }, /X-Autoreply/],
    ['a bounce from MAILER-DAEMON', { from: 'Mail Delivery System <MAILER-DAEMON@mx.example.com>', subject: 'Undelivered Mail Returned to Sender' }, /bounce/],
    ['a bounce with an empty Return-Path', { headers: { 'Return-Path': '<>' } }, /empty Return-Path/],
    ['our own mail (MAIL_FROM)', { from: 'Orisun Software <no-reply@orisun.software>', subject: '[ORI-0000] New ticket' }, /our own mail/],
    ['mail from the support mailbox itself', { from: 'support+0123456789abcdef0123456789abcdef@orisun.software' }, /our own mail/],
  ];

  it.each(ignored)('%s opens no ticket and sends nothing, is recorded with the reason and moved', async (_, fields, reason) => {
    const { row, mail } = await formTicket();
    const outboxBefore = await count(mailOutbox);
    await desk.dovecot.append(rawMail({ to: mail.replyTo!, ...fields }));
    expect(await check()).toEqual([expect.objectContaining({ outcome: 'ignored', reason: expect.stringMatching(reason) })]);
    expect(await count(tickets)).toBe(1);
    expect(await desk.database.db.select().from(ticketEntries).where(eq(ticketEntries.ticketId, row.id))).toEqual([]);
    expect(await count(mailOutbox)).toBe(outboxBefore);
    const [record] = await desk.database.db.select().from(inboundMail);
    expect(record).toMatchObject({ outcome: 'ignored', reason: expect.stringMatching(reason) });
    expect(await desk.dovecot.messages('INBOX')).toEqual([]);
    expect(await desk.dovecot.messages('Processed')).toHaveLength(1);
  });

  it('a delivery report (multipart/report) is ignored too', async () => {
    const report = [
      'From: postmaster@mx.example.com',
      'To: support@orisun.software',
      'Subject: Delivery Status Notification (Failure)',
      `Message-ID: ${nextId('dsn')}`,
      'MIME-Version: 1.0',
      'Content-Type: multipart/report; report-type=delivery-status; boundary="b1"',
      '',
      '--b1',
      'Content-Type: text/plain',
      '',
      'Your message could not be delivered.',
      '--b1',
      'Content-Type: message/delivery-status',
      '',
      'Action: failed',
      '--b1--',
      '',
    ].join('\n');
    await desk.dovecot.append(report);
    expect(await check()).toEqual([expect.objectContaining({ outcome: 'ignored', reason: expect.stringMatching(/multipart\/report/) })]);
    expect(await count(tickets)).toBe(0);
    expect(await count(mailOutbox)).toBe(0);
  });

  it('a mail with an attachment and no Message-ID is still read (the attachment is left for later), and counted once', async () => {
    const raw = [
      'From: Tunde <tunde@example.org>',
      'To: support@orisun.software',
      'Subject: Screenshot',
      'MIME-Version: 1.0',
      'Content-Type: multipart/mixed; boundary="m1"',
      '',
      '--m1',
      'Content-Type: text/plain; charset=utf-8',
      '',
      'See the screenshot.',
      '--m1',
      'Content-Type: image/png; name="shot.png"',
      'Content-Disposition: attachment; filename="shot.png"',
      'Content-Transfer-Encoding: base64',
      '',
      Buffer.from('not really a png').toString('base64'),
      '--m1--',
      '',
    ].join('\n');
    await desk.dovecot.append(raw);
    await desk.dovecot.append(raw);
    expect((await check()).map((h) => h.outcome)).toEqual(['ticket', 'duplicate']);
    expect(await count(tickets)).toBe(1);
    const [ticket] = await desk.database.db.select().from(tickets);
    expect(ticket).toMatchObject({ email: 'tunde@example.org', message: 'See the screenshot.' });
    const [record] = await desk.database.db.select().from(inboundMail);
    expect(record!.messageKey).toMatch(/^sha256:[0-9a-f]{64}$/);
  });
});

describe('the reader', () => {
  it('leaves alone a mail already read in a mail client (unread mail only, as FreeScout)', async () => {
    await desk.dovecot.append(rawMail({ from: 'old@example.org', subject: 'Last year', text: 'An old mail.' }), 'INBOX', ['\\Seen']);
    expect(await check()).toEqual([]);
    expect(await count(tickets)).toBe(0);
    expect(await desk.dovecot.messages('INBOX')).toHaveLength(1);
  });

  it('leaves a mail in the inbox, unread, when the database fails, and handles it once the database is back', async () => {
    const failing = { on: true };
    const db = new Proxy(desk.database.db, {
      get(target, property, receiver) {
        if (property === 'transaction' && failing.on) return () => Promise.reject(new Error('connection terminated unexpectedly'));
        return Reflect.get(target, property, receiver) as unknown;
      },
    }) as Database;
    const silent = desk.app.log.child({}, { level: 'silent' });
    const reader = new MailReader({ db, config: { ...desk.config, imap: desk.config.imap! }, log: silent, now: () => new Date(), outbox: desk.app.mailOutbox });
    try {
      await desk.dovecot.append(rawMail({ from: 'kemi@example.org', subject: 'Login fails', text: 'I cannot sign in.' }));
      await expect(reader.checkNow()).rejects.toThrow(/connection terminated/);
      const waiting = await desk.dovecot.messages('INBOX');
      expect(waiting).toHaveLength(1);
      expect(waiting[0]!.flags).not.toContain('\\Seen');
      expect(await count(inboundMail)).toBe(0);
      expect(await count(tickets)).toBe(0);

      failing.on = false;
      expect(await reader.checkNow()).toEqual([expect.objectContaining({ outcome: 'ticket' })]);
      expect(await count(tickets)).toBe(1);
      expect(await desk.dovecot.messages('INBOX')).toEqual([]);
    } finally {
      await reader.stop();
    }
  });

  it('started, sees a new mail at once by IDLE (no poll within the test), and reconnects after the IMAP server was down', async () => {
    const reader = new MailReader({
      db: desk.database.db,
      config: { ...desk.config, imap: desk.config.imap! },
      log: desk.app.log.child({}, { level: 'silent' }),
      now: () => new Date(),
      outbox: desk.app.mailOutbox,
      pollMs: 10 * 60_000,
      backoffMs: 100,
    });
    const ticketsOf = async (email: string) => desk.database.db.select().from(tickets).where(eq(tickets.emailLower, email));
    const eventually = async (email: string) => {
      const deadline = Date.now() + 15_000;
      while ((await ticketsOf(email)).length === 0) {
        if (Date.now() > deadline) throw new Error(`no ticket of ${email}; dovecot log:\n${await desk.dovecot.log()}`);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    };
    reader.start();
    try {
      await reader.checkNow(); // connected, IDLE from here
      await desk.dovecot.append(rawMail({ from: 'idle@example.org', text: 'Arrived while idling.' }));
      await eventually('idle@example.org');

      await desk.dovecot.stop();
      await new Promise((resolve) => setTimeout(resolve, 300));
      await desk.dovecot.start();
      await desk.dovecot.append(rawMail({ from: 'after@example.org', text: 'Arrived after the outage.' }));
      await eventually('after@example.org');
    } finally {
      await reader.stop();
    }
  });

  it.each(testDriver() === 'postgres' ? ['two servers on one PostgreSQL'] : ['two readers on one PGlite'])(
    '%s reading one mailbox: each mail becomes exactly one reply',
    async () => {
      const { row, mail } = await formTicket();
      const other = await desk.another();
      const total = 12;
      for (let i = 1; i <= total; i += 1) await desk.dovecot.append(rawMail({ to: mail.replyTo!, text: `Reply number ${i}.` }));
      const [first, second] = await Promise.all([desk.app.mailReader!.checkNow(), other.mailReader!.checkNow()]);
      const made = [...first, ...second].filter((h) => h.outcome === "reply");
      expect(made).toHaveLength(total);
      const replies = await desk.database.db.select().from(ticketEntries).where(eq(ticketEntries.ticketId, row.id));
      expect(replies.map((r) => r.body).sort()).toEqual(Array.from({ length: total }, (_, i) => `Reply number ${i + 1}.`).sort());
      expect(await count(inboundMail)).toBe(total);
      expect(await desk.dovecot.messages('INBOX')).toEqual([]);
      expect(await desk.dovecot.messages('Processed')).toHaveLength(total);
      await desk.app.mailOutbox.drain();
      expect(desk.sent.filter((m) => m.subject.includes('Customer reply'))).toHaveLength(total);
    },
  );
});

const staffCookie = () => desk.staffCookie();

/** A multipart mail with a text part and files (base64), as a mail client sends attachments. */
function mailWithFiles(fields: { to: string; text: string; files: { name: string; type: string; content: Buffer; inline?: boolean }[]; from?: string }): string {
  const boundary = 'b-orisun-test';
  const lines = [
    `From: ${fields.from ?? `"${customer.name}" <${customer.email}>`}`,
    `To: ${fields.to}`,
    'Subject: Re: our invoices',
    'Date: Wed, 25 Nov 2026 10:00:00 +0000',
    `Message-ID: ${nextId()}`,
    'MIME-Version: 1.0',
    `Content-Type: multipart/mixed; boundary="${boundary}"`,
    '',
    `--${boundary}`,
    'Content-Type: text/plain; charset=utf-8',
    '',
    fields.text,
    ...fields.files.flatMap((file) => [
      `--${boundary}`,
      `Content-Type: ${file.type}; name="${file.name}"`,
      `Content-Disposition: ${file.inline ? 'inline' : 'attachment'}; filename="${file.name}"`,
      'Content-Transfer-Encoding: base64',
      '',
      ...(file.content.toString('base64').match(/.{1,76}/g) ?? []),
    ]),
    `--${boundary}--`,
    '',
  ];
  return lines.join('\n');
}

const pdf = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64');

describe('files attached to a mail', () => {
  it('keeps images and PDFs (by content) with the reply, mails them on, and notes for staff the files it dropped', async () => {
    const { row, mail } = await formTicket();
    const big = Buffer.alloc(5 * 1024 * 1024 + 1);
    pdf.copy(big);
    await desk.dovecot.append(
      mailWithFiles({
        to: mail.replyTo!,
        text: 'Here are the invoice and a screenshot.',
        files: [
          { name: 'invoice.pdf', type: 'application/pdf', content: pdf },
          { name: 'screen.png', type: 'image/png', content: png, inline: true },
          { name: 'setup.exe', type: 'application/octet-stream', content: Buffer.from('MZ this program cannot be run in DOS mode') },
          { name: 'photo.png', type: 'image/png', content: Buffer.from('<html><script>alert(1)</script></html>') },
          { name: 'scan.pdf', type: 'application/pdf', content: big },
        ],
      }),
    );
    expect(await check()).toEqual([expect.objectContaining({ outcome: 'reply' })]);

    const stored = await desk.database.db.select().from(ticketAttachments).where(eq(ticketAttachments.ticketId, row.id)).orderBy(ticketAttachments.position);
    expect(stored.map((a) => [a.position, a.kind, a.originalName])).toEqual([
      [1, 'pdf', 'invoice.pdf'],
      [2, 'png', 'screen.png'],
    ]);
    expect(await readFile(path.join(dataDir, stored[0]!.path))).toEqual(pdf);

    const cookie = await staffCookie();
    const res = await desk.app.inject({ method: 'GET', url: `/api/tickets/${row.id}`, headers: { cookie } });
    const ticket = (res.json() as { ticket: { clientReplies: { attachments?: { downloadName: string }[] }[]; notes: { author: string; message: string }[] } }).ticket;
    expect(ticket.clientReplies[0]!.attachments?.map((a) => a.downloadName)).toEqual([`ticket-${row.reference}-1.pdf`, `ticket-${row.reference}-2.png`]);
    expect(ticket.notes).toHaveLength(1);
    expect(ticket.notes[0]!.author).toBe('Mail reader');
    expect(ticket.notes[0]!.message).toContain('setup.exe: not an image or PDF');
    expect(ticket.notes[0]!.message).toContain('photo.png: not an image or PDF');
    expect(ticket.notes[0]!.message).toContain('scan.pdf: over 5 MB');

    await desk.app.mailOutbox.drain();
    const toSupport = desk.sent.find((m) => m.subject.includes('Customer reply'))!;
    expect(toSupport.attachments.map((a) => a.filename)).toEqual([`ticket-${row.reference}-1.pdf`, `ticket-${row.reference}-2.png`]);
  });

  it('keeps the files of a new request by mail with the new ticket', async () => {
    await desk.dovecot.append(mailWithFiles({ to: 'support@orisun.software', from: 'Bola <bola@example.com>', text: 'Our receipt printer fails, see the photo.', files: [{ name: 'printer.png', type: 'image/png', content: png }] }));
    expect(await check()).toEqual([expect.objectContaining({ outcome: 'ticket' })]);
    const [ticket] = await desk.database.db.select().from(tickets).where(eq(tickets.emailLower, 'bola@example.com'));
    const stored = await desk.database.db.select().from(ticketAttachments).where(eq(ticketAttachments.ticketId, ticket!.id));
    expect(stored.map((a) => [a.messageId, a.kind, a.originalName])).toEqual([[null, 'png', 'printer.png']]);
  });
});
