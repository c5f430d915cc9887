/**
 * The people of the company, once: the leadership on /team, the speakers of our events and the
 * team members in the Expert Network all take their name and role from here, so one person never
 * has two roles (or one role two people) on different pages.
 */
import { company } from './company.ts';

export interface Person {
  /** Stable id (keys, links, test hooks). */
  id: string;
  name: string;
  /** Their role at the company, e.g. "CTO" or "Senior Mobile Engineer". */
  role: string;
}

const person = <const Id extends string>(id: Id, name: string, role: string) => ({ id, name, role }) satisfies Person;

/** Everyone on the company's staff that a page names. */
export const people = {
  'oluwaseun-adeyemi': person('oluwaseun-adeyemi', 'Oluwaseun Adeyemi', 'Founder & CEO'),
  'fifame-houngbedji': person('fifame-houngbedji', 'Fifamè Houngbédji', 'Co-Founder & COO'),
  'chukwuemeka-obi': person('chukwuemeka-obi', 'Chukwuemeka Obi', 'CTO'),
  'aisha-bello': person('aisha-bello', 'Aisha Bello', 'HR Manager'),
  'sena-dossou': person('sena-dossou', 'Sèna Dossou', 'Lead Backend Developer'),
  'adaeze-okonkwo': person('adaeze-okonkwo', 'Adaeze Okonkwo', 'Lead Frontend Engineer'),
  'tunde-adeyemi': person('tunde-adeyemi', 'Tunde Adeyemi', 'Backend and Payments Engineer'),
  'sessi-houngbedji': person('sessi-houngbedji', 'Sessi Houngbédji', 'Product Manager'),
  'chiamaka-eze': person('chiamaka-eze', 'Chiamaka Eze', 'Senior Mobile Engineer'),
  'emeka-nwosu': person('emeka-nwosu', 'Emeka Nwosu', 'QA and Test Automation Engineer'),
} as const satisfies Record<string, Person>;

export type PersonId = keyof typeof people;

/** The leadership team, in the order /team shows it. */
export const leadershipIds = [
  'oluwaseun-adeyemi',
  'fifame-houngbedji',
  'chukwuemeka-obi',
  'aisha-bello',
  'sena-dossou',
] as const satisfies readonly PersonId[];

/** How an event names one of our people as a speaker: "CTO, Orisun Software". */
export function staffSpeaker(id: PersonId): { name: string; role: string } {
  const { name, role } = people[id];
  return { name, role: `${role}, ${company.name}` };
}

/** The person of the company's list an event speaker `{ name, role }` is (as `staffSpeaker` made it), if any: a guest is none. */
/*#__NO_SIDE_EFFECTS__*/
export function staffSpeakerId(speaker: { name: string; role: string }): PersonId | undefined {
  return (Object.keys(people) as PersonId[]).find((id) => {
    const staff = staffSpeaker(id);
    return staff.name === speaker.name && staff.role === speaker.role;
  });
}
