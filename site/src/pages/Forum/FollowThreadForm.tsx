import { useId } from 'react';
import { Mail } from 'lucide-react';
import { forumFollowSchema } from '@orisun/api';
import { Button, Heading, Stack, Text, TextField } from '@orisun/ui';
import { useFollowThread } from '../../api/forumFollow.ts';
import { forumFollowCopy } from '../../content/forumFollow.ts';
import { failureText } from '../../forms/failureText.ts';
import { useApiForm } from '../../forms/useApiForm.ts';

const copy = forumFollowCopy.follow;
type Said = { tone: 'positive' | 'critical'; text: string };

/**
 * "Follow by e-mail" under a thread: an address, then the server's answer (a confirmation link is on its way, double
 * opt-in; or it follows already). A bad address is told beside the field; anything else (a wait, offline) below it.
 */
export function FollowThreadForm({ threadId }: { threadId: string }) {
  const follow = useFollowThread(threadId);
  const headingId = useId();
  const form = useApiForm({
    schema: forumFollowSchema,
    mutation: follow,
    fields: ['email'],
    defaultValues: { email: '' },
    focusResult: 'never',
    onSuccess: (answer): Said => ({ tone: 'positive', text: answer.message }),
    onFailure: (_outcome, _values, error): Said => ({ tone: 'critical', text: `${copy.failed}: ${failureText(error, { offline: forumFollowCopy.offline })}` }),
  });
  const { register, submit, result, formState } = form;
  return (
    <form aria-labelledby={headingId} noValidate onSubmit={(event) => void submit(event)} data-component="FollowThreadForm">
      <Stack space="2">
        <Heading level={3} size="md" id={headingId}>
          {copy.label}
        </Heading>
        <TextField label={copy.email} hint={copy.hint} type="email" autoComplete="email" error={formState.errors.email?.message} {...register('email')} />
        <div>
          <Button type="submit" variant="outline" icon={<Mail />} loading={follow.isPending}>
            {copy.submit}
          </Button>
        </div>
        <div role="status">{result && <Text tone={result.tone === 'critical' ? 'critical' : undefined}>{result.text}</Text>}</div>
      </Stack>
    </form>
  );
}
