/**
 * The Expert Network's application form's own words (/consultants' Apply tab): its fields, its button and its answers.
 * Apart from the page's (./consultants.ts), so they load with the form, not with the page.
 */
import * as m from '#messages';
import { consultantMinimumRateUsd } from '@orisun/api/company';
import { brand } from './brand.ts';
import { offlineNotSent } from './forms.ts';

export const consultantApplication = {
  fields: {
    name: { label: m.consultants_applyName() },
    email: { label: m.consultants_applyEmail() },
    portfolioUrl: { label: m.consultants_applyPortfolio(), hint: m.consultants_applyPortfolioHint() },
    rate: { label: m.consultants_applyRate(), hint: m.consultants_applyRateHint({ minimum: consultantMinimumRateUsd }) },
    availability: { label: m.consultants_applyAvailability() },
    location: { label: m.consultants_applyLocation(), hint: m.consultants_applyLocationHint() },
    expertise: { label: m.consultants_applyExpertise(), hint: m.consultants_applyExpertiseHint() },
    customExpertise: {
      label: m.consultants_applyCustomExpertise(),
      addLabel: m.consultants_applyCustomExpertiseAdd(),
      hint: m.consultants_applyCustomExpertiseHint(),
    },
    bio: { label: m.consultants_applyBio(), hint: m.consultants_applyBioHint() },
    isCompanyMember: { label: m.consultants_applyCompanyMember({ brand: brand.name }) },
    honeypot: { label: m.consultants_applyHoneypot() },
  },
  submitLabel: m.consultants_applySubmit(),
  submittingLabel: m.consultants_applySubmitting(),
  /** docs/product.md §3.6: the page's notice on success (the server answers the same words). */
  success: m.consultants_applySuccess(),
  error: {
    title: m.consultants_applyErrorTitle(),
    server: m.consultants_applyErrorServer(),
    unreachable: offlineNotSent,
    kept: m.consultants_applyErrorKept(),
    emailLabel: m.consultants_applyErrorEmailLabel(),
  },
  emailSubject: m.consultants_applyEmailSubject(),
};
