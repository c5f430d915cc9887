import path from 'node:path';
import { isIP } from 'node:net';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { emailAddressSchema, forumLimits, newStaffAccountSchema } from '@orisun/api';
import { company, type OfficeId } from '@orisun/api/company';
import { passwordProblem } from './passwordPolicy.ts';

/** The repository root (packages/server/src -> ../../..), for defaults that point into the checkout. */
export const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));

export const logLevels = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof logLevels)[number];

export interface Config {
  /** TCP port to listen on. */
  port: number;
  /** Interface to listen on. */
  host: string;
  /** Absolute directory for the embedded database (`pglite/`), mail files and uploads. */
  dataDir: string;
  /** PostgreSQL connection URL; when set the server uses it instead of the embedded PGlite. */
  databaseUrl: string | undefined;
  /** The address people use to reach the site, without a trailing slash (links in mail, HSTS decision). */
  publicUrl: string;
  logLevel: LogLevel;
  /** Absolute directory of the built site (`site/dist/client`). */
  siteDir: string;
  /** `smtp://` or `smtps://` URL of the mail server; without it, mail is written as `.eml` files under `DATA_DIR/mail`. */
  smtpUrl: string | undefined;
  /** The sender of every mail, e.g. `Orisun Software <no-reply@orisun.software>`. */
  mailFrom: string;
  /** Where each kind of submission is mailed (`MAIL_TO_*`; defaults: the company's mailboxes, @orisun/api/company). */
  mailTo: MailRecipients;
  /** How many submissions one IP address may make to each public form per hour. */
  formRateLimitPerHour: number;
  /**
   * `TRUST_PROXY`: which reverse proxies in front of the server to believe about the client (`X-Forwarded-For`,
   * `-Host`, `-Proto`): `false` (off, the default: the peer is the client), a number of proxy hops, or the proxies'
   * addresses and ranges (`loopback`, `linklocal`, `uniquelocal` name the usual ones). Rate limits and the logs use
   * the address it gives.
   */
  trustProxy: false | number | string[];
  /** `METRICS_TOKEN`: a bearer token that lets a scraper read `/metrics` from elsewhere than this machine. */
  metricsToken: string | undefined;
  /**
   * `REDIS_URL` (`redis://` or `rediss://`): the request rate limits count there, shared by every server that uses
   * it; without it they count in PostgreSQL (rows) or, on PGlite, in the process.
   */
  redisUrl: string | undefined;
  /**
   * `CHECK_RESPONSES` (on or off, default off): every JSON answer is also checked against the contract's zod
   * schema and one that breaks it becomes a 500 instead (http/serializer.ts). The tests turn it on; it costs a third
   * of a list request's CPU time.
   */
  checkResponses: boolean;
  /**
   * `DESK_LIST_CACHE_SECONDS` (default 2; 0 = never): how long a process remembers the staff desk's list pages and
   * counters between the writes it answers. Its own writes (and the mail it reads) show at once; another server's,
   * and a ticket passing its promised time, within this time.
   */
  deskListCacheSeconds: number;
  /**
   * The first admin (`ADMIN_EMAIL` + `ADMIN_NAME` + `ADMIN_PASSWORD`), created at start when no staff account exists
   * yet; undefined when none of them is set. The name is what customers and colleagues see ("Ada Okafor answered").
   */
  firstAdmin: { email: string; name: string; password: string } | undefined;
  /**
   * The public origin of the site's canonical URLs and sitemap (`SITE_URL`, else `PUBLIC_URL`: the same the
   * prerender uses), for the server-rendered forum thread pages and the sitemap's thread entries.
   */
  siteUrl: string;
  /** The forum's posting limits (Discourse-like defaults); admin posts skip all but the minimum lengths. */
  forum: ForumConfig;
  /**
   * `SHUTDOWN_TIMEOUT_SECONDS` (default 10, Docker's wait before it kills): how long a SIGTERM or SIGINT may take to
   * finish the requests under way and close the database before the process exits anyway, with code 1. Keep it
   * below the time the process manager waits (Kubernetes: 30 s).
   */
  shutdownTimeoutSeconds: number;
  /**
   * `IMAP_URL` (+ `IMAP_POLL_SECONDS`, `IMAP_PROCESSED_MAILBOX`): the support mailbox the mail reader (mail/inbound/)
   * reads, so that customers' e-mail replies become replies on their tickets and new mail opens tickets; undefined:
   * no mail is read, and ticket mail is answered to the plain support address.
   */
  imap: ImapConfig | undefined;
}

