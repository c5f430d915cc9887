import type { ReactNode, Ref } from 'react';
import { CircleAlert } from 'lucide-react';
import { Card, Icon, Inline, Stack, Text } from '@orisun/ui';

export interface AlertCardProps {
  /** Set it to move the focus to the alert when it appears (it is then focusable, `tabIndex=-1`), so it is read and the person is where it is. */
  ref?: Ref<HTMLElement>;
  /** What went wrong, in a few words (bold, beside the alert icon). */
  title: string;
  /** More about it, in a sentence or two. */
  detail?: ReactNode;
  /** The next step under it: a retry button, an e-mail link. */
  children?: ReactNode;
}

/**
 * The one way a page or form tells, in place, that something it tried did not work (a send refused, a
 * list not read, a sign-in refused): a critical card with role `alert`, announced when it appears.
 * Problems with a field show on the field instead.
 */
export function AlertCard({ ref, title, detail, children }: AlertCardProps) {
  return (
    <Card ref={ref} tone="critical" padding="md" role="alert" tabIndex={ref ? -1 : undefined} data-part="Error">
      <Stack space="3">
        <Inline space="2" alignY="center">
          <Text as="span" tone="critical">
            <Icon icon={CircleAlert} size="md" />
          </Text>
          <Text weight="semibold">{title}</Text>
        </Inline>
        {detail !== undefined && detail !== '' && <Text>{detail}</Text>}
        {children}
      </Stack>
    </Card>
  );
}
