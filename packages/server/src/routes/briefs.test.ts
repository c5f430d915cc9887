import { describe, expect, it } from 'vitest';
import { errorResponseSchema, projectTypes } from '@orisun/api';
import { buildApp } from '../app.ts';
import { mailOutbox, projectBriefs } from '../db/schema.ts';
import { testConfig } from '../../test-support/config.ts';
import { formAppFixture, invalidSenderCases, recordingTransport, withEmlMailApp } from '../../test-support/forms.ts';

const valid = {
  name: 'Adaeze Okafor',
  email: 'adaeze@example.com',
  projectType: projectTypes[2],
  details: 'A delivery app for our three bakeries in Ikeja.\nRiders and customers need it on Android.',
  website: '',
};



const post = (body: unknown, headers: Record<string, string> = {}) =>
  form.app.inject({ method: 'POST', url: '/submit-form', payload: typeof body === 'string' ? body : JSON.stringify(body), headers: { 'content-type': 'application/json', ...headers } });

async function stored() {
  return { briefs: await form.database.db.select().from(projectBriefs), mail: await form.database.db.select().from(mailOutbox) };
}




const form = formAppFixture({ MAIL_TO_BRIEFS: 'Briefs <briefs@orisun.test>' });

describe('POST /submit-form (project brief)', () => {
  it('stores the brief and its mail in one go, answers 200, and the mail goes to the briefs mailbox', async () => {
    const res = await post({ ...valid, name: '  Adaeze Okafor  ', email: ' adaeze@example.com ' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: "Thank you for your submission! We'll get back to you within 24 hours." });

    const { briefs, mail: outbox } = await stored();
    expect(briefs).toHaveLength(1);
    expect(briefs[0]).toMatchObject({ name: 'Adaeze Okafor', email: 'adaeze@example.com', projectType: 'Mobile App Development', details: valid.details });
    expect(outbox).toHaveLength(1);
    expect(outbox[0]).toMatchObject({ kind: 'project-brief', toAddress: 'Briefs <briefs@orisun.test>', replyTo: 'adaeze@example.com', status: 'pending', attempts: 0 });

    await form.app.mailOutbox.drain();
    expect(form.sent).toHaveLength(1);
    const sent = form.sent[0]!;
    expect(sent.to).toBe('Briefs <briefs@orisun.test>');
    expect(sent.replyTo).toBe('adaeze@example.com');
    expect(sent.subject).toBe('Project brief: Mobile App Development for Adaeze Okafor');
    expect(sent.text).toContain('A delivery app for our three bakeries in Ikeja.\nRiders and customers need it on Android.');
    expect(sent.text).toContain(`Reference: ${briefs[0]!.id}`);
    expect(sent.text).toMatch(/Received: .* WAT/);
    const [after] = (await stored()).mail;
    expect(after).toMatchObject({ status: 'sent', attempts: 1, lastError: null });
    expect(after!.sentAt).toBeInstanceOf(Date);

    // Sent once: draining again sends nothing more.
    await form.app.mailOutbox.drain();
    expect(form.sent).toHaveLength(1);
  });

  it('keeps the language of the page it came from: a French brief is stored French, and its mail tells staff to answer in French', async () => {
    const brief = { ...valid, name: 'Afiavi Hounkpè', email: 'afiavi@example.bj', details: 'Une application de livraison pour nos boulangeries de Cotonou.' };
    expect((await post(brief, { 'accept-language': 'fr-BJ, fr;q=0.9' })).statusCode).toBe(200);
    expect((await post(valid)).statusCode).toBe(200);
    const { briefs } = await stored();
    expect(briefs.map((b) => [b.name, b.language])).toEqual([
      ['Afiavi Hounkpè', 'fr'],
      ['Adaeze Okafor', 'en'],
    ]);
    await form.app.mailOutbox.drain();
    const [french, english] = form.sent;
    expect(french!.text.split('\n').slice(0, 2)).toEqual(['A new project brief arrived from the website.', 'Written in French: answer in French.']);
    expect(english!.text.split('\n').slice(0, 3)).toEqual(['A new project brief arrived from the website.', '', 'Name: Adaeze Okafor']);
    expect(english!.text).not.toContain('Written in');
  });

  const invalid: [string, Record<string, unknown>, string][] = [
    ...invalidSenderCases('adaeze at example'),
    ['an e-mail with a header after it', { email: 'a@example.com\nBcc: b@example.com' }, 'email'],
    ['an unknown project type', { projectType: 'Crypto mining' }, 'projectType'],
    ['a missing project type', { projectType: undefined }, 'projectType'],
    ['blank details', { details: ' \n ' }, 'details'],
    ['details over 5000 characters', { details: 'x'.repeat(5001) }, 'details'],
    ['details with control characters', { details: 'hello\u0000world' }, 'details'],
    ['a number for a name', { name: 42 }, 'name'],
  ];
  it.each(invalid)('refuses %s with 400 naming the field, and stores nothing', async (_label, change, field) => {
    const res = await post({ ...valid, ...change });
    expect(res.statusCode).toBe(400);
    const body = errorResponseSchema.parse(res.json());
    expect(body.issues?.map((i) => i.path)).toContain(field);
    expect(body.issues?.find((i) => i.path === field)?.message).toMatch(/^[A-Z].*\.$/);
    expect(await stored()).toEqual({ briefs: [], mail: [] });
  });

  it('refuses a body that is not JSON, or too large, and stores nothing', async () => {
    expect((await post('{"name": ')).statusCode).toBe(400);
    expect((await post({ ...valid, details: 'x'.repeat(1_100_000) })).statusCode).toBe(413);
    expect(await stored()).toEqual({ briefs: [], mail: [] });
  });

  it('answers a filled honeypot like a success but keeps nothing', async () => {
    const res = await post({ ...valid, website: 'http://spam.example' });
    expect(res.statusCode).toBe(200);
    expect(await stored()).toEqual({ briefs: [], mail: [] });
  });

  it('keeps the brief when the mail server is down, and retries the mail later', async () => {
    form.state.fail = true;
    const res = await post(valid);
    expect(res.statusCode).toBe(200);
    await form.app.mailOutbox.drain();
    const { briefs, mail: outbox } = await stored();
    expect(briefs).toHaveLength(1);
    expect(outbox[0]).toMatchObject({ status: 'pending', attempts: 1, lastError: 'connect ECONNREFUSED 127.0.0.1:25' });
    // The retry waits (30 s after the first failure), so an immediate drain sends nothing.
    expect(outbox[0]!.nextAttemptAt.getTime()).toBeGreaterThan(Date.now() + 20_000);
    form.state.fail = false;
    await form.app.mailOutbox.drain();
    expect(form.sent).toHaveLength(0);
  });
});

