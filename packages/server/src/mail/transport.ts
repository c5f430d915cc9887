import { randomBytes } from 'node:crypto';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type Mail from 'nodemailer/lib/mailer';
import { encodeWord } from 'nodemailer/lib/mime-funcs';
import type { Config } from '../config.ts';
import type { MailHeaders } from '../db/schema.ts';

/** One message ready to go: addresses already validated, stored attachments as absolute paths. */
export interface OutgoingMail {
  /** Stable per outbox row, so a message sent twice (crash between send and commit) is recognisable. */
  messageId: string;
  from: string;
  to: string;
  replyTo?: string | undefined;
  subject: string;
  text: string;
  /** Each with an absolute `path`, or its `content` as text. */
  attachments: ({ filename: string; contentType: string } & ({ path: string } | { content: string }))[];
  /** Extra header fields, already checked by the outbox (`checkedMailHeaders`). */
  headers?: MailHeaders | undefined;
}

export interface MailTransport {
  /** `SMTP smtp.example.com:587` or `.eml files in /data/mail`, for the start-up log. */
  readonly description: string;
  send(mail: OutgoingMail): Promise<void>;
  close(): void;
}

/**
 * A person's text (a ticket's subject, a name) made safe for an unstructured header such as Subject: on one
 * line (any CR or LF becomes a space), and, when it holds `=?` (the start of an RFC 2047 encoded-word),
 * encoded by us as a whole. nodemailer encodes only non-ASCII text and passes an ASCII look-alike such as
 * `=?utf-8?Q?a=0D=0ABcc:_x@evil.test?=` through as is, which a mail client would decode into other text
 * (there a line break and a Bcc line); encoded, it decodes back to exactly what the person typed.
 */
export function headerText(value: string): string {
  const oneLine = value.replace(/[\r\n]+/g, ' ');
  return oneLine.includes('=?') ? encodeWord(oneLine, 'Q', 52) : oneLine;
}

function toNodemailer(mail: OutgoingMail): Mail.Options {
  return {
    messageId: mail.messageId,
    from: mail.from,
    to: mail.to,
    ...(mail.replyTo ? { replyTo: mail.replyTo } : {}),
    subject: headerText(mail.subject),
    text: mail.text,
    attachments: mail.attachments.map((a) =>
      'path' in a ? { filename: a.filename, path: a.path, contentType: a.contentType } : { filename: a.filename, content: a.content, contentType: a.contentType },
    ),
    // `prepared`: the values go out exactly as given (one line of ASCII each, checked by the outbox),
    // not folded or encoded: a List-Unsubscribe URL must stay whole for mail clients to use it.
    ...(mail.headers && Object.keys(mail.headers).length > 0
      ? { headers: Object.fromEntries(Object.entries(mail.headers).map(([name, value]) => [name, { prepared: true, value }])) }
      : {}),
    // Header values are encoded by nodemailer (the subject by `headerText` when it looks encoded already);
    // our schemas also refuse line breaks in anything that reaches a header (names, subjects, addresses),
    // so no field can add a header. Display names in From/To come from the configuration, never a visitor.
    disableFileAccess: false,
    disableUrlAccess: true,
  };
}

/** Sends through the SMTP server of `SMTP_URL` (nodemailer; `smtps://` for implicit TLS). */
function smtpTransport(smtpUrl: string): MailTransport {
  const url = new URL(smtpUrl);
  const transporter = nodemailer.createTransport(smtpUrl);
  return {
    description: `SMTP ${url.hostname}:${url.port || (url.protocol === 'smtps:' ? 465 : 587)}`,
    async send(mail) {
      await transporter.sendMail(toNodemailer(mail));
    },
    close: () => transporter.close(),
  };
}

/**
 * Writes each mail as an RFC 5322 `.eml` file under `DATA_DIR/mail` (no SMTP server configured):
 * nothing is lost, and a developer can open the files in any mail client. The file appears whole
 * or not at all (written aside, then renamed).
 */
function fileTransport(dataDir: string): MailTransport {
  const dir = path.join(dataDir, 'mail');
  const transporter = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'windows' });
  return {
    description: `.eml files in ${dir}`,
    async send(mail) {
      const info = await transporter.sendMail(toNodemailer(mail));
      await mkdir(dir, { recursive: true });
      const stamp = new Date().toISOString().replace(/[:.]/g, '-');
      const name = `${stamp}-${mail.messageId.replace(/[^\w.-]/g, '_')}.eml`;
      const partial = path.join(dir, `.${name}.${randomBytes(4).toString('hex')}.partial`);
      await writeFile(partial, info.message as Buffer);
      await rename(partial, path.join(dir, name));
    },
    close: () => transporter.close(),
  };
}

/** SMTP when `SMTP_URL` is set, otherwise `.eml` files under `DATA_DIR/mail`. */
export function createMailTransport(config: Pick<Config, 'smtpUrl' | 'dataDir'>): MailTransport {
  return config.smtpUrl ? smtpTransport(config.smtpUrl) : fileTransport(config.dataDir);
}
