/**
 * The company's events (webinars, workshops, conferences) and the rules the events page and the
 * server share: when an event starts (West Africa Time), whether it is past, whether it takes
 * reservations here and how many seats it has. The reservation endpoint checks a request against
 * this catalogue. An event's own words here are English; `eventWordsIn` (eventWords/) gives them in each language of the
 * site, for the page and the reservation's mail alike. The page's other wording lives in `site/src/content/events.ts`.
 */
import { offices } from './offices.ts';
import { staffSpeaker } from './people.ts';

export const eventCategories = ['Webinar', 'Workshop', 'Conference'] as const;
export type EventCategory = (typeof eventCategories)[number];

export interface EventSpeaker {
  name: string;
  role: string;
}

export interface CompanyEvent {
  /** Stable id (used in links and by the server). */
  id: string;
  title: string;
  /** Local date in West Africa Time, `YYYY-MM-DD`. */
  date: string;
  /** Local start time in West Africa Time, `HH:mm` (24 h). */
  time: string;
  durationMinutes: number;
  location: string;
  description: string;
  category: EventCategory;
  /** Where to register when the event is not reserved here (external events), else undefined. */
  registrationLink?: string;
  /** The label of the event's main button. */
  cta: string;
  featured: boolean;
  /** Marked past by the company, whatever its date. */
  pastEvent: boolean;
  speakers: readonly EventSpeaker[];
  /** Seats that can be reserved here (featured upcoming events). */
  capacity: number;
  recordingLink?: string;
  materialsLink?: string;
}

/** West Africa Time is UTC+1 all year (no daylight saving). */
export const westAfricaOffset = '+01:00';

/** When the event starts, as an instant. */
export function eventStartsAt(event: Pick<CompanyEvent, 'date' | 'time'>): Date {
  return new Date(`${event.date}T${event.time}:00${westAfricaOffset}`);
}

/** When the event ends, as an instant. */
export function eventEndsAt(event: Pick<CompanyEvent, 'date' | 'time' | 'durationMinutes'>): Date {
  return new Date(eventStartsAt(event).getTime() + event.durationMinutes * 60_000);
}

/** Past when flagged past or its date is before now (docs/product.md §2.5); otherwise upcoming. */
export function isPastEvent(event: Pick<CompanyEvent, 'date' | 'time' | 'pastEvent'>, now: Date = new Date()): boolean {
  return event.pastEvent || eventStartsAt(event).getTime() < now.getTime();
}

/** Seats are reserved here for featured events that have not started yet (and have no outside registration). */
export function takesReservations(event: CompanyEvent, now: Date = new Date()): boolean {
  return event.featured && !isPastEvent(event, now) && !event.registrationLink && event.capacity > 0;
}

const team = {
  ceo: staffSpeaker('oluwaseun-adeyemi'),
  cto: staffSpeaker('chukwuemeka-obi'),
  backend: staffSpeaker('sena-dossou'),
} satisfies Record<string, EventSpeaker>;

/** The events catalogue (newest plans first; the page sorts and groups them). */
export const events: readonly CompanyEvent[] = [
  {
    id: 'mobile-money-payments-2027',
    title: 'Taking Mobile Money Payments in Your App',
    date: '2027-02-11',
    time: '15:00',
    durationMinutes: 60,
    location: 'Online (video call)',
    description:
      'How small businesses in Nigeria and Benin take payments by card, bank transfer, USSD and mobile money, what each costs, and how to add them to an app or website without surprises.',
    category: 'Webinar',
    cta: 'Reserve a seat',
    featured: true,
    pastEvent: false,
    speakers: [team.backend, { name: 'Fiyin Adeyemi', role: 'Payments consultant' }],
    capacity: 100,
  },
  {
    id: 'lagos-build-your-first-app-2027',
    title: 'From Spreadsheet to App: A Hands-on Workshop',
    date: '2027-03-06',
    time: '10:00',
    durationMinutes: 240,
    location: `${offices[0].street}, ${offices[0].region}`,
    description:
      'Bring the spreadsheet your business runs on. In one morning we turn it into a working app your staff can use on their phones, and you leave with a plan for what to build next.',
    category: 'Workshop',
    cta: 'Reserve a seat',
    featured: true,
    pastEvent: false,
    speakers: [team.cto],
    capacity: 25,
  },
  {
    id: 'cotonou-digital-business-day-2027',
    title: 'Digital Business Day Cotonou',
    date: '2027-04-22',
    time: '09:00',
    durationMinutes: 480,
    location: `${offices[2].street}, Cotonou`,
    description:
      'A day of talks in French and English on selling online, digital payments and data protection in Benin, with clinics where our engineers answer your questions one to one.',
    category: 'Conference',
    cta: 'Reserve a seat',
    featured: true,
    pastEvent: false,
    speakers: [team.ceo, { name: 'Mariam Soglo', role: 'Digital economy advisor' }],
    capacity: 200,
  },
  {
    id: 'secure-your-business-data-2027',
    title: 'Keeping Your Business Data Safe',
    date: '2027-01-28',
    time: '16:00',
    durationMinutes: 45,
    location: 'Online (video call)',
    description: 'Backups, passwords and phones that get lost: a short, practical session for owners and managers of small businesses.',
    category: 'Webinar',
    registrationLink: 'https://lu.ma/orisun-data-safety',
    cta: 'Register',
    featured: false,
    pastEvent: false,
    speakers: [team.backend],
    capacity: 0,
  },
  {
    id: 'techfest-ogbomosho-2027',
    title: 'Ogbomosho Tech Meetup',
    date: '2027-05-15',
    time: '14:00',
    durationMinutes: 180,
    location: `${offices[1].street}, Ogbomosho`,
    description: 'An afternoon for students and young developers in Oyo State: lightning talks, a code review clinic and a chance to meet our team.',
    category: 'Conference',
    registrationLink: 'https://lu.ma/ogbomosho-tech',
    cta: 'Register',
    featured: false,
    pastEvent: false,
    speakers: [team.cto, team.backend],
    capacity: 0,
  },
  {
    id: 'launch-webinar-2026',
    title: 'Custom Software for Small Businesses: Where to Start',
    date: '2026-06-18',
    time: '15:00',
    durationMinutes: 60,
    location: 'Online (video call)',
    description: 'Our launch webinar: when custom software pays off for a small business, what it costs, and how a project runs from the first call to launch.',
    category: 'Webinar',
    cta: 'Watch the recording',
    featured: true,
    pastEvent: true,
    speakers: [team.ceo, team.cto],
    capacity: 0,
    recordingLink: 'https://www.youtube.com/@orisun',
    materialsLink: '/downloads/orisun-fact-sheet.pdf',
  },
  {
    id: 'ux-for-low-end-phones-2026',
    title: 'Designing for Low-End Phones',
    date: '2026-09-10',
    time: '11:00',
    durationMinutes: 180,
    location: `${offices[0].street}, ${offices[0].region}`,
    description: 'A workshop for designers and developers on building apps that stay fast on entry-level Android phones and paid mobile data.',
    category: 'Workshop',
    cta: 'See the materials',
    featured: false,
    pastEvent: false,
    speakers: [team.cto],
    capacity: 0,
    materialsLink: '/downloads/orisun-brand-guidelines.pdf',
  },
];
