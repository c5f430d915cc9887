import { useId, useState } from 'react';
import { Trash2 } from 'lucide-react';
import { savedReplyPlaceholders, type SavedReply } from '@orisun/api';
import { Button, Card, Heading, Inline, LoadError, Modal, PostBody, Spinner, Stack, Text, useToast } from '@orisun/ui';
import { useDeleteSavedReply, useSavedReplies } from '../../../api/savedReplies.ts';
import { useRecheckSessionOn } from '../../../api/staff.ts';
import { staffSavedReplies as copy } from '../../../content/staffDesk.ts';
import { failureText } from '../../../forms/failureText.ts';
import { formatMoment } from '../format.ts';
import { SavedReplyDialog } from './SavedReplyDialog.tsx';

/**
 * The Saved replies tab (every staff member: the list is the team's): each reply with who changed it last, 'Add saved
 * reply', and per reply Edit and Delete (after a confirmation). The placeholders a reply may hold are listed with what
 * they become.
 */
export function SavedRepliesPanel() {
  const replies = useSavedReplies();
  useRecheckSessionOn(replies.error);
  const headingId = useId();

  return (
    <Stack space="6">
      <Inline space="4" align="between" alignY="center">
        <Stack space="2">
          <Heading level={2} size="xl" id={headingId}>
            {copy.heading}
          </Heading>
          <Text tone="muted">{copy.intro}</Text>
        </Stack>
        <SavedReplyDialog />
      </Inline>

      <Card padding="md" tone="neutral">
        <Stack space="2">
          <Text weight="semibold">{copy.placeholdersHeading}</Text>
          <Stack as="dl" space="1">
            {Object.entries(savedReplyPlaceholders).map(([name, meaning]) => (
              <Inline key={name} space="2">
                <Text as="dt" weight="semibold">{`{${name}}`}</Text>
                <Text as="dd" tone="muted">
                  {meaning}
                </Text>
              </Inline>
            ))}
          </Stack>
        </Stack>
      </Card>

      {replies.isError && (
        <LoadError title={copy.loadFailed} description={failureText(replies.error)} retryLabel={copy.retryLabel} retrying={replies.isFetching} onRetry={() => void replies.refetch()} />
      )}

      {replies.isPending ? (
        <Spinner label={copy.loading} />
      ) : replies.data?.replies.length === 0 ? (
        <Text tone="muted">{copy.empty}</Text>
      ) : replies.data ? (
        <Stack as="ul" space="3" aria-labelledby={headingId}>
          {replies.data.replies.map((reply) => (
            <SavedReplyCard key={reply.id} reply={reply} />
          ))}
        </Stack>
      ) : null}
    </Stack>
  );
}

function SavedReplyCard({ reply }: { reply: SavedReply }) {
  return (
    <Card padding="md">
      <Stack space="3">
        <Inline space="3" align="between" alignY="center">
          <Heading level={3} size="md">
            {reply.title}
          </Heading>
          <Inline space="2">
            <SavedReplyDialog reply={reply} />
            <DeleteSavedReply reply={reply} />
          </Inline>
        </Inline>
        <PostBody segments={[{ kind: 'text', text: reply.body }]} />
        <Text tone="muted" size="sm">
          {copy.changedBy(reply.updatedBy, formatMoment(reply.updatedAt))}
        </Text>
      </Stack>
    </Card>
  );
}

function DeleteSavedReply({ reply }: { reply: SavedReply }) {
  const [open, setOpen] = useState(false);
  const remove = useDeleteSavedReply();
  const { toast } = useToast();
  const confirm = async () => {
    try {
      await remove.mutateAsync(reply.id);
      setOpen(false);
      toast({ type: 'success', title: copy.toasts.deleted(reply.title) });
    } catch (error) {
      toast({ type: 'error', title: copy.toasts.deleteFailed, description: failureText(error) });
    }
  };
  return (
    <Modal.Root open={open} onOpenChange={setOpen}>
      <Modal.Trigger asChild>
        <Button variant="outline" tone="critical" size="sm" icon={<Trash2 />} aria-label={copy.deleteName(reply.title)}>
          {copy.deleteLabel}
        </Button>
      </Modal.Trigger>
      <Modal.Content title={copy.confirmDelete.title(reply.title)} description={copy.confirmDelete.description}>
        <Modal.Footer>
          <Modal.Close asChild>
            <Button variant="ghost" tone="neutral">
              {copy.confirmDelete.cancelLabel}
            </Button>
          </Modal.Close>
          <Button tone="critical" icon={<Trash2 />} loading={remove.isPending} onClick={() => void confirm()}>
            {copy.confirmDelete.confirmLabel}
          </Button>
        </Modal.Footer>
      </Modal.Content>
    </Modal.Root>
  );
}
