import { useEffect, useRef, type ReactNode, type Ref } from 'react';
import { CircleAlert } from 'lucide-react';
import { Card, Icon, Inline, Stack, Text } from '@orisun/ui';

export interface AlertCardProps {
  /** For a caller that decides itself when the alert takes the focus (it is then focusable, `tabIndex=-1`). */
  ref?: Ref<HTMLElement>;
  /** Take the focus when it appears, so it is read and the person is where it is (a dialog's failed send). */
  takeFocus?: boolean;
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
export function AlertCard({ ref, takeFocus = false, title, detail, children }: AlertCardProps) {
  const own = useRef<HTMLElement>(null);
  useEffect(() => {
    if (takeFocus) own.current?.focus();
  }, [takeFocus]);
  const focusable = takeFocus || ref !== undefined;
  return (
    <Card
      ref={(node) => {
        own.current = node;
        if (typeof ref === 'function') ref(node);
        else if (ref) ref.current = node;
      }}
      tone="critical"
      padding="md"
      role="alert"
      tabIndex={focusable ? -1 : undefined}
      data-part="Error"
    >
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
