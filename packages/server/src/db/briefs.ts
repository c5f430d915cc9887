import type { ProjectBrief } from '@orisun/api';
import type { SiteLanguage } from '@orisun/api/languages';
import type { Transaction } from './index.ts';
import { projectBriefs } from './schema.ts';

/** Stores a project brief written in `language` (its page's); returns its id, arrival time and language. */
export async function insertBrief(tx: Transaction, brief: ProjectBrief, language: SiteLanguage) {
  const [row] = await tx
    .insert(projectBriefs)
    .values({ name: brief.name, email: brief.email, projectType: brief.projectType, details: brief.details, language })
    .returning({ id: projectBriefs.id, createdAt: projectBriefs.createdAt, language: projectBriefs.language });
  if (!row) throw new Error('The project brief was not stored');
  return row;
}
