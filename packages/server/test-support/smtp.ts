import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  from: string | false;
  to: string[];
  data: string;
}

export interface TestSmtp {
  /** `smtp://127.0.0.1:<port>`, for `SMTP_URL`. */
  url: string;
  /** Every message accepted, in order. */
  received: ReceivedMail[];
  /** `hold`: how many messages have started arriving (each is then held, never answered). */
  started: () => number;
  close: () => Promise<void>;
}

/**
 * A real SMTP server on 127.0.0.1 (the `smtp-server` package) that keeps every message it accepts. With `hold`, it takes
 * each message in and never answers it: a sender stays in the middle of sending (a mail server that hangs).
 */
export async function startSmtp(options: { hold?: boolean } = {}): Promise<TestSmtp> {
  const received: ReceivedMail[] = [];
  let started = 0;
  const server = new SMTPServer({
    disabledCommands: ['AUTH', 'STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      started += 1;
      const chunks: Buffer[] = [];
      stream.on('error', () => undefined); // the sender went away mid-message (see 'error' below)
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        if (options.hold) return;
        received.push({
          from: session.envelope.mailFrom && session.envelope.mailFrom.address,
          to: session.envelope.rcptTo.map((r) => r.address),
          data: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  // A sender killed in the middle of a message (the crash tests do it on purpose) resets its connection: smtp-server
  // emits that as an 'error', which without a listener is an uncaught exception in the test run (the clean run of
  // fa5a1c8: ECONNRESET during main.test's kill -9). The connection is gone; the server goes on.
  server.on('error', () => undefined);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    started: () => started,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
