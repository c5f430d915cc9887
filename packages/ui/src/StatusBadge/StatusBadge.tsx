import type { ReactNode, Ref } from 'react';
import { CircleCheck, CircleDashed, CircleDot, Hourglass, type LucideIcon } from 'lucide-react';
import type { Tone } from '@orisun/tokens';
import { Badge, type BadgeProps } from '../Badge/Badge.tsx';
import { Icon } from '../Icon/Icon.tsx';

/** The statuses the desk sets itself; any other string is shown too (caution tone). */
export const ticketStatuses = ['open', 'in-progress', 'waiting-for-response', 'resolved'] as const;
export type KnownTicketStatus = (typeof ticketStatuses)[number];

/** How a status looks: tone, emphasis and an icon, so colour never carries it alone. */
export interface TicketStatusAppearance {
  tone: Tone;
  variant: NonNullable<BadgeProps['variant']>;
  icon: LucideIcon;
}

const appearances: Record<string, TicketStatusAppearance> = {
  resolved: { tone: 'positive', variant: 'soft', icon: CircleCheck },
  'in-progress': { tone: 'info', variant: 'soft', icon: CircleDot },
  // The spec's purple: the kit keeps one fixed set of six tones and none is purple, so waiting
  // uses the closest one (info, blue) drawn as an outline with its own hourglass icon, which
  // keeps it apart from "in progress" without colour.
  'waiting-for-response': { tone: 'info', variant: 'outline', icon: Hourglass },
};
const otherAppearance: TicketStatusAppearance = { tone: 'caution', variant: 'soft', icon: CircleDashed };

/** Tone, variant and icon of a status: resolved green, in progress blue, waiting blue outline, anything else yellow. */
export function ticketStatusAppearance(status: string | null | undefined): TicketStatusAppearance {
  return (status && appearances[status]) || otherAppearance;
}

/** The words a status shows: hyphens become spaces, and an absent status reads `'pending'`. */
export function formatTicketStatus(status: string | null | undefined): string {
  const text = status?.trim();
  return text ? text.replace(/-/g, ' ') : 'pending';
}

export interface StatusBadgeProps extends Omit<BadgeProps, 'tone' | 'variant' | 'icon' | 'children'> {
  /**
   * The ticket's status as stored (`'open'`, `'in-progress'`, `'waiting-for-response'`,
   * `'resolved'`, or any other string). Absent, `null` or blank shows `'pending'`.
   */
  status?: string | null;
  /** Replaces the shown words (a translation); the look still follows `status`. Default: the status with hyphens as spaces. */
  children?: ReactNode;
  ref?: Ref<HTMLSpanElement>;
}

/**
 * A ticket's status as a Badge: resolved green, in progress blue, waiting for response blue
 * outline with an hourglass, anything else (open, pending) yellow. The words and the icon carry
 * the status; the colour only repeats it.
 */
export function StatusBadge({ status, children, ...rest }: StatusBadgeProps) {
  const { tone, variant, icon } = ticketStatusAppearance(status);
  return (
    <Badge
      data-component="StatusBadge"
      data-status={status?.trim() || 'pending'}
      {...rest}
      tone={tone}
      variant={variant}
      icon={<Icon icon={icon} size="inherit" />}
    >
      {children ?? formatTicketStatus(status)}
    </Badge>
  );
}
StatusBadge.displayName = 'StatusBadge';