describe('POST /submit-form limits', () => {
  it('allows FORM_RATE_LIMIT_PER_HOUR briefs per IP, then answers 429 with Retry-After and stores nothing more', async () => {
    const limited = await buildApp({ config: testConfig({ FORM_RATE_LIMIT_PER_HOUR: '2' }), database: form.database, mailTransport: recordingTransport().transport, mailWorker: false });
    try {
      const send = (ip: string) =>
        limited.inject({ method: 'POST', url: '/submit-form', payload: valid, remoteAddress: ip });
      expect((await send('10.0.0.1')).statusCode).toBe(200);
      expect((await send('10.0.0.1')).statusCode).toBe(200);
      const third = await send('10.0.0.1');
      expect(third.statusCode).toBe(429);
      expect(Number(third.headers['retry-after'])).toBeGreaterThan(3000);
      expect(errorResponseSchema.parse(third.json()).error).toMatch(/Too many requests/);
      // Another visitor is not affected.
      expect((await send('10.0.0.2')).statusCode).toBe(200);
      expect((await stored()).briefs).toHaveLength(3);
    } finally {
      await limited.close();
    }
  });
});

describe('mail without SMTP_URL', () => {
  it('writes each mail as an .eml file under DATA_DIR/mail', async () => {
    await withEmlMailApp(form.database, { FORM_RATE_LIMIT_PER_HOUR: '1000' }, async (fileApp, writtenEmls) => {
      expect((await fileApp.inject({ method: 'POST', url: '/submit-form', payload: valid })).statusCode).toBe(200);
      const emls = await writtenEmls();
      expect(emls).toHaveLength(1);
      const eml = emls[0]!;
      expect(eml).toMatch(/^To: hello@orisun\.software\r$/m);
      expect(eml).toMatch(/^Reply-To: adaeze@example\.com\r$/m);
      expect(eml).toMatch(/^From: Orisun Software <no-reply@orisun\.software>\r$/m);
      expect(eml).toMatch(/^Subject: Project brief: Mobile App Development for Adaeze Okafor\r$/m);
      expect(eml).toContain('Project type: Mobile App Development');
    });
  });
});
