import type { ReactNode, Ref } from 'react';
import { ChevronDown, ChevronUp, Equal, type LucideIcon } from 'lucide-react';
import type { Tone } from '@orisun/tokens';
import { Badge, type BadgeProps } from '../Badge/Badge.tsx';
import { Icon } from '../Icon/Icon.tsx';

/** A ticket's urgency, as the support form offers it (default `medium`). */
export const ticketUrgencies = ['low', 'medium', 'high'] as const;
export type TicketUrgency = (typeof ticketUrgencies)[number];

const looks: Record<TicketUrgency, { tone: Tone; icon: LucideIcon; text: string }> = {
  low: { tone: 'neutral', icon: ChevronDown, text: 'Low urgency' },
  medium: { tone: 'caution', icon: Equal, text: 'Medium urgency' },
  high: { tone: 'critical', icon: ChevronUp, text: 'High urgency' },
};

export interface UrgencyBadgeProps extends Omit<BadgeProps, 'tone' | 'variant' | 'icon' | 'children'> {
  /** How urgent the ticket is. */
  urgency: TicketUrgency;
  /** Replaces the words (`'High urgency'`…), e.g. `'High'` in a column headed "Urgency", or a translation. */
  children?: ReactNode;
  ref?: Ref<HTMLSpanElement>;
}

/**
 * A ticket's urgency as an outlined Badge: low grey with a chevron down, medium yellow with an
 * equals sign, high red with a chevron up; the words say it too, so neither colour nor icon carries it alone.
 */
export function UrgencyBadge({ urgency, children, ...rest }: UrgencyBadgeProps) {
  const look = looks[urgency] ?? looks.medium;
  return (
    <Badge
      data-component="UrgencyBadge"
      data-urgency={urgency}
      {...rest}
      tone={look.tone}
      variant="outline"
      icon={<Icon icon={look.icon} size="inherit" />}
    >
      {children ?? look.text}
    </Badge>
  );
}
UrgencyBadge.displayName = 'UrgencyBadge';
