import { useId } from 'react';
import { Button, Inline, Stack, Text } from '@orisun/ui';

/** A deletion asked about in place (a post's own or an admin's): the question, then the critical button and Cancel. */
export function ConfirmDelete({
  question,
  confirmLabel,
  cancelLabel,
  busy,
  onCancel,
  onConfirm,
}: {
  question: string;
  confirmLabel: string;
  cancelLabel: string;
  busy: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  const id = useId();
  return (
    <Stack space="2" role="group" aria-labelledby={id}>
      <Text id={id} weight="semibold">
        {question}
      </Text>
      <Inline space="2">
        <Button size="sm" tone="critical" loading={busy} onClick={onConfirm}>
          {confirmLabel}
        </Button>
        <Button size="sm" variant="ghost" tone="neutral" onClick={onCancel}>
          {cancelLabel}
        </Button>
      </Inline>
    </Stack>
  );
}
