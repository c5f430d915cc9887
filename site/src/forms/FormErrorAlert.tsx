import type { Ref } from 'react';
import { CircleAlert, Mail } from 'lucide-react';
import { ButtonLink, Card, Icon, Inline, Stack, Text } from '@orisun/ui';

export interface FormErrorAlertProps {
  /** Takes focus when the alert appears (so it is read and the visitor is where it is). */
  ref?: Ref<HTMLElement>;
  title: string;
  /** What happened, in one sentence. */
  reason: string;
  /** What became of what was typed ("still in the form ..."). */
  kept: string;
  /** The e-mail fallback: a `mailto:` link with what was sent. */
  emailHref: string;
  emailLabel: string;
}

/**
 * The alert an on-page form shows when sending failed (not for problems with fields, which show on
 * the fields): what happened, that what was typed is kept, and a link to send it by e-mail instead.
 */
export function FormErrorAlert({ ref, title, reason, kept, emailHref, emailLabel }: FormErrorAlertProps) {
  return (
    <Card ref={ref} tone="critical" padding="md" role="alert" tabIndex={-1} data-part="Error">
      <Stack space="3">
        <Inline space="2" alignY="center">
          <Text as="span" tone="critical">
            <Icon icon={CircleAlert} size="md" />
          </Text>
          <Text weight="semibold">{title}</Text>
        </Inline>
        <Text>
          {reason} {kept}
        </Text>
        <div>
          <ButtonLink href={emailHref} variant="outline" icon={<Mail />}>
            {emailLabel}
          </ButtonLink>
        </div>
      </Stack>
    </Card>
  );
}
