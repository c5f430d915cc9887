import type { ConsultantApplication } from '@orisun/api';
import type { SiteLanguage } from '@orisun/api/languages';
import type { Transaction } from './index.ts';
import { consultantApplications } from './schema.ts';

/** The unique index on `lower(email)` (db/schema.ts): one application per e-mail address. */
export const oneApplicationPerEmail = 'consultant_applications_email_idx';

/** US dollars (the contract's unit, at most two decimals) to whole cents, so the rate is stored exactly. */
export function rateToCents(rateUsd: number): number {
  return Math.round(rateUsd * 100);
}

/** The optional location as stored: `null` when not given. */
export function locationOf(application: Pick<ConsultantApplication, 'location'>): string | null {
  return application.location === undefined || application.location === '' ? null : application.location;
}

/**
 * Stores an application written in `language` (its page's); a second one from the same address fails on
 * `oneApplicationPerEmail`.
 */
export async function insertConsultantApplication(tx: Transaction, application: ConsultantApplication, language: SiteLanguage) {
  const [row] = await tx
    .insert(consultantApplications)
    .values({
      name: application.name,
      email: application.email,
      portfolioUrl: application.portfolioUrl,
      hourlyRateCents: rateToCents(application.rate),
      availability: application.availability,
      expertise: application.expertise,
      bio: application.bio,
      location: locationOf(application),
      isCompanyMember: application.isCompanyMember,
      language,
    })
    .returning({ id: consultantApplications.id, createdAt: consultantApplications.createdAt, language: consultantApplications.language });
  if (!row) throw new Error('The consultant application was not stored');
  return row;
}
