import { useId, type ReactNode, type RefObject } from 'react';
import { CircleAlert, CircleCheck } from 'lucide-react';
import { Heading, Icon, Stack, Text } from '@orisun/ui';

export interface FormResultViewProps {
  /** The heading's level: 3 in a dialog (under its title), 4 in a form's card (under the form's heading). Default 4. */
  level?: 3 | 4;
  /** Sent (`positive`, a check) or not sent (`critical`, an alert sign). */
  tone: 'positive' | 'critical';
  /** What happened, in a few words ('Message Sent!', 'Something went wrong!'). */
  title: string;
  /**
   * `useApiForm`'s `resultRef`: the heading is focusable (`tabIndex=-1`) and takes the focus as the form's
   * `focusResult` says, since the submit button that had it is gone.
   */
  headingRef: RefObject<HTMLElement | null>;
  /** Sentences that say more about it. They are the heading's description, so they are read when it takes the focus. */
  lines?: readonly string[];
  /** What else the view shows, after the sentences: a reference, where it was mailed, the next steps' buttons ('Try again'). */
  children?: ReactNode;
  /** Its root's `data-part` ('Success', 'Error'). */
  part?: string;
}

/**
 * What a form shows once it was sent, or failed, in place of the form: the outcome's icon, its heading, which takes
 * the focus, its sentences and what comes next. The on-page forms (contact, support) show it in their card and bring
 * the form back with `useBackToForm`; a view the page should announce on its own goes inside a `role="status"` region.
 * The form dialogs show it through `FormDialogOutcome`.
 */
export function FormResultView({ level = 4, tone, title, headingRef, lines = [], children, part }: FormResultViewProps) {
  const id = useId();
  const describedBy = lines.map((_, i) => `${id}${i}`).join(' ');
  return (
    <Stack space="3" align="center" data-part={part}>
      <Text as="span" tone={tone}>
        <Icon icon={tone === 'positive' ? CircleCheck : CircleAlert} size="2xl" />
      </Text>
      <Heading
        level={level}
        size="xl"
        align="center"
        ref={headingRef as RefObject<HTMLHeadingElement | null>}
        tabIndex={-1}
        aria-describedby={describedBy || undefined}
      >
        {title}
      </Heading>
      {lines.map((line, i) => (
        <Text key={line} id={`${id}${i}`} align="center">
          {line}
        </Text>
      ))}
      {children}
    </Stack>
  );
}
