import { describe, expect, it } from 'vitest';
import { testConfig } from '../../../test-support/config.ts';
import { capText, inboundLimits, newTextOf, readInboundMail } from './parse.ts';

/* Reading one mail (no IMAP server needed): the new text, the ticket it names, and the mail never to answer. */

const config = testConfig({ MAIL_TO_SUPPORT: 'Helpdesk <help@orisun.example>', MAIL_FROM: 'Orisun <robot@orisun.example>' });
const token = '0123456789abcdef0123456789abcdef';

const read = (lines: string[]) => readInboundMail(Buffer.from(`${lines.join('\r\n')}\r\n`), config);

describe('the new text of a reply', () => {
  it.each([
    ['Gmail', 'Thanks, that fixed it!\n\nOn Wed, Nov 25, 2026 at 10:00 AM Orisun Support <help@orisun.example> wrote:\n> Hello Ada,\n>\n> Please try again.', 'Thanks, that fixed it!'],
    ['Gmail, the attribution wrapped', 'Still broken.\n\nOn Wed, Nov 25, 2026 at 10:00 AM Orisun Software Support\n<help+abc@orisun.example> wrote:\n\n> Hello Ada,', 'Still broken.'],
    ['Outlook (Original Message)', 'It works now.\n\n-----Original Message-----\nFrom: Orisun <robot@orisun.example>\nSent: Wednesday, November 25, 2026 10:00 AM\n\nHello Ada,', 'It works now.'],
    ['Outlook (From/Sent block)', 'It works now.\n\n________________________________\nFrom: Orisun <robot@orisun.example>\nSent: Wednesday, November 25, 2026 10:00 AM\nSubject: RE: [ORI-1]\n\nHello Ada,', 'It works now.'],
    ['Apple Mail', 'Still failing on iOS.\n\n> On 25 Nov 2026, at 10:00, Orisun <robot@orisun.example> wrote:\n> \n> Hello Ada,', 'Still failing on iOS.'],
    ['a French Gmail', 'Merci.\n\nLe mer. 25 nov. 2026 à 10:00, Orisun <help@orisun.example> a écrit :\n> Bonjour', 'Merci.'],
    ['a signature after "-- "', 'See attached.\n\n-- \nAda Obi\nCTO, Example Ltd', 'See attached.'],
    ['answers between quoted lines', '> Which browser?\nFirefox 140.\n> Which system?\nDebian 13.', 'Firefox 140.\nDebian 13.'],
  ])('%s', (_, text, expected) => {
    expect(newTextOf(text)).toBe(expected);
  });

  it('is cut to the support form’s limit with a note saying so', () => {
    const capped = capText('a'.repeat(inboundLimits.message + 1));
    expect(capped).toHaveLength(inboundLimits.message);
    expect(capped).toMatch(/^a+\n\n\[Shortened to 5000 characters\. The whole mail is in the support mailbox\.\]$/);
    expect(capText('short')).toBe('short');
  });

  it('stays fast on lines made to be slow for the parser’s regular expressions (a 100,000-character "On ..." line took 17 s)', () => {
    for (const text of [`On ${'a '.repeat(100_000)}x`, `Le ${'a '.repeat(100_000)}x`, `On ${' <a@b> '.repeat(30_000)} wrote`, `On a\n`.repeat(100_000)]) {
      const started = performance.now();
      newTextOf(text);
      expect(performance.now() - started).toBeLessThan(1500);
    }
  });

  it('keeps a long line of new text whole, and cuts a long quoted line with its quote', () => {
    const long = `Here is the log: ${'0123456789'.repeat(300)}`;
    expect(newTextOf(`${long}\n\nOn Wed, Nov 25, 2026 at 10:00 AM Orisun <help@orisun.example> wrote:\n> ${'q'.repeat(3000)}\n> Hello`)).toBe(long);
    expect(newTextOf(`Thanks.\n\n> ${'q'.repeat(3000)}\n> more`)).toBe('Thanks.');
  });
});

