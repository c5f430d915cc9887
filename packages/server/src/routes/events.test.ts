import { events, takesReservations } from '@orisun/api/company';
import { describe, expect, it } from 'vitest';
import { errorResponseSchema } from '@orisun/api';
import { frenchTypographyProblems } from '@orisun/test-support/french-typography';
import { buildApp } from '../app.ts';
import { mailOutbox, reservations } from '../db/schema.ts';
import { testConfig } from '../../test-support/config.ts';
import { formAppFixture } from '../../test-support/forms.ts';

/** A fixed "now" before every event of 2027, so the content's dates never make these tests expire. */
const now = new Date('2026-12-01T09:00:00Z');
const open = events.filter((e) => takesReservations(e, now));
const smallest = [...open].sort((a, b) => a.capacity - b.capacity)[0]!;
const webinar = open.find((e) => e.category === 'Webinar')!;
const seat = (event = webinar, email = 'ngozi@example.com') => ({ email, date: event.date, time: event.time, title: event.title });


const reserve = (body: Record<string, unknown>) => form.app.inject({ method: 'POST', url: '/reservation', payload: body });




const form = formAppFixture({ FORM_RATE_LIMIT_PER_HOUR: '100000', PUBLIC_URL: 'https://orisun.example' }, { now: () => now });
const sent = form.sent;

