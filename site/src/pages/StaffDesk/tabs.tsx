import type { ComponentType } from 'react';
import { staffRoles, type StaffRole } from '@orisun/api';
import type { DashboardPanelProps } from './panel.ts';
import { staffDashboard } from '../../content/staffDesk.ts';
import { ForumQueuePanel } from './forum/ForumQueuePanel.tsx';
import { SavedRepliesPanel } from './savedReplies/SavedRepliesPanel.tsx';
import { InboxPanel } from './inbox/InboxPanel.tsx';
import { FailedMailPanel, FailedMailTabCount } from './mail/FailedMailPanel.tsx';
import { TicketsPanel } from './tickets/TicketsPanel.tsx';
import { UsersPanel } from './users/UsersPanel.tsx';

export type { DashboardPanelProps };

/** One tab of the staff dashboard. */
export interface DashboardTab {
  /** The tab's slug: part of element ids and of the address (`?tab=users`). */
  value: string;
  /** The tab's words. */
  label: string;
  /** Who sees it. (The server enforces the same: a panel's calls answer 403 to anyone else.) */
  roles: readonly StaffRole[];
  Panel: ComponentType<DashboardPanelProps>;
  /** Shown after the label on the tab (a count that needs attention), when the section has one. */
  Count?: ComponentType;
}

/**
 * The dashboard's tabs, in order; the first a person may see opens by default. A new section is one
 * entry (and its import).
 */
export const dashboardTabs: readonly DashboardTab[] = [
  { value: 'tickets', label: staffDashboard.tabs.tickets, roles: staffRoles, Panel: TicketsPanel },
  { value: 'inbox', label: staffDashboard.tabs.inbox, roles: staffRoles, Panel: () => <InboxPanel /> },
  { value: 'replies', label: staffDashboard.tabs.replies, roles: staffRoles, Panel: () => <SavedRepliesPanel /> },
  { value: 'mail', label: staffDashboard.tabs.mail, roles: staffRoles, Panel: () => <FailedMailPanel />, Count: FailedMailTabCount },
  { value: 'forum', label: staffDashboard.tabs.forum, roles: ['admin'], Panel: () => <ForumQueuePanel /> },
  { value: 'users', label: staffDashboard.tabs.users, roles: ['admin'], Panel: UsersPanel },
];

/** The tabs `role` may see. */
export function tabsFor(role: StaffRole): DashboardTab[] {
  return dashboardTabs.filter((tab) => tab.roles.includes(role));
}
