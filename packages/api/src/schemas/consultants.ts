import { z } from '../zod.ts';
import {
  consultantApplicationMessages,
  consultantAvailabilities,
  consultantExpertiseMaxLength,
  consultantMaximumExpertise,
  consultantMaximumRateUsd,
  consultantMinimumExpertise,
  consultantMinimumRateUsd,
  expertiseKey,
} from '../company/consultantRules.ts';
import { emailAddressSchema, honeypotSchema, optionalLine, requiredLine, requiredText, webAddressText } from './forms.ts';

/**
 * `POST /api/consultant-applications`: an application to the Expert Network from the consultants
 * page's 'Become a Consultant' tab (spec sections 2, 5 and 9). The spec kept it in the browser;
 * decisions.md persists it, and the company gets it by mail.
 */

const portfolioUrlSchema = z
  .string({ error: consultantApplicationMessages.portfolioRequired })
  .trim()
  .min(1, consultantApplicationMessages.portfolioRequired)
  .max(2_000, 'Enter a shorter portfolio address.')
  .pipe(webAddressText(consultantApplicationMessages.portfolioInvalid))
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
  location: optionalLine('your location', 100),
  /** Whether the applicant is on Orisun Software's own product team (the spec's company-member flag). */
  isCompanyMember: z.boolean({ error: 'Answer whether you are on the Orisun Software team.' }).default(false),
  website: honeypotSchema,
});
export type ConsultantApplicationInput = z.input<typeof consultantApplicationSchema>;
export type ConsultantApplication = z.output<typeof consultantApplicationSchema>;
