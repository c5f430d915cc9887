export { UrgencyBadge, ticketUrgencies, type UrgencyBadgeProps, type TicketUrgency } from './UrgencyBadge.tsx';
