import type { ComponentProps } from 'react';
import { Badge, formatCount, Heading, Inline, Stack, Text, VisuallyHidden, type HeadingLevel } from '@orisun/ui';

export interface PanelHeadingProps {
  level: HeadingLevel;
  /** The heading's id: the panel's label, and where focus goes when the panel's list empties. */
  id: string;
  heading: string;
  intro: string;
  /** How many items the panel holds; `undefined` while unknown (no count shown). */
  total: number | undefined;
  /** The count in words (`3 reports waiting`), read by screen readers after the heading. */
  count: (total: number) => string;
  /** The count badge's tone when the panel holds something (neutral at 0). */
  tone: NonNullable<ComponentProps<typeof Badge>['tone']>;
}

/**
 * A queue panel's heading on the staff dashboard (the forum's reports, the failed mail): the title with its count as a
 * badge (in words for screen readers), then the panel's intro.
 */
export function PanelHeading({ level, id, heading, intro, total, count, tone }: PanelHeadingProps) {
  return (
    <Stack space="2">
      <Inline space="3" alignY="center">
        <Heading level={level} size="xl" id={id} tabIndex={-1}>
          {heading}
          {total !== undefined && (
            <>
              {' '}
              <VisuallyHidden>{`(${count(total)})`}</VisuallyHidden>
            </>
          )}
        </Heading>
        {total !== undefined && (
          <Badge tone={total > 0 ? tone : 'neutral'} aria-hidden="true">
            {formatCount(total)}
          </Badge>
        )}
      </Inline>
      <Text tone="muted">{intro}</Text>
    </Stack>
  );
}
