import { describe, expect, it } from 'vitest';
import { errorResponseSchema } from '@orisun/api';
import { buildApp } from '../app.ts';
import { contactMessages, mailOutbox } from '../db/schema.ts';
import { testConfig } from '../../test-support/config.ts';
import { formAppFixture } from '../../test-support/forms.ts';

const valid = { name: 'Sèna Houngbédji', email: 'sena@example.bj', message: 'Bonjour, we need a school fees form.app.\nCan we meet next week?', office: 3, website: '' };


const post = (body: unknown, remoteAddress = '127.0.0.1') =>
  form.app.inject({ method: 'POST', url: '/contact', payload: body as Record<string, unknown>, remoteAddress });

async function stored() {
  return { messages: await form.database.db.select().from(contactMessages), mail: await form.database.db.select().from(mailOutbox) };
}




const form = formAppFixture({ MAIL_TO_COTONOU: 'Bureau de Cotonou <cotonou@orisun.test>' });
const sent = form.sent;

describe('POST /contact', () => {
  it('stores the message and mails it to the chosen office, answering with the city', async () => {
    const res = await post(valid);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Message Sent! Our Cotonou team will respond within 24 hours.' });
    const { messages, mail } = await stored();
    expect(messages).toHaveLength(1);
    expect(messages[0]).toMatchObject({ officeId: 3, name: 'Sèna Houngbédji', email: 'sena@example.bj', message: valid.message });
    expect(mail).toHaveLength(1);
    await form.app.mailOutbox.drain();
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ to: 'Bureau de Cotonou <cotonou@orisun.test>', replyTo: 'sena@example.bj', subject: 'Contact form (Cotonou): message from Sèna Houngbédji' });
    expect(sent[0]!.text).toContain('Office: Cotonou, Benin Republic');
    expect(sent[0]!.text).toContain('Can we meet next week?');
  });

  it('keeps the language of the page it came from: a French message is stored French, and its mail tells staff to answer in French', async () => {
    // The French contact page asks for French (the site's requester sends the page's language).
    const french = await form.app.inject({ method: 'POST', url: '/contact', payload: valid, headers: { 'accept-language': 'fr' } });
    expect(french.statusCode).toBe(200);
    expect(french.json()).toEqual({ message: 'Message envoyé\u00a0! Notre équipe de Cotonou vous répond sous 24\u00a0heures.' });
    expect((await post({ ...valid, name: 'Bola Ahmed', office: 1 })).statusCode).toBe(200);
    const { messages } = await stored();
    expect(messages.map((m) => [m.name, m.language])).toEqual([
      ['Sèna Houngbédji', 'fr'],
      ['Bola Ahmed', 'en'],
    ]);
    await form.app.mailOutbox.drain();
    const [toCotonou, toLagos] = sent;
    expect(toCotonou!.text.split('\n').slice(0, 4)).toEqual([
      'A visitor wrote to the Cotonou office through the contact page.',
      'Written in French: answer in French.',
      '',
      'Name: Sèna Houngbédji',
    ]);
    // An English message's mail is as it always was: no line about its language.
    expect(toLagos!.text.split('\n').slice(0, 3)).toEqual(['A visitor wrote to the Lagos office through the contact page.', '', 'Name: Bola Ahmed']);
    expect(toLagos!.text).not.toContain('Written in');
  });

  it.each([
    [1, 'lagos@orisun.software', 'Lagos'],
    [2, 'ogbomosho@orisun.software', 'Ogbomosho'],
  ])('office %i goes to %s by default', async (office, to, city) => {
    const res = await post({ ...valid, office });
    expect(res.json()).toEqual({ message: `Message Sent! Our ${city} team will respond within 24 hours.` });
    await form.app.mailOutbox.drain();
    expect(sent.map((m) => m.to)).toEqual([to]);
  });

  it.each([
    ['no office chosen', { office: undefined }, 'office'],
    ['an office that does not exist', { office: 4 }, 'office'],
    ['office 0', { office: 0 }, 'office'],
    ['the office as text', { office: 'Lagos' }, 'office'],
    ['a blank name', { name: ' ' }, 'name'],
    ['a name over two lines', { name: 'Sèna\nBcc: x@example.com' }, 'name'],
    ['a bad e-mail', { email: 'sena@' }, 'email'],
    ['an empty message', { message: '' }, 'message'],
    ['a message over 5000 characters', { message: 'm'.repeat(5001) }, 'message'],
  ])('refuses %s with 400 naming the field, and stores nothing', async (_label, change, field) => {
    const res = await post({ ...valid, ...change });
    expect(res.statusCode).toBe(400);
    expect(errorResponseSchema.parse(res.json()).issues?.map((i) => i.path)).toContain(field);
    expect(await stored()).toEqual({ messages: [], mail: [] });
  });

  it('says what to fix in the language the request asks for (Accept-Language), English by default', async () => {
    const bad = { ...valid, name: ' ', email: 'sena@', office: 4 };
    const french = await form.app.inject({ method: 'POST', url: '/contact', payload: bad, headers: { 'accept-language': 'fr-BJ, fr;q=0.9, en;q=0.5' } });
    expect(french.statusCode).toBe(400);
    expect(french.json()).toEqual({
      error: 'Des champs manquent ou ne sont pas valides.',
      issues: [
        { path: 'name', message: 'Indiquez votre nom.' },
        { path: 'email', message: 'Indiquez une adresse e-mail valide, comme nom@exemple.com.' },
        { path: 'office', message: 'Choisissez le bureau auquel écrire.' },
      ],
    });
    // A language the site does not speak, or none: English.
    for (const headers of [{ 'accept-language': 'yo-NG, de;q=0.8' }, {}]) {
      const english = await form.app.inject({ method: 'POST', url: '/contact', payload: bad, headers });
      expect(english.json()).toEqual({
        error: 'Some fields are missing or invalid.',
        issues: [
          { path: 'name', message: 'Enter your name.' },
          { path: 'email', message: 'Enter a valid e-mail address, like name@example.com.' },
          { path: 'office', message: 'Choose the office to write to.' },
        ],
      });
    }
    expect(await stored()).toEqual({ messages: [], mail: [] });
  });

  it('drops a filled honeypot without telling', async () => {
    expect((await post({ ...valid, website: 'x' })).statusCode).toBe(200);
    expect(await stored()).toEqual({ messages: [], mail: [] });
  });

  it('limits each IP per hour, separately from the other forms', async () => {
    const limited = await buildApp({ config: testConfig({ FORM_RATE_LIMIT_PER_HOUR: '1' }), database: form.database, mailTransport: form.transport, mailWorker: false });
    try {
      const send = (url: string, payload: Record<string, unknown>) => limited.inject({ method: 'POST', url, payload, remoteAddress: '10.1.1.1' });
      expect((await send('/contact', valid)).statusCode).toBe(200);
      const second = await send('/contact', valid);
      expect(second.statusCode).toBe(429);
      expect(second.headers['retry-after']).toBeDefined();
      expect((second.json() as { error: string }).error).toMatch(/^Too many requests\. Please wait \d+ seconds and try again\.$/);
      const french = await limited.inject({ method: 'POST', url: '/contact', payload: valid, remoteAddress: '10.1.1.1', headers: { 'accept-language': 'fr' } });
      expect((french.json() as { error: string }).error).toMatch(/^Trop de demandes\. Patientez \d+\u00a0secondes, puis réessayez\.$/);
      // The brief form has its own allowance.
      expect((await send('/submit-form', { name: 'A', email: 'a@example.com', projectType: 'B2B SaaS Solutions', details: 'x' })).statusCode).toBe(200);
      expect((await stored()).messages).toHaveLength(1);
    } finally {
      await limited.close();
    }
  });

  // On PGlite one process serves, and keeps its counters in memory.
  it.runIf(process.env.TEST_DB === 'postgres')(
    'counts the messages a visitor sends to two servers on one PostgreSQL database together',
    async () => {
      const build = () =>
        buildApp({ config: testConfig({ FORM_RATE_LIMIT_PER_HOUR: '1' }), database: form.database, mailTransport: form.transport, mailWorker: false });
      const [first, second] = await Promise.all([build(), build()]);
      try {
        const send = (app: typeof first, remoteAddress: string) => app.inject({ method: 'POST', url: '/contact', payload: valid, remoteAddress });
        expect((await send(first, '10.2.2.2')).statusCode).toBe(200);
        expect((await send(second, '10.2.2.2')).statusCode).toBe(429);
        expect((await send(second, '10.3.3.3')).statusCode).toBe(200);
        expect((await stored()).messages).toHaveLength(2);
      } finally {
        await Promise.all([first.close(), second.close()]);
      }
    },
  );

  it('counts the client named by X-Forwarded-For only behind the proxies TRUST_PROXY names', async () => {
    const build = (env: Record<string, string>) =>
      buildApp({ config: testConfig({ FORM_RATE_LIMIT_PER_HOUR: '1', ...env }), database: form.database, mailTransport: form.transport, mailWorker: false });
    // Two visitors behind one proxy on 10.0.0.2, each sending one message.
    const sendAs = (app: Awaited<ReturnType<typeof build>>, client: string) =>
      app.inject({ method: 'POST', url: '/contact', payload: valid, remoteAddress: '10.0.0.2', headers: { 'x-forwarded-for': client } });
    // Trusted: each visitor has an allowance of one (the first sends again: 429). Off (the default), or a proxy that is
    // not the peer: the header is anyone's to write, so the peer is counted and the second visitor gets 429.
    const cases: [env: Record<string, string>, statuses: number[]][] = [
      [{ TRUST_PROXY: '1' }, [200, 200, 429]],
      [{ TRUST_PROXY: '10.0.0.0/8' }, [200, 200, 429]],
      [{ TRUST_PROXY: 'off' }, [200, 429]],
      [{ TRUST_PROXY: '192.0.2.1' }, [200, 429]],
    ];
    for (const [env, statuses] of cases) {
      // On PostgreSQL the counters are rows that every app on the database shares: each case starts from none.
      await form.database.reset();
      const app = await build(env);
      try {
        const clients = ['203.0.113.7', '198.51.100.9', '203.0.113.7'].slice(0, statuses.length);
        const got: number[] = [];
        for (const client of clients) got.push((await sendAs(app, client)).statusCode);
        expect(got, JSON.stringify(env)).toEqual(statuses);
      } finally {
        await app.close();
      }
    }
  });
});
