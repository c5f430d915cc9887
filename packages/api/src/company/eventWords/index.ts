/**
 * An event's own words (title, description, place, button label, guest speakers' roles) in a language of the site: a
 * company fact, so the events page and the reservation's mail and invite say the same. English is the catalogue's own
 * text (`events`); another language's words are a table by event id (`fr.ts`). `#eventWords` (package.json `imports`)
 * picks the tables as `#apiMessages` does: a build of the site under `orisun-en` carries none, one under `orisun-fr`
 * only French, and the server, tests and Storybook (no condition) every language.
 */
import { translatedEventWords } from '#eventWords';
import type { SiteLanguage } from '../../languages.ts';
import type { CompanyEvent } from '../events.ts';
import { staffSpeakerId } from '../people.ts';

/** An event's words in one language. */
export interface EventWords {
  title: string;
  description: string;
  /** Where it takes place (`En ligne (visioconférence)`, an office's street and city). */
  location: string;
  /** The label of its main button. */
  cta: string;
  /** The roles of its guest speakers (not on the company's staff), by their name. */
  guestRoles?: Readonly<Record<string, string>>;
}

/** A language's words for the catalogue's events, by event id. */
export type EventWordsById = Readonly<Partial<Record<string, EventWords>>>;


/**
 * The event's words in `language`: the catalogue's own in English, and in an event the language has no words for (a
 * test's or a story's own event). `guestRoles` names every guest speaker; our people keep the catalogue's role here (the
 * site names them in its language: site/src/content/peopleFacts.ts).
 */
/*#__NO_SIDE_EFFECTS__*/
export function eventWordsIn(event: CompanyEvent, language: SiteLanguage): Required<EventWords> {
  const words = translatedEventWords(language)?.[event.id];
  const guests = event.speakers.filter((speaker) => staffSpeakerId(speaker) === undefined);
  return {
    title: words?.title ?? event.title,
    description: words?.description ?? event.description,
    location: words?.location ?? event.location,
    cta: words?.cta ?? event.cta,
    guestRoles: Object.fromEntries(guests.map((speaker) => [speaker.name, words?.guestRoles?.[speaker.name] ?? speaker.role])),
  };
}
