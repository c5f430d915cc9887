import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, describeDatabase, forumDefaults, loadConfig, repoRoot } from './config.ts';

function configError(env: Record<string, string>): ConfigError {
  try {
    loadConfig(env);
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return error as ConfigError;
  }
  throw new Error('expected loadConfig to throw');
}

describe('loadConfig', () => {
  it('uses working defaults when nothing is set', () => {
    const config = loadConfig({}, '/srv/orisun');
    expect(config).toEqual({
      port: 3000,
      host: '127.0.0.1',
      dataDir: path.join(repoRoot, 'data'),
      databaseUrl: undefined,
      publicUrl: 'http://localhost:3000',
      logLevel: 'info',
      siteDir: path.join(repoRoot, 'site', 'dist', 'client'),
      smtpUrl: undefined,
      mailFrom: 'Orisun Software <no-reply@orisun.software>',
      mailTo: {
        briefs: 'hello@orisun.software',
        careers: 'careers@orisun.software',
        consultants: 'experts@orisun.software',
        support: 'support@orisun.software',
        offices: { 1: 'lagos@orisun.software', 2: 'ogbomosho@orisun.software', 3: 'cotonou@orisun.software' },
      },
      formRateLimitPerHour: 20,
      trustProxy: false,
      metricsToken: undefined,
      checkResponses: false,
      deskListCacheSeconds: 2,
      siteUrl: 'https://orisun.software',
      forum: forumDefaults,
      shutdownTimeoutSeconds: 10,
    });
  });

  it('reads every variable, resolving relative directories against the working directory', () => {
    const config = loadConfig(
      {
        PORT: '8080',
        HOST: '0.0.0.0',
        DATA_DIR: 'var/data',
        DATABASE_URL: 'postgres://orisun:secret@db.internal:5433/orisun',
        PUBLIC_URL: 'https://orisun.example/',
        LOG_LEVEL: 'warn',
        SITE_DIR: '/opt/site',
        SMTP_URL: 'smtps://mailer:secret@smtp.example.com:465',
        MAIL_FROM: 'Orisun <robot@orisun.example>',
        MAIL_TO_BRIEFS: 'sales@orisun.example',
        MAIL_TO_CAREERS: 'Hiring <jobs@orisun.example>',
        MAIL_TO_CONSULTANTS: 'Expert Network <experts@orisun.example>',
        MAIL_TO_LAGOS: 'Lagos office <lagos@orisun.example>',
        MAIL_TO_OGBOMOSHO: 'ogbomosho@orisun.example',
        MAIL_TO_COTONOU: 'bureau.cotonou@orisun.example',
        MAIL_TO_SUPPORT: 'Helpdesk <help@orisun.example>',
        FORM_RATE_LIMIT_PER_HOUR: '50',
        TRUST_PROXY: 'loopback',
        CHECK_RESPONSES: 'on',
        DESK_LIST_CACHE_SECONDS: '0',
        SHUTDOWN_TIMEOUT_SECONDS: '25',
      },
      '/srv/orisun',
    );
    expect(config).toEqual({
      port: 8080,
      host: '0.0.0.0',
      dataDir: path.resolve('/srv/orisun', 'var/data'),
      databaseUrl: 'postgres://orisun:secret@db.internal:5433/orisun',
      publicUrl: 'https://orisun.example',
      logLevel: 'warn',
      siteDir: path.resolve('/opt/site'),
      smtpUrl: 'smtps://mailer:secret@smtp.example.com:465',
      mailFrom: 'Orisun <robot@orisun.example>',
      mailTo: {
        briefs: 'sales@orisun.example',
        careers: 'Hiring <jobs@orisun.example>',
        consultants: 'Expert Network <experts@orisun.example>',
        support: 'Helpdesk <help@orisun.example>',
        offices: { 1: 'Lagos office <lagos@orisun.example>', 2: 'ogbomosho@orisun.example', 3: 'bureau.cotonou@orisun.example' },
      },
      formRateLimitPerHour: 50,
      trustProxy: ['loopback'],
      metricsToken: undefined,
      checkResponses: true,
      deskListCacheSeconds: 0,
      siteUrl: 'https://orisun.example',
      forum: forumDefaults,
      shutdownTimeoutSeconds: 25,
    });
  });

  it.each([
    ['SMTP_URL', 'http://smtp.example.com'],
    ['MAIL_FROM', 'not an address'],
    ['MAIL_TO_BRIEFS', 'sales@orisun.example\r\nBcc: x@y.z'],
    ['MAIL_TO_CAREERS', 'a@b'],
    ['MAIL_TO_CONSULTANTS', 'experts@orisun.example, spam@example.com'],
    ['MAIL_TO_COTONOU', 'cotonou'],
    ['FORM_RATE_LIMIT_PER_HOUR', '0'],
    ['FORM_RATE_LIMIT_PER_HOUR', 'many'],
    ['CHECK_RESPONSES', 'sometimes'],
    ['DESK_LIST_CACHE_SECONDS', '-1'],
    ['SHUTDOWN_TIMEOUT_SECONDS', '0'],
    ['SHUTDOWN_TIMEOUT_SECONDS', '10s'],
    ['SHUTDOWN_TIMEOUT_SECONDS', '3600'],
  ])('rejects a bad %s (%j), naming it', (variable, value) => {
    const error = configError({ [variable]: value });
    expect(error.variable).toBe(variable);
    expect(error.message).toMatch(new RegExp(`^Invalid configuration: ${variable} must be`));
  });

  it('reads the forum limits and SITE_URL', () => {
    const config = loadConfig({
      SITE_URL: 'https://www.orisun.example/',
      FORUM_MIN_TITLE_LENGTH: '5',
      FORUM_MIN_POST_LENGTH: '3',
      FORUM_THREAD_INTERVAL_SECONDS: '0',
      FORUM_REPLY_INTERVAL_SECONDS: '2',
      FORUM_THREADS_PER_DAY: '7',
      FORUM_REPLIES_PER_DAY: '9',
      FORUM_DUPLICATE_MINUTES: '0',
      FORUM_MAX_LINKS: '0',
      FORUM_PREMODERATION: 'on',
      FORUM_REPORT_HIDE_THRESHOLD: '1',
      FORUM_WRITES_PER_MINUTE: '1000',
      FORUM_LIKES_PER_NETWORK_PER_HOUR: '12',
      FORUM_LIST_CACHE_SECONDS: '30',
      FORUM_FOLLOW_BATCH_SECONDS: '60',
      FORUM_FOLLOWS_PER_HOUR: '4',
    });
    expect(config.siteUrl).toBe('https://www.orisun.example');
    expect(config.forum).toEqual({
      minTitleLength: 5,
      minPostLength: 3,
      threadIntervalSeconds: 0,
      replyIntervalSeconds: 2,
      threadsPerDay: 7,
      repliesPerDay: 9,
      duplicateMinutes: 0,
      maxLinks: 0,
      premoderation: true,
      reportHideThreshold: 1,
      writesPerMinute: 1000,
      likesPerNetworkPerHour: 12,
      listCacheSeconds: 30,
      followBatchSeconds: 60,
      followsPerHour: 4,
    });
  });

  it.each([
    ['FORUM_MIN_TITLE_LENGTH', '0'],
    ['FORUM_THREADS_PER_DAY', 'lots'],
    ['FORUM_PREMODERATION', 'maybe'],
    ['FORUM_REPORT_HIDE_THRESHOLD', '0'],
    ['SITE_URL', 'ftp://orisun.example'],
  ])('rejects a bad %s (%j), naming it', (variable, value) => {
    expect(configError({ [variable]: value }).variable).toBe(variable);
  });

  it('derives the default public URL from PORT', () => {
    expect(loadConfig({ PORT: '4100' }).publicUrl).toBe('http://localhost:4100');
  });

  it('treats a blank DATABASE_URL as unset (PGlite)', () => {
    expect(loadConfig({ DATABASE_URL: '  ' }).databaseUrl).toBeUndefined();
  });

  it.each([
    [undefined, false],
    ['off', false],
    ['0', false],
    ['1', 1],
    ['2', 2],
    ['127.0.0.1', ['127.0.0.1']],
    [' loopback, 10.0.0.0/8 ,fd00::/8,::1 ', ['loopback', '10.0.0.0/8', 'fd00::/8', '::1']],
  ])('reads TRUST_PROXY=%j as %j', (value, expected) => {
    expect(loadConfig(value === undefined ? {} : { TRUST_PROXY: value }).trustProxy).toEqual(expected);
  });

  it.each(['true', 'on', '11', '-1', 'proxy.example', '10.0.0.0/33', '::1/129', '10.0.0.1,', '1.2.3.4/8/1'])(
    'rejects TRUST_PROXY=%s, which would believe anyone or names no proxy',
    (value) => {
      const error = configError({ TRUST_PROXY: value });
      expect(error.variable).toBe('TRUST_PROXY');
      expect(error.message).toContain('TRUST_PROXY must be off, a number of proxies from 1 to 10, or a comma-separated list of proxy addresses');
    },
  );

  it('reads METRICS_TOKEN, and refuses one too short to be a secret', () => {
    expect(loadConfig({}).metricsToken).toBeUndefined();
    expect(loadConfig({ METRICS_TOKEN: 'a1'.repeat(12) }).metricsToken).toBe('a1'.repeat(12));
    expect(configError({ METRICS_TOKEN: 'short' }).variable).toBe('METRICS_TOKEN');
    expect(configError({ METRICS_TOKEN: `${'a'.repeat(30)} b` }).variable).toBe('METRICS_TOKEN');
  });

  it.each(['abc', '0', '65536', '80.5', '-1'])('rejects PORT=%s with one line naming PORT and the value', (port) => {
    const error = configError({ PORT: port });
    expect(error.variable).toBe('PORT');
    expect(error.message).toBe(`Invalid configuration: PORT must be an integer from 1 to 65535 (got "${port}")`);
    expect(error.message).not.toContain('\n');
  });

  it.each([
    ['DATABASE_URL', 'mysql://root@localhost/orisun', 'must be a postgres:// or postgresql:// URL'],
    ['PUBLIC_URL', 'orisun.example', 'must be an http(s) URL'],
    ['LOG_LEVEL', 'verbose', 'must be one of fatal, error, warn, info, debug, trace, silent'],
    ['HOST', 'local host', 'must be a host name or IP address'],
  ])('rejects a bad %s, naming it', (variable, value, problem) => {
    const error = configError({ [variable]: value });
    expect(error.variable).toBe(variable);
    expect(error.message).toContain(`Invalid configuration: ${variable} ${problem}`);
    expect(error.message).toContain(JSON.stringify(value));
  });
});