/** The support mailbox to read over IMAP (`IMAP_URL`, e.g. `imaps://support%40example.com:app-password@imap.example.com/INBOX`). */
export interface ImapConfig {
  host: string;
  /** 993 for `imaps://`, 143 for `imap://`, unless the URL names one. */
  port: number;
  /** `imaps://`: TLS from the first byte. `imap://`: plain, upgraded with STARTTLS when the server offers it. */
  secure: boolean;
  user: string;
  password: string;
  /** The folder to read (the URL's path, default `INBOX`). */
  mailbox: string;
  /** `IMAP_POLL_SECONDS` (default 60, 1-3600): how often to look besides IDLE's news. */
  pollSeconds: number;
  /** `IMAP_PROCESSED_MAILBOX` (default `Processed`): where a mail goes, marked \Seen, once it is handled. */
  processedMailbox: string;
}

export interface ForumConfig {
  /** `FORUM_MIN_TITLE_LENGTH`: the shortest thread title (15). */
  minTitleLength: number;
  /** `FORUM_MIN_POST_LENGTH`: the shortest thread content or reply (20). */
  minPostLength: number;
  /** `FORUM_THREAD_INTERVAL_SECONDS`: a visitor's wait between two threads (15; 0 = none). */
  threadIntervalSeconds: number;
  /** `FORUM_REPLY_INTERVAL_SECONDS`: a visitor's wait between two replies (5; 0 = none). */
  replyIntervalSeconds: number;
  /** `FORUM_THREADS_PER_DAY`: threads per visitor, and per IP address, in 24 hours (20). */
  threadsPerDay: number;
  /** `FORUM_REPLIES_PER_DAY`: replies per visitor, and per IP address, in 24 hours (100). */
  repliesPerDay: number;
  /** `FORUM_DUPLICATE_MINUTES`: the same text by the same visitor is refused within this time (5; 0 = allowed). */
  duplicateMinutes: number;
  /** `FORUM_MAX_LINKS`: the most links in a visitor's post (2). */
  maxLinks: number;
  /** `FORUM_PREMODERATION`: a visitor's new thread waits for an admin's approval (off). */
  premoderation: boolean;
  /** `FORUM_REPORT_HIDE_THRESHOLD`: distinct visitors' open reports that hide a post until an admin decides (3). */
  reportHideThreshold: number;
  /** `FORUM_WRITES_PER_MINUTE`: forum writes (posts, likes, reports, solutions) per IP address and route per minute (60). */
  writesPerMinute: number;
  /** `FORUM_LIKES_PER_NETWORK_PER_HOUR`: likes from one network (an IPv4 /24 or IPv6 /48) in an hour (30). */
  likesPerNetworkPerHour: number;
  /** `FORUM_LIST_CACHE_SECONDS`: how long a process remembers what every visitor is shown by the thread list (its pages and counts), and the forum's pages as a reader without a cookie gets them, between its own writes (5; 0 = never). */
  listCacheSeconds: number;
  /** `FORUM_FOLLOW_BATCH_SECONDS`: replies to a followed thread within this time of the first go out in one mail (120). */
  followBatchSeconds: number;
  /** `FORUM_FOLLOWS_PER_HOUR`: follow requests, sign-in links and name changes per IP address and route per hour (10). */
  followsPerHour: number;
}

/** The forum's defaults (Discourse's for new users, where it has one). */
export const forumDefaults: ForumConfig = {
  // The lengths and the link cap are the contract's, so the page checks the same before sending.
  minTitleLength: forumLimits.titleMin,
  minPostLength: forumLimits.postMin,
  threadIntervalSeconds: 15,
  replyIntervalSeconds: 5,
  threadsPerDay: 20,
  repliesPerDay: 100,
  duplicateMinutes: 5,
  maxLinks: forumLimits.linksMax,
  premoderation: false,
  reportHideThreshold: 3,
  writesPerMinute: 60,
  likesPerNetworkPerHour: 30,
  listCacheSeconds: 5,
  followBatchSeconds: 120,
  followsPerHour: 10,
};

