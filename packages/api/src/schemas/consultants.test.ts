import { describe, expect, it } from 'vitest';
import { addExpertise } from '../company/consultantRules.ts';
import { consultantApplicationMessages as messages, consultantApplicationSchema } from './consultants.ts';
import { issuesFromZodError } from './errors.ts';

const valid = {
  name: 'Kemi Adebayo',
  email: 'kemi@example.com',
  portfolioUrl: 'https://kemi.dev/work',
  rate: 75,
  availability: 'project-based',
  expertise: ['React', 'Payments'],
  bio: 'Ten years of shop software in Lagos.',
};

/** The first message for each field path of a refused payload. */
function problems(payload: unknown): Record<string, string> {
  const parsed = consultantApplicationSchema.safeParse(payload);
  if (parsed.success) return {};
  const found: Record<string, string> = {};
  for (const issue of issuesFromZodError(parsed.error)) found[issue.path] ??= issue.message;
  return found;
}

describe('consultant application rules shared by the form and the server (docs/product.md §5.8)', () => {
  it('accepts a complete application, trimmed, full-time and external by default', () => {
    const { availability: _, ...withoutAvailability } = valid;
    const parsed = consultantApplicationSchema.parse({ ...withoutAvailability, name: '  Kemi Adebayo ' });
    expect(parsed).toMatchObject({ name: 'Kemi Adebayo', availability: 'full-time', isCompanyMember: false });
  });

  it("says 'Portfolio URL is required' without one, and asks for a web address otherwise", () => {
    expect(problems({ ...valid, portfolioUrl: undefined }).portfolioUrl).toBe('Portfolio URL is required');
    expect(problems({ ...valid, portfolioUrl: '   ' }).portfolioUrl).toBe('Portfolio URL is required');
    for (const url of ['kemi.dev', 'javascript:alert(1)', 'ftp://kemi.dev', 'https://localhost']) {
      expect(problems({ ...valid, portfolioUrl: url }).portfolioUrl).toBe(messages.portfolioInvalid);
    }
    expect(problems({ ...valid, portfolioUrl: 'http://kemi.dev/case-studies?x=1' })).toEqual({});
  });

  it('takes rates from 50 USD an hour, in dollars and cents', () => {
    expect(problems({ ...valid, rate: 49.99 }).rate).toBe('The minimum hourly rate is 50 USD.');
    expect(problems({ ...valid, rate: 50 })).toEqual({});
    expect(problems({ ...valid, rate: 62.5 })).toEqual({});
    expect(problems({ ...valid, rate: 62.555 }).rate).toBe(messages.rateCents);
    expect(problems({ ...valid, rate: Number.NaN }).rate).toBe(messages.rateMissing);
    expect(problems({ ...valid, rate: '75' }).rate).toBe(messages.rateMissing);
    expect(problems({ ...valid, rate: 2_001 }).rate).toBe(messages.rateTooHigh);
  });

  it("says 'Please select at least 2 areas of expertise' for fewer than two, and refuses an area twice", () => {
    expect(problems({ ...valid, expertise: ['React'] }).expertise).toBe('Please select at least 2 areas of expertise');
    expect(problems({ ...valid, expertise: [] }).expertise).toBe('Please select at least 2 areas of expertise');
    expect(problems({ ...valid, expertise: undefined }).expertise).toBe('Please select at least 2 areas of expertise');
    expect(problems({ ...valid, expertise: ['React', ' react '] }).expertise).toBe(messages.expertiseRepeated);
  });

  it('requires the bio and a known availability', () => {
    expect(problems({ ...valid, bio: ' ' }).bio).toBe('Enter a short bio.');
    expect(problems({ ...valid, availability: 'Project-based' }).availability).toBe(messages.availability);
  });

  it('keeps line breaks out of the one-line fields that reach the mail', () => {
    expect(problems({ ...valid, name: 'Kemi\r\nBcc: x@example.com' }).name).toBeDefined();
    expect(problems({ ...valid, location: 'Lagos\nBcc: x@example.com' }).location).toBeDefined();
    expect(problems({ ...valid, expertise: ['React', 'Go\nBcc: x'] })['expertise.1']).toBeDefined();
  });
});

describe('addExpertise (the custom area of the form)', () => {
  it('adds a new area, trimmed', () => {
    expect(addExpertise(['React'], '  Mobile   Money ')).toEqual(['React', 'Mobile Money']);
  });

  it('adds nothing that is empty or already there, whatever its case', () => {
    expect(addExpertise(['React'], '   ')).toEqual(['React']);
    expect(addExpertise(['React', 'Mobile Money'], 'mobile money')).toEqual(['React', 'Mobile Money']);
  });
});