describe('IMAP_URL (the mail reader)', () => {
  it('is off when unset', () => {
    expect(loadConfig({}).imap).toBeUndefined();
  });

  it('reads imaps:// with defaults: port 993, INBOX, every 60 s, processed mail to Processed', () => {
    expect(loadConfig({ IMAP_URL: 'imaps://support%40orisun.example:app%20pass%3Aword@imap.example.com' }).imap).toEqual({
      host: 'imap.example.com',
      port: 993,
      secure: true,
      user: 'support@orisun.example',
      password: 'app pass:word',
      mailbox: 'INBOX',
      pollSeconds: 60,
      processedMailbox: 'Processed',
    });
  });

  it('reads imap:// with a port, a folder, IMAP_POLL_SECONDS and IMAP_PROCESSED_MAILBOX', () => {
    expect(
      loadConfig({ IMAP_URL: 'imap://desk:secret@127.0.0.1:1143/Support%20mail', IMAP_POLL_SECONDS: '5', IMAP_PROCESSED_MAILBOX: 'Archive/Desk' }).imap,
    ).toEqual({ host: '127.0.0.1', port: 1143, secure: false, user: 'desk', password: 'secret', mailbox: 'Support mail', pollSeconds: 5, processedMailbox: 'Archive/Desk' });
  });

  it.each([
    ['pop3s://u:p@mail.example.com', 'must be an imap:// or imaps:// URL with a user name and password'],
    ['imap.example.com', 'must be an imap:// or imaps:// URL with a user name and password'],
    ['imaps://imap.example.com/INBOX', 'must be an imap:// or imaps:// URL with a user name and password'],
    ['imaps://support@imap.example.com', 'must be an imap:// or imaps:// URL with a user name and password'],
    ['imaps://support:pa%ZZss@imap.example.com', 'has a broken %-escape'],
    ['imaps://support:secret@imap.example.com/INBOX?x=1', 'must be an imap:// or imaps:// URL'],
  ])('refuses IMAP_URL=%s in one line, without its password', (value, problem) => {
    const error = configError({ IMAP_URL: value });
    expect(error.variable).toBe('IMAP_URL');
    expect(error.message).toContain(`Invalid configuration: IMAP_URL ${problem}`);
    expect(error.message).not.toContain('\n');
    expect(error.message).not.toMatch(/secret|pa%ZZss/);
  });

  it.each(['0', '3601', '1.5', 'often'])('refuses IMAP_POLL_SECONDS=%s', (value) => {
    const error = configError({ IMAP_URL: 'imaps://u:p@imap.example.com', IMAP_POLL_SECONDS: value });
    expect(error.message).toBe(`Invalid configuration: IMAP_POLL_SECONDS must be a whole number from 1 to 3600 (got "${value}")`);
  });

  it('refuses a processed folder that is the folder read', () => {
    expect(configError({ IMAP_URL: 'imaps://u:p@imap.example.com/Desk', IMAP_PROCESSED_MAILBOX: 'Desk' }).variable).toBe('IMAP_PROCESSED_MAILBOX');
  });
});

describe('describeDatabase', () => {
  it('names the database without leaking the password', () => {
    const text = describeDatabase({ dataDir: '/d', databaseUrl: 'postgres://orisun:hunter2@db:5432/orisun' });
    expect(text).toBe('PostgreSQL at db:5432/orisun');
    expect(describeDatabase({ dataDir: '/d', databaseUrl: undefined })).toBe(`PGlite in ${path.join('/d', 'pglite')}`);
  });
});
