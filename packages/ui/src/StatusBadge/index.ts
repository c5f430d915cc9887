export {
  StatusBadge,
  ticketStatuses,
  ticketStatusAppearance,
  formatTicketStatus,
  type StatusBadgeProps,
  type KnownTicketStatus,
  type TicketStatusAppearance,
} from './StatusBadge.tsx';
