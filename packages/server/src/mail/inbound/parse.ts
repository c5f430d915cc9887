import { createHash } from 'node:crypto';
import EmailReplyParser from 'email-reply-parser';
import { simpleParser, type AddressObject, type HeaderValue, type ParsedMail } from 'mailparser';
import { emailAddressSchema } from '@orisun/api';
import { siteLanguages, type SiteLanguage } from '@orisun/api/languages';
import type { Config } from '../../config.ts';
import { mailboxParts } from '../tickets.ts';

/*
 * Reading one mail of the support mailbox: who sent it, which ticket it answers (the reply token of the Reply-To
 * sub-address, or of our Message-ID in In-Reply-To/References), its subject, and only the new text of it (the quoted
 * history cut off). And whether to leave it alone: auto-replies, bounces and our own mail are never answered, or the
 * desk and an auto-responder would mail each other for ever.
 */

/**
 * The support form's limits (`supportRequestSchema` and `clientReplySchema` in @orisun/api), which a mail gets too:
 * a longer name or subject is cut with an ellipsis, a longer text is cut with a note saying so (the whole mail stays in
 * the mailbox's processed folder), rather than the mail being dropped.
 */
export const inboundLimits = { name: 100, subject: 200, message: 5000 } as const;

/** What a mail with no new text (only quoted history, or only attachments) says on the ticket. */
export const noTextPlaceholder = '(The mail had no text of its own.)';

/** A subject for a mail that has none. */
export const noSubjectPlaceholder = '(no subject)';

export interface InboundMail {
  /** The mail's Message-ID without brackets, or `sha256:<hex>` of the whole message when it has none: its key in `inbound_mail`. */
  messageKey: string;
  /** The sender's address from From (as written), or '' when there is none. */
  fromAddress: string;
  /** The sender's name: From's display name, else the address's local part; cut to `inboundLimits.name`. */
  fromName: string;
  /** The decoded subject as text, on one line, cut to `inboundLimits.subject`; `(no subject)` when empty. */
  subject: string;
  /** The new text of the mail (quoted history and signature separators cut off), cut to `inboundLimits.message`. */
  text: string;
  /**
   * The site's language named by the mail's `Content-Language` header (the first tag of one: `fr-BJ` is French), or
   * undefined when it has none of them. A new ticket by mail takes it first (language.ts).
   */
  contentLanguage: SiteLanguage | undefined;
  /** Reply tokens found in the recipients' sub-addresses (`support+<token>@`), first choice. */
  recipientTokens: string[];
  /** Reply tokens found in In-Reply-To and References (our `<ticket.<token>.<random>@...>` Message-IDs). */
  referenceTokens: string[];
  /** Why the mail must not be answered (an auto-reply, a bounce, our own mail...); undefined when it is a person's mail. */
  ignoreReason: string | undefined;
  /** The mail's attached files as they came (handle.ts keeps the images and PDFs of at most 5 MB, by content). */
  attachments: InboundAttachment[];
}

/** One file of a mail: its name as the sender gave it (to show only) and its bytes. */
export interface InboundAttachment {
  filename: string | undefined;
  content: Buffer;
}

type InboundConfig = Pick<Config, 'mailFrom' | 'mailTo' | 'publicUrl'>;

const token = /^[0-9a-f]{32}$/;

/** Control characters other than tab and line feed, which PostgreSQL (NUL) or a one-line field cannot hold. */
// eslint-disable-next-line no-control-regex -- control characters are what it removes
const controlCharacters = /[\u0000-\u0008\u000B-\u001F\u007F-\u009F\u2028\u2029]/g;

/** One line of text: control characters and line breaks become spaces, runs of white space one, trimmed. */
export function oneLine(text: string, max: number): string {
  const line = text.replace(/[\r\n\t]+/g, ' ').replace(controlCharacters, ' ').replace(/\s+/g, ' ').trim();
  return line.length <= max ? line : `${line.slice(0, max - 1).trimEnd()}…`;
}

