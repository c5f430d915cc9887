import type { ReactNode } from 'react';
import { CircleAlert } from 'lucide-react';
import { Card, Icon, Inline, Stack, Text } from '@orisun/ui';

/**
 * A problem the page tells in place (sign-in refused, the list not read): an alert card, announced
 * when it appears, with the page's next step (`children`: a retry button) under it.
 */
export function TicketPageAlert({ title, detail, children }: { title: string; detail?: string; children?: ReactNode }) {
  return (
    <Card tone="critical" padding="md" role="alert" data-part="Alert">
      <Stack space="3">
        <Inline space="2" alignY="center">
          <Text as="span" tone="critical">
            <Icon icon={CircleAlert} size="md" />
          </Text>
          <Text weight="semibold">{title}</Text>
        </Inline>
        {detail && <Text>{detail}</Text>}
        {children}
      </Stack>
    </Card>
  );
}