/** Where the site lives when neither `SITE_URL` nor `PUBLIC_URL` is set (site/src/layout/seo.ts's default, the prerender's). */
export const defaultSiteUrl = 'https://orisun.software';

/** The company's mailbox for each kind of submission, and the variable that overrides it. */
export const mailRecipientVariables = {
  briefs: 'MAIL_TO_BRIEFS',
  careers: 'MAIL_TO_CAREERS',
  consultants: 'MAIL_TO_CONSULTANTS',
  support: 'MAIL_TO_SUPPORT',
} as const;

/** Contact messages go to the chosen office: `MAIL_TO_LAGOS`, `MAIL_TO_OGBOMOSHO`, `MAIL_TO_COTONOU`. */
export const officeMailVariables = Object.fromEntries(
  company.offices.map((office) => [office.id, `MAIL_TO_${office.city.toUpperCase().replace(/[^A-Z0-9]+/g, '_')}`]),
) as Record<OfficeId, string>;

export type MailRecipients = { [K in keyof typeof mailRecipientVariables]: string } & {
  /** By office id (1 Lagos, 2 Ogbomosho, 3 Cotonou). */
  offices: Record<OfficeId, string>;
};

const defaultMailRecipients: Omit<MailRecipients, 'offices'> = {
  briefs: company.email,
  careers: company.mailboxes.careers,
  consultants: company.mailboxes.consultants,
  support: company.mailboxes.support,
};

/** Thrown by `loadConfig` with a one-line message naming the variable, e.g. for `PORT=abc`. */
export class ConfigError extends Error {
  override readonly name = 'ConfigError';
  readonly variable: string;
  constructor(variable: string, problem: string, value: string) {
    super(`Invalid configuration: ${variable} ${problem} (got ${JSON.stringify(value)})`);
    this.variable = variable;
  }
}

type Env = Readonly<Record<string, string | undefined>>;

/** An unset or blank variable counts as unset, so `DATABASE_URL=` in a .env file means "use PGlite". */
function read(env: Env, name: string): string | undefined {
  const value = env[name]?.trim();
  return value === undefined || value === '' ? undefined : value;
}

/** Parses one variable with its schema, or throws a ConfigError whose message is the schema's sentence. */
function parseVariable<T>(env: Env, name: string, schema: z.ZodType<T>, fallback: () => T): T {
  const raw = read(env, name);
  if (raw === undefined) return fallback();
  const result = schema.safeParse(raw);
  if (result.success) return result.data;
  throw new ConfigError(name, result.error.issues[0]?.message ?? 'is invalid', raw);
}

const portSchema = z
  .string()
  .regex(/^\d+$/, 'must be an integer from 1 to 65535')
  .transform(Number)
  .refine((port) => port >= 1 && port <= 65535, 'must be an integer from 1 to 65535');

const hostSchema = z.string().regex(/^[\w.:-]+$/, 'must be a host name or IP address, like 127.0.0.1 or 0.0.0.0');

const httpUrlSchema = z
  .string()
  .refine((value) => URL.canParse(value) && /^https?:$/.test(new URL(value).protocol), 'must be an http(s) URL')
  .transform((value) => value.replace(/\/+$/, ''));

const databaseUrlSchema = z
  .string()
  .refine(
    (value) => URL.canParse(value) && /^postgres(ql)?:$/.test(new URL(value).protocol),
    'must be a postgres:// or postgresql:// URL',
  );

const smtpUrlSchema = z
  .string()
  .refine((value) => URL.canParse(value) && /^smtps?:$/.test(new URL(value).protocol), 'must be an smtp:// or smtps:// URL');

/** One address, optionally with a display name: `a@b.c` or `Name <a@b.c>`, on one line. */
const mailboxSchema = z
  .string()
  .refine((value) => /^(?:[^<>\r\n]*<[^\s<>@]+@[^\s<>@]+\.[^\s<>@]+>|[^\s<>@]+@[^\s<>@]+\.[^\s<>@]+)$/.test(value), 'must be an e-mail address, like team@example.com or "Team <team@example.com>"');

