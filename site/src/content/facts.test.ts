import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { offices, people, staffSpeaker, staffSpeakerId, type PersonId } from '@orisun/api/company';
import { formatAddress } from './brand.ts';
import { readCatalog } from '../build/inlineMessages.ts';
import { officeAddress, officeCountry, officeHours, officeRegion } from './officeFacts.ts';
import { personRole, staffSpeakerRole } from './peopleFacts.ts';

describe("the company's facts in this build's language", () => {
  it("have English messages that are the data's own words (what French is translated from)", () => {
    const english = readCatalog(path.resolve(import.meta.dirname, '../../messages'), 'en');
    const camel = (id: string) => id.replace(/(^|-)(\w)/g, (_, _dash: string, letter: string) => letter.toUpperCase());
    for (const office of offices) {
      expect(english.get(`officeFacts_office${office.id}Country`)).toBe(office.country);
      expect(english.get(`officeFacts_office${office.id}Region`)).toBe(office.region);
      expect(english.get(`officeFacts_office${office.id}Hours`)).toBe(office.hours);
    }
    for (const id of Object.keys(people) as PersonId[]) expect(english.get(`peopleFacts_person${camel(id)}Role`), id).toBe(people[id].role);
  });

  it("in English, gives the data's own words for every office", () => {
    for (const office of offices) {
      expect(officeCountry(office)).toBe(office.country);
      expect(officeRegion(office)).toBe(office.region);
      expect(officeHours(office)).toBe(office.hours);
      expect(officeAddress(office)).toBe(formatAddress(office));
    }
  });

  it("in English, gives the data's own role for every person, and their speaker role as staffSpeaker writes it", () => {
    for (const id of Object.keys(people) as PersonId[]) {
      expect(personRole(id)).toBe(people[id].role);
      expect(staffSpeakerRole(id)).toBe(staffSpeaker(id).role);
      expect(staffSpeakerId(staffSpeaker(id))).toBe(id);
    }
    expect(staffSpeakerId({ name: 'Fiyin Adeyemi', role: 'Payments consultant' })).toBeUndefined();
  });
});
