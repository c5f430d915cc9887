/**
 * The people's facts in this build's language. Their roles are English in `@orisun/api/company`, and the server keeps
 * them so (reservation checks, mails); the pages show them through these helpers: the `peopleFacts` messages, keyed by
 * person id, whose English is the data's own text.
 */
import * as m from '#messages';
import { company, people, type PersonId } from '@orisun/api/company';
import { baseLocale, locale } from '../i18n/index.ts';

/** By person id: everyone in the company's list of people has a role here, or the type check fails. */
const personRoles: Record<PersonId, string> | undefined = locale === baseLocale ? undefined : {
  'oluwaseun-adeyemi': m.peopleFacts_personOluwaseunAdeyemiRole(),
  'fifame-houngbedji': m.peopleFacts_personFifameHoungbedjiRole(),
  'chukwuemeka-obi': m.peopleFacts_personChukwuemekaObiRole(),
  'aisha-bello': m.peopleFacts_personAishaBelloRole(),
  'sena-dossou': m.peopleFacts_personSenaDossouRole(),
  'adaeze-okonkwo': m.peopleFacts_personAdaezeOkonkwoRole(),
  'tunde-adeyemi': m.peopleFacts_personTundeAdeyemiRole(),
  'sessi-houngbedji': m.peopleFacts_personSessiHoungbedjiRole(),
  'chiamaka-eze': m.peopleFacts_personChiamakaEzeRole(),
  'emeka-nwosu': m.peopleFacts_personEmekaNwosuRole(),
};

/** A person's role at the company in this build's language: `CTO` (French `Directeur technique`). */
/*#__NO_SIDE_EFFECTS__*/
export function personRole(id: PersonId): string {
  return personRoles?.[id] ?? people[id].role;
}

/**
 * How an event names one of our people as a speaker, in this build's language: the role and the company, as
 * `staffSpeaker` writes it (`CTO, Orisun Software`; French `Directeur technique, Orisun Software`).
 */
/*#__NO_SIDE_EFFECTS__*/
export function staffSpeakerRole(id: PersonId): string {
  return `${personRole(id)}, ${company.name}`;
}