const perHourSchema = z
  .string()
  .regex(/^\d+$/, 'must be a whole number from 1 to 100000')
  .transform(Number)
  .refine((n) => n >= 1 && n <= 100_000, 'must be a whole number from 1 to 100000');

/** A whole number from `min` to `max`. */
const wholeNumberSchema = (min: number, max: number) =>
  z
    .string()
    .regex(/^\d+$/, `must be a whole number from ${min} to ${max}`)
    .transform(Number)
    .refine((n) => n >= min && n <= max, `must be a whole number from ${min} to ${max}`);

/** An IPv4 or IPv6 address, with or without a CIDR prefix, or one of proxy-addr's named ranges. */
function isProxyAddress(value: string): boolean {
  if (['loopback', 'linklocal', 'uniquelocal'].includes(value)) return true;
  const [address = '', prefix, ...rest] = value.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128);
}

const trustProxyMessage = 'must be off, a number of proxies from 1 to 10, or a comma-separated list of proxy addresses (like 127.0.0.1,10.0.0.0/8)';
const trustProxySchema = z.string().transform((raw, context): false | number | string[] => {
  const value = raw.trim();
  if (['off', 'false', '0', ''].includes(value)) return false;
  if (/^\d+$/.test(value)) {
    const hops = Number(value);
    if (hops >= 1 && hops <= 10) return hops;
  } else {
    const addresses = value.split(',').map((part) => part.trim());
    if (addresses.every(isProxyAddress)) return addresses;
  }
  context.addIssue({ code: 'custom', message: trustProxyMessage });
  return z.NEVER;
});

const redisUrlSchema = z
  .string()
  .refine((value) => URL.canParse(value) && /^rediss?:$/.test(new URL(value).protocol), 'must be a redis:// or rediss:// URL');

const metricsTokenSchema = z
  .string()
  .regex(/^[\x21-\x7E]{24,200}$/, 'must be 24 to 200 printable characters without spaces (a random token, like the output of openssl rand -hex 24)');

const switchSchema = z
  .enum(['on', 'off', 'true', 'false', '1', '0'], { error: 'must be on or off' })
  .transform((value) => value === 'on' || value === 'true' || value === '1');

function readForum(env: Env): ForumConfig {
  const number = (name: string, min: number, max: number, fallback: number) => parseVariable(env, name, wholeNumberSchema(min, max), () => fallback);
  const d = forumDefaults;
  return {
    minTitleLength: number('FORUM_MIN_TITLE_LENGTH', 1, 200, d.minTitleLength),
    minPostLength: number('FORUM_MIN_POST_LENGTH', 1, 20_000, d.minPostLength),
    threadIntervalSeconds: number('FORUM_THREAD_INTERVAL_SECONDS', 0, 86_400, d.threadIntervalSeconds),
    replyIntervalSeconds: number('FORUM_REPLY_INTERVAL_SECONDS', 0, 86_400, d.replyIntervalSeconds),
    threadsPerDay: number('FORUM_THREADS_PER_DAY', 1, 100_000, d.threadsPerDay),
    repliesPerDay: number('FORUM_REPLIES_PER_DAY', 1, 100_000, d.repliesPerDay),
    duplicateMinutes: number('FORUM_DUPLICATE_MINUTES', 0, 10_080, d.duplicateMinutes),
    maxLinks: number('FORUM_MAX_LINKS', 0, 1_000, d.maxLinks),
    premoderation: parseVariable(env, 'FORUM_PREMODERATION', switchSchema, () => d.premoderation),
    reportHideThreshold: number('FORUM_REPORT_HIDE_THRESHOLD', 1, 1_000, d.reportHideThreshold),
    writesPerMinute: number('FORUM_WRITES_PER_MINUTE', 1, 100_000, d.writesPerMinute),
    likesPerNetworkPerHour: number('FORUM_LIKES_PER_NETWORK_PER_HOUR', 1, 100_000, d.likesPerNetworkPerHour),
    listCacheSeconds: number('FORUM_LIST_CACHE_SECONDS', 0, 3_600, d.listCacheSeconds),
    followBatchSeconds: number('FORUM_FOLLOW_BATCH_SECONDS', 0, 86_400, d.followBatchSeconds),
    followsPerHour: number('FORUM_FOLLOWS_PER_HOUR', 1, 100_000, d.followsPerHour),
  };
}

