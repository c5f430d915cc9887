import type { ComponentType } from 'react';
import { staffRoles, type StaffRole } from '@orisun/api';
import { staffWorkspace } from '../../content/staffDesk.ts';
import type { DeskSection } from './deskAddress.ts';
import { ForumBansPanel } from './forum/ForumBansPanel.tsx';
import { ForumLogPanel } from './forum/ForumLogPanel.tsx';
import { ForumQueuePanel } from './forum/ForumQueuePanel.tsx';
import { ForumThreadsPanel } from './forum/ForumThreadsPanel.tsx';
import { InboxPanel } from './inbox/InboxPanel.tsx';
import { FailedMailPanel, useFailedMailTotal } from './mail/FailedMailPanel.tsx';
import type { DashboardPanelProps } from './panel.ts';
import { SavedRepliesPanel } from './savedReplies/SavedRepliesPanel.tsx';
import { UsersPanel } from './users/UsersPanel.tsx';

export type { DashboardPanelProps };

/** One of the desk's sections after the ticket views, in the side list. */
export interface DeskSectionEntry {
  /** The section's slug: the address's `view` (`?view=users`). */
  value: DeskSection;
  /** Who sees it. (The server enforces the same: a panel's calls answer 403 to anyone else.) */
  roles: readonly StaffRole[];
  /** The section's content; its heading is the page's first visible one (level 1). */
  Panel: ComponentType<DashboardPanelProps>;
  /** A count that needs attention, shown after the name when above 0 (a hook). */
  useCount?: () => number | undefined;
  /** That count in words. */
  countLabel?: (count: number) => string;
}

/** The sections, in order. A new section is one entry (and its import). */
export const deskSectionEntries: readonly DeskSectionEntry[] = [
  { value: 'inbox', roles: staffRoles, Panel: () => <InboxPanel headingLevel={2} /> },
  { value: 'replies', roles: staffRoles, Panel: () => <SavedRepliesPanel /> },
  { value: 'mail', roles: staffRoles, Panel: () => <FailedMailPanel headingLevel={2} />, useCount: useFailedMailTotal, countLabel: staffWorkspace.mailCount },
  { value: 'forum', roles: ['admin'], Panel: () => <ForumQueuePanel headingLevel={2} /> },
  { value: 'forum-threads', roles: ['admin'], Panel: () => <ForumThreadsPanel headingLevel={2} /> },
  { value: 'forum-bans', roles: ['admin'], Panel: () => <ForumBansPanel headingLevel={2} /> },
  { value: 'forum-log', roles: ['admin'], Panel: () => <ForumLogPanel headingLevel={2} /> },
  { value: 'users', roles: ['admin'], Panel: UsersPanel },
];

/** The sections `role` may see. */
export function sectionsFor(role: StaffRole): DeskSectionEntry[] {
  return deskSectionEntries.filter((section) => section.roles.includes(role));
}
