import { useId, type CSSProperties, type HTMLAttributes, type ReactNode, type Ref } from 'react';
import type { LucideIcon } from 'lucide-react';
import { cx } from '../private/cssVar.ts';
import { Heading, type HeadingLevel } from '../Heading/Heading.tsx';
import { Icon } from '../Icon/Icon.tsx';
import { Text } from '../Text/Text.tsx';
import * as styles from './EmptyState.css.ts';

export interface EmptyStateProps extends Omit<HTMLAttributes<HTMLElement>, 'title'> {
  /** A decorative lucide icon above the title (e.g. `Inbox`). Default none. */
  icon?: LucideIcon;
  /** What is empty, in words: "No tickets yet". Required. */
  title: string;
  /** What to do about it, or why it is empty. */
  description?: ReactNode;
  /** The way forward, usually one Button or ButtonLink ("Open a ticket"). */
  action?: ReactNode;
  /** Level of the title in the page outline. Default `2`. */
  headingLevel?: HeadingLevel;
  ref?: Ref<HTMLElement>;
  className?: string;
  style?: CSSProperties;
}

/**
 * Fills the space of a list or view that has nothing to show (no tickets, no search results),
 * and offers the next step. For errors use an alert, not an empty state.
 */
export function EmptyState({ icon, title, description, action, headingLevel = 2, className, ...rest }: EmptyStateProps) {
  const titleId = useId();
  return (
    <section data-component="EmptyState" aria-labelledby={titleId} {...rest} className={cx(styles.root, className)}>
      {icon && (
        <span data-part="Icon" className={styles.icon}>
          <Icon icon={icon} size="xl" />
        </span>
      )}
      <Heading level={headingLevel} size="lg" data-part="Title" id={titleId}>
        {title}
      </Heading>
      {description && (
        <Text as="div" tone="muted" data-part="Description" className={styles.description}>
          {description}
        </Text>
      )}
      {action && (
        <div data-part="Action" className={styles.action}>
          {action}
        </div>
      )}
    </section>
  );
}
