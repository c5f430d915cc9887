import { z } from '../zod.ts';
import { liveSentences, saying } from '../messages/index.ts';
import {
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
      .string(saying((m) => m.consultant.portfolioRequired))
      .check(
        z.trim(),
        z.minLength(1, saying((m) => m.consultant.portfolioRequired)),
        z.maxLength(2_000, saying((m) => m.consultant.portfolioTooLong)),
      ),
    webAddressText(saying((m) => m.consultant.portfolioInvalid)),
  ),
  z.url({
    protocol: /^https?$/,
    hostname: z.regexes.domain,
    ...saying((m) => m.consultant.portfolioInvalid),
  }),
);

export const rateSchema = z
  .number(saying((m) => m.consultant.rateMissing))
  .check(
    z.gte(consultantMinimumRateUsd, saying((m) => m.consultant.rateTooLow)),
    z.lte(consultantMaximumRateUsd, saying((m) => m.consultant.rateTooHigh)),
    z.refine((rate) => Math.abs(rate * 100 - Math.round(rate * 100)) < 1e-6, saying((m) => m.consultant.rateCents)),
  );

const expertiseSchema = z
  .array(requiredLine('expertiseArea', consultantExpertiseMaxLength), saying((m) => m.consultant.expertiseTooFew))
  .check(
    z.minLength(consultantMinimumExpertise, saying((m) => m.consultant.expertiseTooFew)),
    z.maxLength(consultantMaximumExpertise, saying((m) => m.consultant.expertiseTooMany)),
    z.refine((areas) => new Set(areas.map(expertiseKey)).size === areas.length, saying((m) => m.consultant.expertiseRepeated)),
  );

/** The application as the form sends it and the server stores it. */
export const consultantApplicationSchema = z.object({
  name: requiredLine('yourName', 100),
  email: emailAddressSchema,
  portfolioUrl: portfolioUrlSchema,
  /** Hourly rate in US dollars. */
  rate: rateSchema,
  availability: z._default(z.enum(consultantAvailabilities, saying((m) => m.consultant.availability)), 'full-time'),
  expertise: expertiseSchema,
  bio: requiredText('shortBio', 2_000),
  /** Where the applicant works from; optional. */
  location: optionalLine('yourLocation', 100),
  /** Whether the applicant is on Orisun Software's own product team (the spec's company-member flag). */
  isCompanyMember: z._default(z.boolean(saying((m) => m.consultant.companyMember)), false),
  website: honeypotSchema,
});
export type ConsultantApplicationInput = z.input<typeof consultantApplicationSchema>;
export type ConsultantApplication = z.output<typeof consultantApplicationSchema>;

/** The sentences of the Expert Network's form and answers (docs/product.md §3.6), in the current language. */
export const consultantApplicationMessages = liveSentences((m) => m.consultant);
