import { describe, expect, it } from 'vitest';
import { frenchTypographyProblems } from '@orisun/test-support/french-typography';
import { events, type CompanyEvent } from '../events.ts';
import { offices } from '../offices.ts';
import { staffSpeaker } from '../people.ts';
import { frenchEventWords } from './fr.ts';
import { eventWordsIn } from './index.ts';
import { translatedEventWords as onlyEnglish } from './only-en.ts';
import { translatedEventWords as onlyFrench } from './only-fr.ts';

const cotonouDay = events.find((e) => e.id === 'cotonou-digital-business-day-2027')!;

describe('the events’ words (eventWordsIn)', () => {
  it('are the catalogue’s own in English, every guest speaker with their role', () => {
    for (const event of events) {
      const guests = event.speakers.filter((s) => !s.role.endsWith(', Orisun Software'));
      expect(eventWordsIn(event, 'en')).toEqual({
        title: event.title,
        description: event.description,
        location: event.location,
        cta: event.cta,
        guestRoles: Object.fromEntries(guests.map((s) => [s.name, s.role])),
      });
    }
  });

  it('give every event of the catalogue its French words, a role to each guest, with French typography', () => {
    const french = frenchEventWords();
    expect(Object.keys(french).sort()).toEqual(events.map((e) => e.id).sort());
    for (const event of events) {
      const words = eventWordsIn(event, 'fr');
      expect(words).toEqual({ ...french[event.id], guestRoles: words.guestRoles });
      for (const [name, text] of Object.entries({ title: words.title, description: words.description, cta: words.cta, ...words.guestRoles })) {
        expect(frenchTypographyProblems(text), `${event.id} ${name}`).toEqual([]);
      }
      for (const key of ['title', 'description', 'cta'] as const) expect(words[key], `${event.id} ${key}`).not.toBe(event[key]);
      // Guests only: our people's roles are theirs (site/src/content/peopleFacts.ts), not the event's.
      expect(Object.keys(french[event.id]!.guestRoles ?? {}).sort(), event.id).toEqual(Object.keys(words.guestRoles).sort());
      for (const role of Object.values(words.guestRoles)) expect(event.speakers.map((s) => s.role)).not.toContain(role);
    }
  });

  it('place an event at an office by its address, as the page does', () => {
    expect(eventWordsIn(cotonouDay, 'fr')).toMatchObject({
      title: 'Journée de l’entreprise numérique de Cotonou',
      location: `${offices[2].street}, ${offices[2].city}`,
      guestRoles: { 'Mariam Soglo': 'Conseillère en économie numérique' },
    });
    expect(eventWordsIn(events.find((e) => e.id === 'lagos-build-your-first-app-2027')!, 'fr').location).toBe('12 Adeola Odeku Street, Victoria Island, Lagos');
  });

  it('keep the catalogue’s words for an event the language has none for (a test’s own)', () => {
    const own: CompanyEvent = {
      ...cotonouDay,
      id: 'a-test-event',
      title: 'A Test Event',
      speakers: [staffSpeaker('sena-dossou'), { name: 'Ada Guest', role: 'Guest speaker' }],
    };
    expect(eventWordsIn(own, 'fr')).toEqual({
      title: 'A Test Event',
      description: own.description,
      location: own.location,
      cta: own.cta,
      guestRoles: { 'Ada Guest': 'Guest speaker' },
    });
  });

  it('are one language per build: none in the English one, French whatever is asked in the French one', () => {
    expect(onlyEnglish('en')).toBeUndefined();
    expect(onlyEnglish('fr')).toBeUndefined();
    expect(onlyFrench('en')).toEqual(frenchEventWords());
  });
});
