import { RotateCw } from 'lucide-react';
import { Button, Card, Stack, Text } from '@orisun/ui';
import { failureText } from '../../../forms/failureText.ts';

/** A moderation panel's list that did not load: what went wrong and Try again. */
export function LoadFailed({ title, error, retryLabel, retrying, onRetry }: { title: string; error: unknown; retryLabel: string; retrying: boolean; onRetry: () => void }) {
  return (
    <Card tone="critical" padding="md" role="alert">
      <Stack space="3">
        <Text weight="semibold">{title}</Text>
        <Text>{failureText(error)}</Text>
        <div>
          <Button variant="outline" icon={<RotateCw />} loading={retrying} onClick={onRetry}>
            {retryLabel}
          </Button>
        </div>
      </Stack>
    </Card>
  );
}