describe('readInboundMail', () => {
  it('finds the reply token in the sub-address of any recipient and in our Message-IDs, and decodes name and subject', async () => {
    const mail = await read([
      'From: =?UTF-8?Q?Ad=C3=A9_Obi?= <ade@example.com>',
      `To: Helpdesk <help+${token.toUpperCase()}@orisun.example>`,
      'Cc: someone@example.com',
      'Subject: =?UTF-8?B?UmU6IMOJY3JhbiBub2ly?=',
      'Message-ID: <CAF=abc@mail.gmail.com>',
      `In-Reply-To: <ticket.${token}.a1b2c3@orisun.example>`,
      `References: <x@y> <ticket.${token}.a1b2c3@orisun.example>`,
      '',
      'Thanks!',
    ]);
    expect(mail).toMatchObject({
      messageKey: 'CAF=abc@mail.gmail.com',
      fromAddress: 'ade@example.com',
      fromName: 'Adé Obi',
      subject: 'Re: Écran noir',
      text: 'Thanks!',
      recipientTokens: [token],
      referenceTokens: [token],
      ignoreReason: undefined,
    });
  });

  it.each([
    ['fr', 'fr'],
    ['fr-BJ', 'fr'],
    ['EN-us', 'en'],
    ['de-DE, fr-FR (second language)', 'fr'],
    ['fr-FR, en', 'fr'],
    ['de', undefined],
    ['frisian', undefined],
  ])('takes Content-Language: %s as %s', async (header, language) => {
    expect((await read(['From: ade@example.com', `Content-Language: ${header}`, 'Subject: x', '', 'text'])).contentLanguage).toBe(language);
  });

  it('has no Content-Language language when the header is absent', async () => {
    expect((await read(['From: ade@example.com', 'Subject: x', '', 'Bonjour, nos factures sont en dollars depuis lundi.'])).contentLanguage).toBeUndefined();
  });

  it('takes the text of an HTML-only mail, quotes cut', async () => {
    const mail = await read([
      'From: ade@example.com',
      'Subject: Re: hi',
      'Content-Type: text/html; charset=utf-8',
      '',
      '<div dir="ltr">Fixed, <b>thanks</b>.</div><br><div class="gmail_quote"><div>On Wed, Nov 25, 2026 at 10:00 AM Orisun wrote:</div><blockquote>Hello</blockquote></div>',
    ]);
    expect(mail.text).toBe('Fixed, thanks.');
  });

  it.each([
    ['Auto-Submitted: auto-generated', /Auto-Submitted: auto-generated/],
    ['Precedence: junk', /Precedence: junk/],
    ['Precedence: list', /Precedence: list/],
    ['Precedence: auto_reply', /Precedence: auto_reply/],
    ['X-Autorespond: yes', /X-Autorespond/],
    ['Return-Path: <>', /empty Return-Path/],
  ])('ignores a mail with %s', async (header, reason) => {
    expect((await read(['From: ade@example.com', header, 'Subject: x', '', 'text'])).ignoreReason).toMatch(reason);
  });

  it('answers a mail with Auto-Submitted: no, Precedence: first-class or a Return-Path', async () => {
    const mail = await read(['From: ade@example.com', 'Auto-Submitted: no', 'Precedence: first-class', 'Return-Path: <ade@example.com>', 'Subject: x', '', 'text']);
    expect(mail.ignoreReason).toBeUndefined();
  });

  it.each([
    ['MAIL_FROM', 'Orisun <robot@orisun.example>', /our own mail/],
    ['the support mailbox', 'HELP@orisun.example', /our own mail/],
    ['a sub-address of the support mailbox', `help+${token}@orisun.example`, /our own mail/],
    ['postmaster', 'postmaster@example.com', /bounce/],
    ['MAILER-DAEMON', 'Mail Delivery Subsystem <MAILER-DAEMON@example.com>', /bounce/],
    ['no address at all', 'undisclosed-recipients:;', /no sender/],
  ])('ignores a mail from %s', async (_, from, reason) => {
    expect((await read([`From: ${from}`, 'Subject: x', '', 'text'])).ignoreReason).toMatch(reason);
  });

  it('keys a mail without a Message-ID by a hash of the whole message, the same for the same bytes', async () => {
    const lines = ['From: ade@example.com', 'Subject: x', '', 'text'];
    const [a, b, c] = await Promise.all([read(lines), read(lines), read([...lines, 'more'])]);
    expect(a.messageKey).toMatch(/^sha256:[0-9a-f]{64}$/);
    expect(b.messageKey).toBe(a.messageKey);
    expect(c.messageKey).not.toBe(a.messageKey);
  });

  it('never throws on garbage: no sender, no subject, nothing to answer', async () => {
    const mail = await readInboundMail(Buffer.from([0xff, 0xfe, 0x00, 0x01, 0x0d, 0x0a, 0x0d, 0x0a]), config);
    expect(mail.ignoreReason).toBeDefined();
  });
});
