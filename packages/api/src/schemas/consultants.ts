import { z } from 'zod';
import { emailAddressSchema, honeypotSchema, requiredLine, requiredText } from './forms.ts';

/**
 * `POST /api/consultant-applications`: an application to the Expert Network from the consultants
 * page's 'Become a Consultant' tab (spec sections 2, 5 and 9). The spec kept it in the browser;
 * decisions.md persists it, and the company gets it by mail.
 */

/** The availability a consultant offers (spec section 9), as the contract spells it. */
export const consultantAvailabilities = ['full-time', 'part-time', 'project-based'] as const;
export type ConsultantAvailability = (typeof consultantAvailabilities)[number];

/** How people read each availability (the consultant cards and the application form). */
export const consultantAvailabilityLabels: Record<ConsultantAvailability, string> = {
  'full-time': 'Full-time',
  'part-time': 'Part-time',
  'project-based': 'Project-based',
};

/** The lowest hourly rate the network takes, in US dollars (spec section 9). */
export const consultantMinimumRateUsd = 50;
/** The highest hourly rate the form accepts: beyond it, a typo (an extra zero) is likelier than a rate. */
export const consultantMaximumRateUsd = 2_000;
/** At least this many areas of expertise (spec section 5). */
export const consultantMinimumExpertise = 2;
/** At most this many areas: the ten options shown plus a handful of the applicant's own. */
export const consultantMaximumExpertise = 15;
/** The longest area of expertise, the applicant's own included. */
export const consultantExpertiseMaxLength = 60;

/** The sentences the spec fixes, and ours for the rules it leaves open. */
export const consultantApplicationMessages = {
  portfolioRequired: 'Portfolio URL is required',
  portfolioInvalid: 'Enter the full address of your portfolio, starting with https://',
  rateMissing: 'Enter your hourly rate in USD.',
  rateTooLow: `The minimum hourly rate is ${consultantMinimumRateUsd} USD.`,
  rateTooHigh: `Enter an hourly rate of at most ${consultantMaximumRateUsd.toLocaleString('en-US')} USD.`,
  rateCents: 'Enter the rate in whole dollars or dollars and cents.',
  expertiseTooFew: 'Please select at least 2 areas of expertise',
  expertiseTooMany: `Choose at most ${consultantMaximumExpertise} areas of expertise.`,
  expertiseRepeated: 'Each area of expertise may be listed once.',
  availability: 'Choose your availability.',
  /** What the page shows on success (spec section 5), and what the server answers. */
  accepted: 'Application received! We will review your submission.',
  /** 409: one open application per e-mail address. */
  duplicate: 'We already have an application from this e-mail address. We will review it and reply to you by e-mail.',
} as const;

/** The same area whatever its case and spacing ("React  Native" = "react native"). */
export function expertiseKey(area: string): string {
  return area.trim().replace(/\s+/g, ' ').toLowerCase();
}

/**
 * Adds an area of expertise the applicant typed: only when it is not empty and not already in the
 * list (whatever its case; spec section 5). Returns the list unchanged otherwise.
 */
export function addExpertise(list: readonly string[], typed: string): string[] {
  const area = typed.trim().replace(/\s+/g, ' ');
  if (area === '' || list.some((existing) => expertiseKey(existing) === expertiseKey(area))) return [...list];
  return [...list, area];
}

const portfolioUrlSchema = z
  .string({ error: consultantApplicationMessages.portfolioRequired })
  .trim()
  .min(1, consultantApplicationMessages.portfolioRequired)
  .max(2_000, 'Enter a shorter portfolio address.')
  .pipe(
    z.url({
      protocol: /^https?$/,
      hostname: z.regexes.domain,
      error: consultantApplicationMessages.portfolioInvalid,
    }),
  );

const rateSchema = z
  .number({ error: consultantApplicationMessages.rateMissing })
  .min(consultantMinimumRateUsd, consultantApplicationMessages.rateTooLow)
  .max(consultantMaximumRateUsd, consultantApplicationMessages.rateTooHigh)
  .refine((rate) => Math.abs(rate * 100 - Math.round(rate * 100)) < 1e-6, consultantApplicationMessages.rateCents);

const expertiseSchema = z
  .array(requiredLine('the area of expertise', consultantExpertiseMaxLength), { error: consultantApplicationMessages.expertiseTooFew })
  .min(consultantMinimumExpertise, consultantApplicationMessages.expertiseTooFew)
  .max(consultantMaximumExpertise, consultantApplicationMessages.expertiseTooMany)
  .refine((areas) => new Set(areas.map(expertiseKey)).size === areas.length, consultantApplicationMessages.expertiseRepeated);

/** The application as the form sends it and the server stores it. */
export const consultantApplicationSchema = z.object({
  name: requiredLine('your name', 100),
  email: emailAddressSchema,
  portfolioUrl: portfolioUrlSchema,
  /** Hourly rate in US dollars. */
  rate: rateSchema,
  availability: z.enum(consultantAvailabilities, { error: consultantApplicationMessages.availability }).default('full-time'),
  expertise: expertiseSchema,
  bio: requiredText('a short bio', 2_000),
  /** Where the applicant works from; optional. */
  location: z
    .string()
    .trim()
    .max(100, 'Keep your location under 101 characters.')
    .refine((value) => !/[\r\n\u2028\u2029]/.test(value), 'Enter your location on one line.')
    .optional(),
  /** Whether the applicant is on Orisun Software's own product team (the spec's company-member flag). */
  isCompanyMember: z.boolean({ error: 'Answer whether you are on the Orisun Software team.' }).default(false),
  website: honeypotSchema,
});
export type ConsultantApplicationInput = z.input<typeof consultantApplicationSchema>;
export type ConsultantApplication = z.output<typeof consultantApplicationSchema>;
