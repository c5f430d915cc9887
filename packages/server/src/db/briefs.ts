import type { ProjectBrief } from '@orisun/api';
import type { Transaction } from './index.ts';
import { projectBriefs } from './schema.ts';

/** Stores a project brief; returns its id and arrival time. */
export async function insertBrief(tx: Transaction, brief: ProjectBrief) {
  const [row] = await tx
    .insert(projectBriefs)
    .values({ name: brief.name, email: brief.email, projectType: brief.projectType, details: brief.details })
    .returning({ id: projectBriefs.id, createdAt: projectBriefs.createdAt });
  if (!row) throw new Error('The project brief was not stored');
  return row;
}