describe('POST /reservation', () => {
  it('the content has featured upcoming events that take reservations', () => {
    expect(open.length).toBeGreaterThanOrEqual(2);
    expect(webinar).toBeDefined();
  });

  it('reserves a seat and mails the visitor a confirmation with a calendar invite', async () => {
    const res = await reserve(seat(webinar, 'Ngozi@Example.com'));
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(`Your seat at ${webinar.title} is reserved. We've e-mailed the details and a calendar invite to Ngozi@Example.com.`);
    const rows = await form.database.db.select().from(reservations);
    expect(rows).toMatchObject([{ eventId: webinar.id, email: 'ngozi@example.com' }]);

    await form.app.mailOutbox.drain();
    expect(sent).toHaveLength(1);
    const mail = sent[0]!;
    expect(mail.to).toBe('Ngozi@Example.com');
    expect(mail.subject).toBe(`Your seat: ${webinar.title}, Thursday, 11 February 2027 at 15:00 WAT`);
    expect(mail.text).toContain('https://orisun.example/events');
    const invite = mail.attachments[0]!;
    expect(invite).toMatchObject({ filename: 'invite.ics', contentType: 'text/calendar; charset=utf-8; method=REQUEST' });
    // Unfolded (RFC 5545 wraps long lines with CRLF + a space).
    const ics = ('content' in invite ? invite.content : '').replace(/\r?\n[ \t]/g, '');
    expect(ics).toContain('BEGIN:VCALENDAR');
    expect(ics).toContain('METHOD:REQUEST');
    // 15:00 West Africa Time is 14:00 UTC.
    expect(ics).toMatch(/DTSTART:20270211T140000Z/);
    expect(ics).toMatch(/DTEND:20270211T150000Z/);
    expect(ics).toContain(`SUMMARY:${webinar.title}`);
    expect(ics).toMatch(/ATTENDEE;[^\r\n]*:mailto:Ngozi@Example\.com/);
    expect(ics).toMatch(/UID:reservation-[0-9a-f-]+@orisun\.example/);
  });

  it('keeps the language of the page the seat was reserved from (staff see it in the inbox); English by default', async () => {
    const french = await form.app.inject({ method: 'POST', url: '/reservation', payload: seat(webinar, 'koffi@example.bj'), headers: { 'accept-language': 'fr' } });
    expect(french.statusCode).toBe(200);
    // The answer the page shows follows the page's language (the event's title is the company's, in English).
    expect(french.json<{ message: string }>().message).toMatch(/^Votre place à .+ est réservée\. Nous avons envoyé les détails et une invitation d’agenda à koffi@example\.bj\.$/);
    const english = await reserve(seat(webinar, 'ada@example.com'));
    expect(english.statusCode).toBe(200);
    expect(english.json<{ message: string }>().message).toMatch(/^Your seat at .+ is reserved\./);
    const rows = await form.database.db.select().from(reservations);
    expect(rows.map((r) => [r.email, r.language])).toEqual([
      ['koffi@example.bj', 'fr'],
      ['ada@example.com', 'en'],
    ]);
  });

  it('mails a French reservation its confirmation and calendar invite in French; English unchanged', async () => {
    const french = await form.app.inject({ method: 'POST', url: '/reservation', payload: seat(webinar, 'koffi@example.bj'), headers: { 'accept-language': 'fr' } });
    expect(french.statusCode).toBe(200);
    expect((await reserve(seat(webinar, 'ada@example.com'))).statusCode).toBe(200);
    await form.app.mailOutbox.drain();
    expect(sent).toHaveLength(2);
    const unfolded = (mail: (typeof sent)[number]) => {
      const invite = mail.attachments[0]!;
      expect(invite).toMatchObject({ filename: 'invite.ics', contentType: 'text/calendar; charset=utf-8; method=REQUEST' });
      return ('content' in invite ? invite.content : '').replace(/\r?\n[ \t]/g, '');
    };

    const fr = sent.find((m) => m.to === 'koffi@example.bj')!;
    // The event's title is the catalogue's (English); the words around it and the date are French.
    // The date as the French events page writes it (site/messages/fr/events.json, `events_when`).
    expect(fr.subject).toBe(`Votre place\u00a0: ${webinar.title}, jeudi 11 février 2027 à 15:00 (UTC+1)`);
    const lines = fr.text.split('\n');
    expect(lines[0]).toBe('Bonjour,');
    expect(lines).toContain(`Merci d’avoir réservé votre place pour «\u00a0${webinar.title}\u00a0». Nous vous attendons avec plaisir.`);
    expect(lines).toContain('Date\u00a0: jeudi 11 février 2027 à 15:00 (UTC+1)');
    expect(lines).toContain('Durée\u00a0: 1\u00a0heure');
    expect(lines).toContain(`Lieu\u00a0: ${webinar.location}`);
    expect(lines).toContain('Ouvrez l’invitation jointe pour ajouter l’événement à votre agenda.');
    expect(lines).toContain('Tous nos événements en détail\u00a0: https://orisun.example/fr/events');
    expect(lines).toContain('Si vous ne pouvez plus venir, répondez à ce message\u00a0: nous pourrons ainsi donner votre place à quelqu’un d’autre.');
    expect(lines.at(-1)).toMatch(/^L’équipe /);
    expect(fr.text).not.toMatch(/https:\/\/orisun\.example\/events/);
    // Our words only: the catalogue's description, place and speakers' roles are English.
    const ours = lines.filter((line) => line !== webinar.description && !line.startsWith('Lieu') && !line.startsWith('Intervenants'));
    for (const line of [fr.subject, ...ours]) expect(frenchTypographyProblems(line), line).toEqual([]);
    const frIcs = unfolded(fr);
    expect(frIcs).toContain(`SUMMARY:${webinar.title}`);
    expect(frIcs).toContain('DESCRIPTION:');
    expect(frIcs).toContain('\\n\\nTous nos événements en détail\u00a0: https://orisun.example/fr/events');
    expect(frIcs).toContain('URL:https://orisun.example/fr/events');
    expect(frIcs).toMatch(/DTSTART:20270211T140000Z/);
    expect(frIcs).toMatch(/ATTENDEE;[^\r\n]*:mailto:koffi@example\.bj/);

    const en = sent.find((m) => m.to === 'ada@example.com')!;
    expect(en.subject).toBe(`Your seat: ${webinar.title}, Thursday, 11 February 2027 at 15:00 WAT`);
    expect(en.text.split('\n').slice(0, 3)).toEqual([`Thank you for reserving a seat at ${webinar.title}.`, '', 'When: Thursday, 11 February 2027 at 15:00 WAT (60 minutes)']);
    expect(en.text).toContain('Details of all our events: https://orisun.example/events');
    expect(en.text).not.toContain('/fr/');
    const enIcs = unfolded(en);
    expect(enIcs).toContain(`SUMMARY:${webinar.title}`);
    expect(enIcs).toContain('URL:https://orisun.example/events');
    expect(enIcs).not.toContain('Tous nos événements');
  });

  it('refuses a second seat for the same e-mail (any case), but not at another event', async () => {
    expect((await reserve(seat(webinar, 'ada@example.com'))).statusCode).toBe(200);
    const again = await reserve(seat(webinar, ' ADA@example.com '));
    expect(again.statusCode).toBe(409);
    expect(errorResponseSchema.parse(again.json()).error).toBe('You have already reserved a seat at this event with this e-mail address.');
    const other = open.find((e) => e.id !== webinar.id)!;
    expect((await reserve(seat(other, 'ada@example.com'))).statusCode).toBe(200);
    expect(await form.database.db.select().from(reservations)).toHaveLength(2);
  });

  it(`fills up at the event's capacity, then says the event is full`, async () => {
    const results = await Promise.all(Array.from({ length: smallest.capacity + 3 }, (_, i) => reserve(seat(smallest, `guest${i}@example.com`))));
    const codes = results.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 200)).toHaveLength(smallest.capacity);
    expect(codes.filter((c) => c === 409)).toHaveLength(3);
    const full = results.find((r) => r.statusCode === 409)!;
    expect(errorResponseSchema.parse(full.json()).error).toBe('Sorry, this event is full: every seat has been reserved.');
    expect(await form.database.db.select().from(reservations)).toHaveLength(smallest.capacity);
    expect(await form.database.db.select().from(mailOutbox)).toHaveLength(smallest.capacity);
  });

  it('refuses past events, events registered elsewhere and unknown ones, storing nothing', async () => {
    const past = events.find((e) => e.pastEvent)!;
    const elsewhere = events.find((e) => e.registrationLink)!;
    const cases: [Record<string, unknown>, number, string][] = [
      [seat(past), 409, 'This event has already taken place, so it no longer takes reservations.'],
      [seat(elsewhere), 409, 'Seats for this event are not reserved here: please use its registration link.'],
      [{ ...seat(), title: 'A party that does not exist' }, 404, 'We could not find this event. Please reload the events page and try again.'],
      [{ ...seat(), time: '16:00' }, 404, 'We could not find this event. Please reload the events page and try again.'],
    ];
    for (const [body, status, error] of cases) {
      const res = await reserve(body);
      expect(res.statusCode, JSON.stringify(body)).toBe(status);
      expect(errorResponseSchema.parse(res.json()).error).toBe(error);
    }
    expect(await form.database.db.select().from(reservations)).toEqual([]);
    expect(await form.database.db.select().from(mailOutbox)).toEqual([]);
  });

  it('an upcoming event becomes past once its start time goes by', async () => {
    const later = await buildApp({ config: testConfig({ FORM_RATE_LIMIT_PER_HOUR: '100000' }), database: form.database, mailTransport: form.transport, mailWorker: false, now: () => new Date('2027-02-11T14:01:00Z') });
    try {
      const res = await later.inject({ method: 'POST', url: '/reservation', payload: seat(webinar) });
      expect(res.statusCode).toBe(409);
    } finally {
      await later.close();
    }
  });

  it.each([
    ['an empty e-mail', { email: '' }, 'email'],
    ['a bad e-mail', { email: 'not-an-email' }, 'email'],
    ['a date in another format', { date: '11/02/2027' }, 'date'],
    ['a time in another format', { time: '3pm' }, 'time'],
    ['no title', { title: undefined }, 'title'],
  ])('refuses %s with 400 naming the field', async (_label, change, field) => {
    const res = await reserve({ ...seat(), ...change });
    expect(res.statusCode).toBe(400);
    expect(errorResponseSchema.parse(res.json()).issues?.map((i) => i.path)).toContain(field);
    expect(await form.database.db.select().from(reservations)).toEqual([]);
  });

  it('drops a filled honeypot without telling', async () => {
    expect((await reserve({ ...seat(), website: 'x' })).statusCode).toBe(200);
    expect(await form.database.db.select().from(reservations)).toEqual([]);
  });
});
