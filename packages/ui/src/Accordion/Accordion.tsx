import { createContext, useContext, type ComponentProps, type ReactNode } from 'react';
import * as AccordionPrimitive from '@radix-ui/react-accordion';
import { ChevronDown } from 'lucide-react';
import { Icon } from '../Icon/Icon.tsx';
import { cx } from '../private/cssVar.ts';
import * as styles from './Accordion.css.ts';

export const accordionHeadingLevels = [2, 3, 4, 5, 6] as const;
export type AccordionHeadingLevel = (typeof accordionHeadingLevels)[number];

const HeadingLevelContext = createContext<AccordionHeadingLevel>(3);

/* ── Root ─────────────────────────────────────────────────────────────────────────────── */

export interface AccordionRootProps
  extends Omit<ComponentProps<typeof AccordionPrimitive.Root>, 'type' | 'collapsible' | 'value' | 'defaultValue' | 'onValueChange'> {
  /** Controlled open item: its `value`, or `""` for none. Pair with `onValueChange`. */
  value?: string;
  /** Uncontrolled item open at first. Default none. */
  defaultValue?: string;
  /** Called with the item that opened, or `""` when the open one was closed. */
  onValueChange?: (value: string) => void;
  /**
   * Heading level of every trigger, to fit the page outline (a FAQ under an `h2` wants `3`).
   * A trigger can override it. Default `3`.
   */
  headingLevel?: AccordionHeadingLevel;
}

/**
 * Questions and answers that open one at a time (the FAQ): opening an item closes the open one,
 * and clicking the open one closes it. Radix Accordion, `type="single"` and `collapsible`.
 */
function AccordionRoot({ headingLevel = 3, className, ...props }: AccordionRootProps) {
  return (
    <HeadingLevelContext.Provider value={headingLevel}>
      <AccordionPrimitive.Root
        data-component="Accordion"
        {...props}
        type="single"
        collapsible
        className={cx(styles.root, className)}
      />
    </HeadingLevelContext.Provider>
  );
}
AccordionRoot.displayName = 'Accordion.Root';

/* ── Item ─────────────────────────────────────────────────────────────────────────────── */

export type AccordionItemProps = ComponentProps<typeof AccordionPrimitive.Item>;

/** One question and its answer. `value` identifies it (required, unique in the accordion). */
function AccordionItem({ className, ...props }: AccordionItemProps) {
  return <AccordionPrimitive.Item data-part="Item" {...props} className={cx(styles.item, className)} />;
}
AccordionItem.displayName = 'Accordion.Item';

/* ── Trigger ──────────────────────────────────────────────────────────────────────────── */

export interface AccordionTriggerProps extends ComponentProps<typeof AccordionPrimitive.Trigger> {
  /** Overrides the Root's `headingLevel` for this item. */
  headingLevel?: AccordionHeadingLevel;
  /** The question. */
  children: ReactNode;
}

/** The question: a button inside a heading, with a chevron that turns when open. */
function AccordionTrigger({ headingLevel, className, children, ...props }: AccordionTriggerProps) {
  const inherited = useContext(HeadingLevelContext);
  const Heading = `h${headingLevel ?? inherited}` as const;
  return (
    <AccordionPrimitive.Header asChild>
      <Heading data-part="Header" className={styles.header}>
        <AccordionPrimitive.Trigger data-part="Trigger" {...props} className={cx(styles.trigger, className)}>
          <span>{children}</span>
          <Icon icon={ChevronDown} className={styles.chevron} />
        </AccordionPrimitive.Trigger>
      </Heading>
    </AccordionPrimitive.Header>
  );
}
AccordionTrigger.displayName = 'Accordion.Trigger';

/* ── Content ──────────────────────────────────────────────────────────────────────────── */

export type AccordionContentProps = ComponentProps<typeof AccordionPrimitive.Content>;

/** The answer; its height animates open and closed (instantly with reduced motion). */
function AccordionContent({ className, children, ...props }: AccordionContentProps) {
  return (
    <AccordionPrimitive.Content data-part="Content" {...props} className={cx(styles.content, className)}>
      <div className={styles.contentInner}>{children}</div>
    </AccordionPrimitive.Content>
  );
}
AccordionContent.displayName = 'Accordion.Content';

/** Compound FAQ-style accordion: `Accordion.Root/Item/Trigger/Content`. */
export const Accordion = {
  Root: AccordionRoot,
  Item: AccordionItem,
  Trigger: AccordionTrigger,
  Content: AccordionContent,
};
