import type { TeamApplicationFields } from '@orisun/api';
import type { SiteLanguage } from '@orisun/api/languages';
import type { Transaction } from './index.ts';
import { teamApplications } from './schema.ts';

/** The kept resume of an application, as stored with its row. */
export interface StoredResume {
  /** Under `DATA_DIR`. */
  path: string;
  filename: string;
  mimeType: string;
  bytes: number;
}

/** Stores a team application (row `id`) with its kept resume, written in `language` (its page's); returns its arrival time and language. */
export async function insertTeamApplication(tx: Transaction, id: string, application: TeamApplicationFields, resume: StoredResume, language: SiteLanguage) {
  const [row] = await tx
    .insert(teamApplications)
    .values({
      id,
      name: application.name,
      email: application.email,
      role: application.role,
      message: application.message,
      resumePath: resume.path,
      resumeFilename: resume.filename,
      resumeType: resume.mimeType,
      resumeBytes: resume.bytes,
      language,
    })
    .returning({ id: teamApplications.id, createdAt: teamApplications.createdAt, language: teamApplications.language });
  if (!row) throw new Error('The team application was not stored');
  return row;
}
