import type { ReactNode } from 'react';
import { Button, Inline, Spinner, Stack, Text } from '@orisun/ui';
import { forumThread as copy } from '../../content/forum.ts';
import { usePostForms, type PostForms } from './postForms.ts';

/**
 * Where one of the thread's forms goes (./PostForms.tsx): a spinner while its chunk loads, then the form; if the chunk
 * cannot be fetched (offline), says so with Try again.
 */
export function FormSlot({ render }: { render: (forms: PostForms) => ReactNode }) {
  const { forms, failed, retry } = usePostForms(true);
  if (forms) return render(forms);
  if (failed) {
    return (
      <Stack space="2" role="alert">
        <Text>{copy.formFailed}</Text>
        <Inline space="2">
          <Button size="sm" variant="outline" tone="neutral" onClick={retry}>
            {copy.tryAgain}
          </Button>
        </Inline>
      </Stack>
    );
  }
  return <Spinner size="sm" label={copy.formLoading} />;
}

