import type { StaffUser } from '@orisun/api';

/** What every tab's panel of the staff dashboard is given: the signed-in person. */
export interface DashboardPanelProps {
  user: StaffUser;
}
