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
 * page's 'Become a Consultant' tab (docs/product.md §2.6, §3.6 and §5.8). The spec kept it in the browser;
 * we persist it (docs/adr/0020-fixes-to-the-original-spec.md), and the company gets it by mail.
 */

export const portfolioUrlSchema = z.pipe(
  z.pipe(
    z
      .string({ error: consultantApplicationMessages.portfolioRequired })
      .check(z.trim(), z.minLength(1, consultantApplicationMessages.portfolioRequired), z.maxLength(2_000, 'Enter a shorter portfolio address.')),
    webAddressText(consultantApplicationMessages.portfolioInvalid),
  ),
  z.url({
    protocol: /^https?$/,
    hostname: z.regexes.domain,
    error: consultantApplicationMessages.portfolioInvalid,
  }),
);

export const rateSchema = z
  .number({ error: consultantApplicationMessages.rateMissing })
  .check(
    z.gte(consultantMinimumRateUsd, consultantApplicationMessages.rateTooLow),
    z.lte(consultantMaximumRateUsd, consultantApplicationMessages.rateTooHigh),
    z.refine((rate) => Math.abs(rate * 100 - Math.round(rate * 100)) < 1e-6, consultantApplicationMessages.rateCents),
  );

const expertiseSchema = z
  .array(requiredLine('the area of expertise', consultantExpertiseMaxLength), { error: consultantApplicationMessages.expertiseTooFew })
  .check(
    z.minLength(consultantMinimumExpertise, consultantApplicationMessages.expertiseTooFew),
    z.maxLength(consultantMaximumExpertise, consultantApplicationMessages.expertiseTooMany),
    z.refine((areas) => new Set(areas.map(expertiseKey)).size === areas.length, consultantApplicationMessages.expertiseRepeated),
  );

/** The application as the form sends it and the server stores it. */
export const consultantApplicationSchema = z.object({
  name: requiredLine('your name', 100),
  email: emailAddressSchema,
  portfolioUrl: portfolioUrlSchema,
  /** Hourly rate in US dollars. */
  rate: rateSchema,
  availability: z._default(z.enum(consultantAvailabilities, { error: consultantApplicationMessages.availability }), 'full-time'),
  expertise: expertiseSchema,
  bio: requiredText('a short bio', 2_000),
  /** Where the applicant works from; optional. */
  location: optionalLine('your location', 100),
  /** Whether the applicant is on Orisun Software's own product team (the spec's company-member flag). */
  isCompanyMember: z._default(z.boolean({ error: 'Answer whether you are on the Orisun Software team.' }), false),
  website: honeypotSchema,
});
export type ConsultantApplicationInput = z.input<typeof consultantApplicationSchema>;
export type ConsultantApplication = z.output<typeof consultantApplicationSchema>;
