import { useId, useState } from 'react';
import { Send, UserRound } from 'lucide-react';
import { forumNameSchema, forumSignInLinkSchema } from '@orisun/api';
import { Button, Card, Heading, Inline, Stack, Text, TextField } from '@orisun/ui';
import { useForumSignInLink, useForumVisitor, useSetForumName } from '../../api/forumFollow.ts';
import { forumFollowCopy } from '../../content/forumFollow.ts';
import { failureText } from '../../forms/failureText.ts';
import { useApiForm } from '../../forms/useApiForm.ts';

const copy = forumFollowCopy.name;
type Said = { tone: 'positive' | 'critical'; text: string };

/**
 * "Your name" on the forum: whom this visitor posts as ("Anonymous" until they choose a name), a form to choose or
 * change it (a taken, reserved or malformed name is told beside the field), and a one-time link by mail to use it on
 * another device. Default export: the forum loads it after the page shows.
 */
export default function ForumName() {
  const visitor = useForumVisitor();
  const [editing, setEditing] = useState(false);
  const [said, setSaid] = useState<Said | null>(null);
  const headingId = useId();
  const formId = useId();
  const name = visitor.data?.name ?? null;
  return (
    <Card padding="md" data-component="ForumName">
      <Stack space="3" as="section" aria-labelledby={headingId}>
        <Heading level={2} size="md" id={headingId}>
          {copy.label}
        </Heading>
        <Inline space="3" alignY="center">
          <Text>{copy.postingAs(name)}</Text>
          <Button
            size="sm"
            variant="outline"
            icon={<UserRound />}
            aria-expanded={editing}
            aria-controls={formId}
            onClick={() => {
              setEditing(!editing);
              setSaid(null);
            }}
          >
            {name ? copy.change : copy.choose}
          </Button>
        </Inline>
        <div role="status">{said && <Text tone={said.tone === 'critical' ? 'critical' : undefined}>{said.text}</Text>}</div>
        {editing && (
          <div id={formId}>
            <NameForm
              name={name}
              onDone={(message) => {
                setEditing(false);
                setSaid({ tone: 'positive', text: message });
              }}
            />
          </div>
        )}
        <DeviceLinkForm />
      </Stack>
    </Card>
  );
}

function NameForm({ name, onDone }: { name: string | null; onDone: (message: string) => void }) {
  const setName = useSetForumName();
  const formLabel = useId();
  const form = useApiForm({
    schema: forumNameSchema,
    mutation: setName,
    fields: ['name'],
    defaultValues: { name: name ?? '' },
    focusResult: 'never',
    onSuccess: (answer) => onDone(answer.message),
    onFailure: (outcome, _values, error): Said | undefined => {
      // Someone else has it (409): said beside the field, like the rules.
      if (outcome.kind === 'conflict') {
        form.setError('name', { message: outcome.message }, { shouldFocus: true });
        return undefined;
      }
      return { tone: 'critical', text: `${copy.failed}: ${failureText(error, { offline: forumFollowCopy.offline })}` };
    },
  });
  const { register, submit, result, formState } = form;
  return (
    <form aria-labelledby={formLabel} noValidate onSubmit={(event) => void submit(event)}>
      <Stack space="2">
        <span id={formLabel} hidden>
          {copy.choose}
        </span>
        <TextField label={copy.field} hint={copy.hint} autoComplete="nickname" error={formState.errors.name?.message} {...register('name')} />
        <Inline space="2">
          <Button type="submit" loading={setName.isPending}>
            {copy.save}
          </Button>
          {name && (
            <Button
              variant="ghost"
              tone="neutral"
              onClick={() => {
                setName.mutate({ name: null }, { onSuccess: (answer) => onDone(answer.message) });
              }}
            >
              {copy.clear}
            </Button>
          )}
        </Inline>
        {result && <Text tone="critical">{result.text}</Text>}
      </Stack>
    </form>
  );
}

function DeviceLinkForm() {
  const send = useForumSignInLink();
  const headingId = useId();
  const form = useApiForm({
    schema: forumSignInLinkSchema,
    mutation: send,
    fields: ['email'],
    defaultValues: { email: '' },
    focusResult: 'never',
    onSuccess: (answer): Said => ({ tone: 'positive', text: answer.message }),
    onFailure: (_outcome, _values, error): Said => ({ tone: 'critical', text: failureText(error, { offline: forumFollowCopy.offline }) }),
  });
  const { register, submit, result, formState } = form;
  return (
    <form aria-labelledby={headingId} noValidate onSubmit={(event) => void submit(event)}>
      <Stack space="2">
        <Heading level={3} size="md" id={headingId}>
          {copy.device.label}
        </Heading>
        <TextField label={copy.device.email} hint={copy.device.hint} type="email" autoComplete="email" error={formState.errors.email?.message} {...register('email')} />
        <div>
          <Button type="submit" variant="outline" icon={<Send />} loading={send.isPending}>
            {copy.device.submit}
          </Button>
        </div>
        <div role="status">{result && <Text tone={result.tone === 'critical' ? 'critical' : undefined}>{result.text}</Text>}</div>
      </Stack>
    </form>
  );
}
