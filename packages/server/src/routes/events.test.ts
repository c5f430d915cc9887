import { events, takesReservations } from '@orisun/api/company';
import { describe, expect, it } from 'vitest';
import { errorResponseSchema } from '@orisun/api';
import { frenchTypographyProblems } from '@orisun/test-support/french-typography';
import { buildApp } from '../app.ts';
import { mailOutbox, reservations } from '../db/schema.ts';
import type { OutgoingMail } from '../mail/transport.ts';
import { testConfig } from '../../test-support/config.ts';
import { formAppFixture } from '../../test-support/forms.ts';

/** A fixed "now" before every event of 2027, so the content's dates never make these tests expire. */
const now = new Date('2026-12-01T09:00:00Z');
const open = events.filter((e) => takesReservations(e, now));
const smallest = [...open].sort((a, b) => a.capacity - b.capacity)[0]!;
const webinar = open.find((e) => e.category === 'Webinar')!;
/** The issue's own example (French, for Benin): the day in Cotonou, with a guest speaker. */
const cotonouDay = open.find((e) => e.id === 'cotonou-digital-business-day-2027')!;
/** The webinar's words as the French events page shows them (`eventWordsIn`, packages/api/src/company/eventWords/fr.ts). */
const webinarInFrench = {
  title: 'Accepter les paiements mobile money dans votre application',
  description:
    'Comment les petites entreprises du Nigéria et du Bénin encaissent les paiements par carte, virement bancaire, USSD et mobile money, ce que coûte chaque moyen, et comment les intégrer à une application ou à un site web sans mauvaise surprise.',
  location: 'En ligne (visioconférence)',
  guest: 'Fiyin Adeyemi (Spécialiste des paiements)',
};
/** An invite's text with its long lines unfolded (RFC 5545 wraps them with CRLF + a space). */
const unfoldedInvite = (mail: OutgoingMail) => {
  const invite = mail.attachments[0]!;
  expect(invite).toMatchObject({ filename: 'invite.ics', contentType: 'text/calendar; charset=utf-8; method=REQUEST' });
  return ('content' in invite ? invite.content : '').replace(/\r?\n[ \t]/g, '');
};
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
    const ics = unfoldedInvite(mail);
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
    // The answer the page shows follows the page's language, and names the event as that page does.
    expect(french.json<{ message: string }>().message).toBe(
      `Votre place à ${webinarInFrench.title} est réservée. Nous avons envoyé les détails et une invitation d’agenda à koffi@example.bj.`,
    );
    const english = await reserve(seat(webinar, 'ada@example.com'));
    expect(english.statusCode).toBe(200);
    expect(english.json<{ message: string }>().message).toBe(`Your seat at ${webinar.title} is reserved. We've e-mailed the details and a calendar invite to ada@example.com.`);
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

    const fr = sent.find((m) => m.to === 'koffi@example.bj')!;
    // The event's own words (title, place, description, a guest's role) as the French events page shows them; the date
    // as it writes it (site/messages/fr/events.json, `events_when`).
    expect(fr.subject).toBe(`Votre place\u00a0: ${webinarInFrench.title}, jeudi 11 février 2027 à 15:00 (UTC+1)`);
    const lines = fr.text.split('\n');
    expect(lines[0]).toBe('Bonjour,');
    expect(lines).toContain(`Merci d’avoir réservé votre place pour «\u00a0${webinarInFrench.title}\u00a0». Nous vous attendons avec plaisir.`);
    expect(lines).toContain('Date\u00a0: jeudi 11 février 2027 à 15:00 (UTC+1)');
    expect(lines).toContain('Durée\u00a0: 1\u00a0heure');
    expect(lines).toContain(`Lieu\u00a0: ${webinarInFrench.location}`);
    expect(lines.find((line) => line.startsWith('Intervenants\u00a0: '))).toContain(webinarInFrench.guest);
    expect(lines).toContain(webinarInFrench.description);
    for (const english of [webinar.title, webinar.description, webinar.location, 'Payments consultant']) expect(fr.text).not.toContain(english);
    expect(lines).toContain('Ouvrez l’invitation jointe pour ajouter l’événement à votre agenda.');
    expect(lines).toContain('Tous nos événements en détail\u00a0: https://orisun.example/fr/events');
    expect(lines).toContain('Si vous ne pouvez plus venir, répondez à ce message\u00a0: nous pourrons ainsi donner votre place à quelqu’un d’autre.');
    expect(lines.at(-1)).toMatch(/^L’équipe /);
    expect(fr.text).not.toMatch(/https:\/\/orisun\.example\/events/);
    for (const line of [fr.subject, ...lines]) expect(frenchTypographyProblems(line), line).toEqual([]);
    const frIcs = unfoldedInvite(fr);
    expect(frIcs).toContain(`SUMMARY:${webinarInFrench.title}\r\n`);
    expect(frIcs).toContain(`LOCATION:${webinarInFrench.location}\r\n`);
    // iCalendar escapes a comma in text (RFC 5545 3.3.11).
    expect(frIcs).toContain(`DESCRIPTION:${webinarInFrench.description.replaceAll(',', '\\,')}\\n\\nTous nos événements en détail\u00a0: https://orisun.example/fr/events\r\n`);
    expect(frIcs).toContain('URL:https://orisun.example/fr/events');
    expect(frIcs).toMatch(/DTSTART:20270211T140000Z/);
    expect(frIcs).toMatch(/ATTENDEE;[^\r\n]*:mailto:koffi@example\.bj/);

    // English as this mail always was: the catalogue's own words.
    const en = sent.find((m) => m.to === 'ada@example.com')!;
    expect(en.subject).toBe('Your seat: Taking Mobile Money Payments in Your App, Thursday, 11 February 2027 at 15:00 WAT');
    expect(en.text.split('\n')).toEqual([
      'Thank you for reserving a seat at Taking Mobile Money Payments in Your App.',
      '',
      'When: Thursday, 11 February 2027 at 15:00 WAT (60 minutes)',
      'Where: Online (video call)',
      'Speakers: Sèna Dossou (Lead Backend Developer, Orisun Software), Fiyin Adeyemi (Payments consultant)',
      '',
      'How small businesses in Nigeria and Benin take payments by card, bank transfer, USSD and mobile money, what each costs, and how to add them to an app or website without surprises.',
      '',
      'The calendar invite attached adds it to your calendar.',
      'Details of all our events: https://orisun.example/events',
      '',
      'If you can no longer come, reply to this mail so we can give your seat to someone else.',
      '',
      'Orisun Software',
    ]);
    const enIcs = unfoldedInvite(en);
    expect(enIcs).toContain('SUMMARY:Taking Mobile Money Payments in Your App\r\n');
    expect(enIcs).toContain('LOCATION:Online (video call)\r\n');
    expect(enIcs).toContain(
      'DESCRIPTION:How small businesses in Nigeria and Benin take payments by card\\, bank transfer\\, USSD and mobile money\\, what each costs\\, and how to add them to an app or website without surprises.\\n\\nhttps://orisun.example/events\r\n',
    );
    expect(enIcs).toContain('URL:https://orisun.example/events');
    expect(enIcs).not.toContain('Tous nos événements');
  });

  it('names the day in Cotonou in French to a French reservation (issue 25): title, place and guest in the mail and invite', async () => {
    const french = await form.app.inject({ method: 'POST', url: '/reservation', payload: seat(cotonouDay, 'afiavi@example.bj'), headers: { 'accept-language': 'fr' } });
    expect(french.statusCode).toBe(200);
    expect(french.json<{ message: string }>().message).toMatch(/^Votre place à Journée de l’entreprise numérique de Cotonou est réservée\./);
    await form.app.mailOutbox.drain();
    expect(sent).toHaveLength(1);
    const mail = sent[0]!;
    expect(mail.subject).toBe('Votre place\u00a0: Journée de l’entreprise numérique de Cotonou, jeudi 22 avril 2027 à 09:00 (UTC+1)');
    const lines = mail.text.split('\n');
    expect(lines).toContain('Merci d’avoir réservé votre place pour «\u00a0Journée de l’entreprise numérique de Cotonou\u00a0». Nous vous attendons avec plaisir.');
    expect(lines).toContain('Lieu\u00a0: Boulevard de la Marina, Ganhi, Cotonou');
    expect(lines.find((line) => line.startsWith('Intervenants\u00a0: '))).toContain('Mariam Soglo (Conseillère en économie numérique)');
    expect(mail.text).not.toContain('Digital Business Day');
    const ics = unfoldedInvite(mail);
    expect(ics).toContain('SUMMARY:Journée de l’entreprise numérique de Cotonou\r\n');
    expect(ics).toContain('LOCATION:Boulevard de la Marina\\, Ganhi\\, Cotonou\r\n');
    expect(ics).toContain('DESCRIPTION:Une journée de conférences en français et en anglais');
    expect(ics).not.toContain('Digital Business Day');
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

  it("says its refusals in the page's language: a French page reads them in French", async () => {
    const inFrench = (body: Record<string, unknown>) => form.app.inject({ method: 'POST', url: '/reservation', payload: body, headers: { 'accept-language': 'fr' } });
    expect((await inFrench(seat(webinar, 'awa@example.bj'))).statusCode).toBe(200);
    const cases: [Record<string, unknown>, number, string][] = [
      [seat(webinar, 'AWA@example.bj'), 409, 'Vous avez déjà réservé une place à cet événement avec cette adresse e-mail.'],
      [seat(events.find((e) => e.pastEvent)!), 409, 'Cet événement a déjà eu lieu\u00a0: il ne prend plus de réservations.'],
      [seat(events.find((e) => e.registrationLink)!), 409, 'Les places de cet événement ne se réservent pas ici\u00a0: utilisez son lien d’inscription.'],
      [{ ...seat(), title: 'A party that does not exist' }, 404, 'Nous ne trouvons pas cet événement. Rechargez la page des événements, puis réessayez.'],
    ];
    for (const [body, status, error] of cases) {
      const res = await inFrench(body);
      expect(res.statusCode, JSON.stringify(body)).toBe(status);
      expect(errorResponseSchema.parse(res.json()).error).toBe(error);
      expect(frenchTypographyProblems(error)).toEqual([]);
    }
    expect(await form.database.db.select().from(reservations)).toHaveLength(1);
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
