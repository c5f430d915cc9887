import type { HTMLAttributes, ReactNode, Ref } from 'react';
import { RotateCw } from 'lucide-react';
import { Button } from '../Button/Button.tsx';
import { Card } from '../Card/Card.tsx';
import { Stack } from '../Stack/Stack.tsx';
import { Text } from '../Text/Text.tsx';

export interface LoadErrorProps extends Omit<HTMLAttributes<HTMLElement>, 'title' | 'role'> {
  /** What could not be loaded, in words: "The tickets could not be loaded." Required. */
  title: ReactNode;
  /** Why, as the app words the failure ("You are offline…", the server's message). */
  description?: ReactNode;
  /** The button that asks again: "Try again". Required. */
  retryLabel: string;
  /** Asks again (a query's `refetch`). */
  onRetry: () => void;
  /** The new attempt is on its way: the button shows it is busy and cannot be pressed twice. Default `false`. */
  retrying?: boolean;
  ref?: Ref<HTMLElement>;
}

/**
 * What a view says when its data did not come (offline, a server error): what is missing, why, and Try again. An
 * alert (`role="alert"`), so a screen reader hears it when it appears; a critical card, so it stands out where the
 * data would be. For a view that loaded and has nothing to show, use `EmptyState`.
 */
export function LoadError({ title, description, retryLabel, onRetry, retrying = false, ...rest }: LoadErrorProps) {
  return (
    <Card tone="critical" padding="md" {...rest} role="alert" data-component="LoadError">
      <Stack space="3">
        <Text weight="semibold" data-part="Title">
          {title}
        </Text>
        {description && (
          <Text as="div" data-part="Description">
            {description}
          </Text>
        )}
        <div data-part="Action">
          <Button variant="outline" icon={<RotateCw />} loading={retrying} onClick={onRetry}>
            {retryLabel}
          </Button>
        </div>
      </Stack>
    </Card>
  );
}