/** Text of several lines: CRLF as LF, no control characters, no trailing spaces on lines, at most two blank lines in a row. */
function cleanText(text: string): string {
  return text
    .replace(/\r\n?/g, '\n')
    .replace(controlCharacters, '')
    .split('\n')
    .map((line) => line.trimEnd())
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/** The text cut to `max` characters, with a note saying so. */
export function capText(text: string, max: number = inboundLimits.message): string {
  if (text.length <= max) return text;
  const note = `\n\n[Shortened to ${max} characters. The whole mail is in the support mailbox.]`;
  return `${text.slice(0, max - note.length).trimEnd()}${note}`;
}

/**
 * What the reply parser is given at most. Its regular expressions take time that grows with the square of a line's
 * length (measured: a single 100,000-character line starting with `On ` took 17 s, blocking the server; 1,000
 * characters take about 2 ms), so it sees the first 32,000 characters, with each line over 1,000 characters (never a
 * quote header) stood in for by a short marker and put back afterwards. The text kept is at most 5,000 characters
 * anyway, and the new text comes first.
 */
const parserInputMax = 32_000;
const parserLineMax = 1_000;
const markerStart = '\uE000';
const markerEnd = '\uE001';

/**
 * Only what the sender wrote this time: the quoted history under `On ... wrote:`, `-----Original Message-----`,
 * Outlook's `From:/Sent:` block and `>` lines, and signatures after `-- `, cut off by `email-reply-parser` (Crisp's
 * port of GitHub's). Inline answers between quotes keep the answers.
 */
export function newTextOf(text: string): string {
  let cleaned = cleanText(text.replaceAll(markerStart, '').replaceAll(markerEnd, ''));
  if (cleaned === '') return '';
  if (cleaned.length > parserInputMax) {
    const lastBreak = cleaned.lastIndexOf('\n', parserInputMax);
    cleaned = cleaned.slice(0, lastBreak > parserInputMax / 2 ? lastBreak : parserInputMax);
  }
  const long: string[] = [];
  const guarded = cleaned
    .split('\n')
    .map((line) => (line.length > parserLineMax ? `${/^[>\s]*/.exec(line)![0]}${markerStart}${long.push(line) - 1}${markerEnd}` : line))
    .join('\n');
  const visible = new EmailReplyParser().read(guarded).getVisibleText();
  const restored = visible.replace(new RegExp(`^([>\\s]*)${markerStart}(\\d+)${markerEnd}`, 'gm'), (_, _prefix: string, index: string) => long[Number(index)] ?? '');
  return cleanText(restored);
}

const addressesOf = (field: AddressObject | AddressObject[] | undefined): string[] =>
  (Array.isArray(field) ? field : field ? [field] : [])
    .flatMap((object) => object.value)
    .flatMap((entry) => [entry.address ?? '', ...(entry.group ?? []).map((member) => member.address ?? '')])
    .filter((address) => address !== '');

const headerText = (value: HeaderValue | undefined): string => {
  if (value === undefined || value === null) return '';
  if (typeof value === 'string') return value;
  if (value instanceof Date) return value.toISOString();
  if (Array.isArray(value)) return value.map((v) => headerText(v as HeaderValue)).join(' ');
  if (typeof value === 'object' && 'value' in value) {
    const inner = value.value;
    if (typeof inner === 'string') return inner;
    if (Array.isArray(inner)) return inner.map((entry) => ('address' in entry ? (entry.address ?? '') : '')).join(' ');
  }
  return String(value);
};

/** The address part of an address field (`Name <a@b>` -> `a@b`), lower-cased. */
const bareAddress = (mailbox: string) => {
  const { local, domain } = mailboxParts(mailbox);
  return `${local}@${domain}`.toLowerCase();
};

/** `support+<token>@` in any recipient field, and the envelope recipients some servers add. */
function recipientTokensOf(parsed: ParsedMail): string[] {
  const envelope = ['delivered-to', 'x-original-to', 'envelope-to', 'x-envelope-to'].flatMap((name) => headerText(parsed.headers.get(name)).split(/[\s,]+/));
  const addresses = [...addressesOf(parsed.to), ...addressesOf(parsed.cc), ...envelope];
  const tokens = addresses.map((address) => /\+([0-9a-fA-F]{32})@/.exec(address)?.[1]?.toLowerCase()).filter((t): t is string => t !== undefined && token.test(t));
  return [...new Set(tokens)];
}

/** Our Message-IDs (`<ticket.<token>.<random>@domain>`, mail/tickets.ts) named by In-Reply-To or References. */
function referenceTokensOf(parsed: ParsedMail): string[] {
  const ids = [parsed.inReplyTo ?? '', ...(Array.isArray(parsed.references) ? parsed.references : [parsed.references ?? ''])].join(' ');
  const tokens = [...ids.matchAll(/<ticket\.([0-9a-fA-F]{32})\.[0-9a-zA-Z]+@[^<>\s]+>/g)].map((match) => match[1]!.toLowerCase());
  // In-Reply-To first (the mail the customer answered), then References.
  return [...new Set(tokens)];
}

/**
 * Why this mail must not be answered, or undefined. Each rule keeps mail loops away (RFC 3834 and what mail servers
 * actually send): an auto-reply would be answered with a "we received your request", which the auto-responder answers
 * again, for ever.
 */
function ignoreReasonOf(parsed: ParsedMail, fromAddress: string, config: InboundConfig): string | undefined {
  const header = (name: string) => headerText(parsed.headers.get(name)).trim().toLowerCase();
  const autoSubmitted = header('auto-submitted');
  if (autoSubmitted !== '' && autoSubmitted.split(/[\s;]/)[0] !== 'no') return `an automatic mail (Auto-Submitted: ${autoSubmitted.slice(0, 40)})`;
  const precedence = header('precedence');
  if (['bulk', 'junk', 'list', 'auto_reply'].includes(precedence)) return `an automatic or list mail (Precedence: ${precedence})`;
  if (parsed.headers.has('x-autoreply') || parsed.headers.has('x-autorespond')) return 'an auto-reply (X-Autoreply or X-Autorespond)';
  if (/^auto-?reply|^autoresponder/i.test(header('x-mailer'))) return 'an auto-reply (X-Mailer)';
  const contentType = header('content-type');
  if (contentType === 'multipart/report') return 'a delivery or read report (multipart/report)';
  if (parsed.headers.has('return-path') && headerText(parsed.headers.get('return-path')).trim().replace(/[<>]/g, '') === '') {
    return 'a bounce (empty Return-Path)';
  }
  if (fromAddress === '') return 'no sender address';
  const local = fromAddress.slice(0, fromAddress.lastIndexOf('@')).toLowerCase();
  if (['mailer-daemon', 'postmaster'].includes(local)) return `a bounce (from ${local})`;
  const lower = fromAddress.toLowerCase();
  const support = mailboxParts(config.mailTo.support);
  const ownAddresses = [bareAddress(config.mailFrom), `${support.local}@${support.domain}`.toLowerCase()];
  const supportPlus = new RegExp(`^${support.local.toLowerCase().replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\+[^@]*@${support.domain.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);
  if (ownAddresses.includes(lower) || supportPlus.test(lower)) return 'our own mail (from the desk’s own address)';
  if (!emailAddressSchema.safeParse(fromAddress).success) return 'a sender address that is not one';
  return undefined;
}

/**
 * The first of the site's languages that `Content-Language` names: RFC 3282 allows a list of tags (`fr-FR, en`) and
 * comments in parentheses; a tag counts by its primary subtag, in any case.
 */
function contentLanguageOf(parsed: ParsedMail): SiteLanguage | undefined {
  const tags = headerText(parsed.headers.get('content-language')).replace(/\([^)]*\)/g, ' ').split(/[\s,]+/);
  const isSiteLanguage = (primary: string): primary is SiteLanguage => (siteLanguages as readonly string[]).includes(primary);
  return tags.map((tag) => tag.split('-')[0]!.toLowerCase()).find(isSiteLanguage);
}

/** The mail's key: its Message-ID without brackets (cut or hashed when absurdly long), else a hash of the whole message. */
function messageKeyOf(messageId: string | undefined, source: Buffer): string {
  const id = messageId?.trim().replace(/^<|>$/g, '');
  if (id && id.length <= 500 && /^[\x21-\x7E]+$/.test(id)) return id;
  if (id) return `sha256:${createHash('sha256').update(id).digest('hex')}`;
  return `sha256:${createHash('sha256').update(source).digest('hex')}`;
}

/** A mail that could not be read at all (mailparser threw): kept as processed, ignored, with the reason. */
export function unreadableMail(source: Buffer, error: unknown): InboundMail {
  return {
    messageKey: messageKeyOf(undefined, source),
    fromAddress: '',
    fromName: '',
    subject: '',
    text: '',
    contentLanguage: undefined,
    recipientTokens: [],
    referenceTokens: [],
    attachments: [],
    ignoreReason: `an unreadable message (${oneLine(error instanceof Error ? error.message : String(error), 200)})`,
  };
}

/**
 * Reads a raw RFC 5322 message with `mailparser`. The text part is preferred; a mail with only HTML gets mailparser's
 * text of it (`html-to-text`; quotes become `>` lines). Its attachments come as they are (inline images included: a
 * screenshot pasted into the mail is one); handle.ts decides which are kept.
 */
export async function readInboundMail(source: Buffer, config: InboundConfig): Promise<InboundMail> {
  let parsed: ParsedMail;
  try {
    parsed = await simpleParser(source, { skipImageLinks: true, skipTextToHtml: true, skipTextLinks: true, keepCidLinks: false });
  } catch (error) {
    return unreadableMail(source, error);
  }
  const from = parsed.from?.value[0];
  const fromAddress = (from?.address ?? '').trim();
  const local = fromAddress.includes('@') ? fromAddress.slice(0, fromAddress.lastIndexOf('@')) : fromAddress;
  const fromName = oneLine(from?.name || local, inboundLimits.name) || oneLine(local, inboundLimits.name);
  const subject = oneLine(parsed.subject ?? '', inboundLimits.subject) || noSubjectPlaceholder;
  const text = capText(newTextOf(typeof parsed.text === 'string' ? parsed.text : '')) || noTextPlaceholder;
  return {
    messageKey: messageKeyOf(parsed.messageId, source),
    fromAddress,
    fromName,
    subject,
    text,
    contentLanguage: contentLanguageOf(parsed),
    recipientTokens: recipientTokensOf(parsed),
    referenceTokens: referenceTokensOf(parsed),
    ignoreReason: ignoreReasonOf(parsed, fromAddress, config),
    attachments: parsed.attachments.map((a) => ({ filename: a.filename, content: a.content })),
  };
}