const logLevelSchema = z.enum(logLevels, { error: `must be one of ${logLevels.join(', ')}` });

const directorySchema = (cwd: string) => z.string().transform((dir) => path.resolve(cwd, dir));

/**
 * `ADMIN_EMAIL`, `ADMIN_NAME` and `ADMIN_PASSWORD`: all three or none; the name is one line of at most 100
 * characters, the password must pass the password policy.
 */
function readFirstAdmin(env: Env): Config['firstAdmin'] {
  const email = read(env, 'ADMIN_EMAIL');
  const name = read(env, 'ADMIN_NAME');
  // The password is taken as it is (spaces are part of a passphrase); only an unset or empty one counts as unset.
  const password = env.ADMIN_PASSWORD === undefined || env.ADMIN_PASSWORD === '' ? undefined : env.ADMIN_PASSWORD;
  if (email === undefined && password === undefined && name === undefined) return undefined;
  if (email === undefined) throw new ConfigError('ADMIN_EMAIL', 'must be set with ADMIN_NAME and ADMIN_PASSWORD', '');
  if (!emailAddressSchema.safeParse(email).success) throw new ConfigError('ADMIN_EMAIL', 'must be an e-mail address, like admin@example.com', email);
  if (name === undefined) throw new ConfigError('ADMIN_NAME', 'must be set with ADMIN_EMAIL: the name customers see on answers, like "Ada Okafor"', '');
  const nameCheck = newStaffAccountSchema.shape.name.safeParse(name);
  if (!nameCheck.success) throw new ConfigError('ADMIN_NAME', 'must be one line of at most 100 characters, like "Ada Okafor"', name);
  if (password === undefined) throw new ConfigError('ADMIN_PASSWORD', 'must be set with ADMIN_EMAIL', '');
  const problem = passwordProblem(password);
  // Never echo a password, even a refused one.
  if (problem) throw new ConfigError('ADMIN_PASSWORD', `is refused: ${problem}`, '(hidden)');
  return { email, name: nameCheck.data, password };
}

/** An IMAP folder name: printable, one line, at most 200 characters. */
// eslint-disable-next-line no-control-regex -- control characters are what it refuses
const mailboxNameSchema = z.string().regex(/^[^\x00-\x1F\x7F]{1,200}$/, 'must be a folder name of 1 to 200 printable characters');

const imapUrlMessage = 'must be an imap:// or imaps:// URL with a user name and password, like imaps://user:password@imap.example.com:993/INBOX';

/** `IMAP_URL` with its password hidden, for an error message. */
function withoutPassword(raw: string): string {
  return raw.replace(/^([a-z]+:\/\/[^:@/]*:)[^@]*@/i, '$1***@');
}

/** `IMAP_URL`, `IMAP_POLL_SECONDS`, `IMAP_PROCESSED_MAILBOX`. A refused URL is shown without its password. */
function readImap(env: Env): ImapConfig | undefined {
  const raw = read(env, 'IMAP_URL');
  const pollSeconds = parseVariable(env, 'IMAP_POLL_SECONDS', wholeNumberSchema(1, 3600), () => 60);
  const processedMailbox = parseVariable(env, 'IMAP_PROCESSED_MAILBOX', mailboxNameSchema, () => 'Processed');
  if (raw === undefined) return undefined;
  const url = URL.canParse(raw) ? new URL(raw) : undefined;
  if (!url || !/^imaps?:$/.test(url.protocol) || url.hostname === '' || url.username === '' || url.password === '' || url.search !== '' || url.hash !== '') {
    throw new ConfigError('IMAP_URL', imapUrlMessage, withoutPassword(raw));
  }
  const secure = url.protocol === 'imaps:';
  let user: string;
  let password: string;
  let mailbox: string;
  try {
    user = decodeURIComponent(url.username);
    password = decodeURIComponent(url.password);
    mailbox = decodeURIComponent(url.pathname.replace(/^\/+/, '').replace(/\/+$/, '')) || 'INBOX';
  } catch {
    throw new ConfigError('IMAP_URL', 'has a broken %-escape (write @ as %40 and : as %3A in the user name and password)', withoutPassword(raw));
  }
  if (!mailboxNameSchema.safeParse(mailbox).success) throw new ConfigError('IMAP_URL', 'names a folder with control characters', withoutPassword(raw));
  if (mailbox === processedMailbox) {
    throw new ConfigError('IMAP_PROCESSED_MAILBOX', 'must be another folder than the one IMAP_URL reads', processedMailbox);
  }
  return { host: url.hostname.replace(/^\[|\]$/g, ''), port: url.port === '' ? (secure ? 993 : 143) : Number(url.port), secure, user, password, mailbox, pollSeconds, processedMailbox };
}

/**
 * Reads the server configuration from environment variables. Pure: the same env gives the same config,
 * and a bad value throws a ConfigError with one line naming the variable.
 * Relative directories resolve against `cwd` (default: the process's working directory).
 */
export function loadConfig(env: Env, cwd: string = process.cwd()): Config {
  const port = parseVariable(env, 'PORT', portSchema, () => 3000);
  return {
    port,
    host: parseVariable(env, 'HOST', hostSchema, () => '127.0.0.1'),
    dataDir: parseVariable(env, 'DATA_DIR', directorySchema(cwd), () => path.join(repoRoot, 'data')),
    databaseUrl: parseVariable<string | undefined>(env, 'DATABASE_URL', databaseUrlSchema, () => undefined),
    publicUrl: parseVariable(env, 'PUBLIC_URL', httpUrlSchema, () => `http://localhost:${port}`),
    logLevel: parseVariable(env, 'LOG_LEVEL', logLevelSchema, () => 'info'),
    siteDir: parseVariable(env, 'SITE_DIR', directorySchema(cwd), () => path.join(repoRoot, 'site', 'dist', 'client')),
    smtpUrl: parseVariable<string | undefined>(env, 'SMTP_URL', smtpUrlSchema, () => undefined),
    mailFrom: parseVariable(env, 'MAIL_FROM', mailboxSchema, () => `${company.name} <no-reply@${company.email.split('@')[1]}>`),
    mailTo: {
      ...(Object.fromEntries(
        Object.entries(mailRecipientVariables).map(([key, variable]) => [
          key,
          parseVariable(env, variable, mailboxSchema, () => defaultMailRecipients[key as keyof typeof defaultMailRecipients]),
        ]),
      ) as Omit<MailRecipients, 'offices'>),
      offices: Object.fromEntries(
        company.offices.map((office) => [office.id, parseVariable(env, officeMailVariables[office.id], mailboxSchema, () => office.email)]),
      ) as Record<OfficeId, string>,
    },
    formRateLimitPerHour: parseVariable(env, 'FORM_RATE_LIMIT_PER_HOUR', perHourSchema, () => 20),
    trustProxy: parseVariable(env, 'TRUST_PROXY', trustProxySchema, () => false),
    metricsToken: parseVariable<string | undefined>(env, 'METRICS_TOKEN', metricsTokenSchema, () => undefined),
    redisUrl: parseVariable<string | undefined>(env, 'REDIS_URL', redisUrlSchema, () => undefined),
    checkResponses: parseVariable(env, 'CHECK_RESPONSES', switchSchema, () => false),
    deskListCacheSeconds: parseVariable(env, 'DESK_LIST_CACHE_SECONDS', wholeNumberSchema(0, 3_600), () => 2),
    firstAdmin: readFirstAdmin(env),
    siteUrl: parseVariable(env, 'SITE_URL', httpUrlSchema, () => parseVariable(env, 'PUBLIC_URL', httpUrlSchema, () => defaultSiteUrl)),
    forum: readForum(env),
    shutdownTimeoutSeconds: parseVariable(env, 'SHUTDOWN_TIMEOUT_SECONDS', wholeNumberSchema(1, 600), () => 10),
    imap: readImap(env),
  };
}

/** The database a config points at, for messages: never prints a password. */
export function describeDatabase(config: Pick<Config, 'dataDir' | 'databaseUrl'>): string {
  if (!config.databaseUrl) return `PGlite in ${path.join(config.dataDir, 'pglite')}`;
  const url = new URL(config.databaseUrl);
  return `PostgreSQL at ${url.hostname}${url.port ? `:${url.port}` : ''}${url.pathname}`;
}
