import { useId, useMemo } from 'react';
import type { ClientTicket, TicketAttachment } from '@orisun/api';
import { Badge, Card, Heading, Inline, Stack, StatusBadge, Text, UrgencyBadge } from '@orisun/ui';
import { formatTicketTime, ticketStatusWords, ticketUrgencyWords, type TicketPageCopy } from '../../content/customerTickets.ts';
import { TicketAttachmentLinks } from '../../forms/TicketAttachmentLinks.tsx';
import { Island } from '../../islands/Island.tsx';
import type { TicketReplyFormProps } from './TicketReplyForm.tsx';

/** One entry of the thread: a staff response or the customer's reply. */
interface ThreadEntry {
  id: string;
  kind: 'staff' | 'customer';
  author: string;
  message: string;
  date: string;
  attachments?: TicketAttachment[] | undefined;
}

/** Responses and replies together, oldest first (an entry whose time does not read keeps its place). */
export function ticketThread(ticket: Pick<ClientTicket, 'responses' | 'clientReplies'>): ThreadEntry[] {
  const entries: ThreadEntry[] = [
    ...ticket.responses.map((r) => ({ ...r, kind: 'staff' as const })),
    ...ticket.clientReplies.map((r) => ({ ...r, kind: 'customer' as const })),
  ];
  return entries
    .map((entry, index) => ({ entry, index, t: Date.parse(entry.date) }))
    .sort((a, b) => (Number.isNaN(a.t) || Number.isNaN(b.t) ? a.index - b.index : a.t - b.t || a.index - b.index))
    .map(({ entry }) => entry);
}

/** Plain text as people wrote it: a blank line starts a paragraph, a line break stays one. */
function WrittenText({ text }: { text: string }) {
  const paragraphs = text.split(/\n[ \t]*\n/).filter((p) => p.trim() !== '');
  return (
    <Stack space="2">
      {paragraphs.map((paragraph, i) => (
        <Text key={i}>{paragraph.split('\n').flatMap((line, j) => (j === 0 ? [line] : [<br key={j} />, line]))}</Text>
      ))}
    </Stack>
  );
}

export interface CustomerTicketProps {
  ticket: ClientTicket;
  copy: TicketPageCopy['ticket'];
  replyCopy: TicketPageCopy['reply'];
}

/**
 * One ticket as its customer sees it (docs/product.md §2.10): reference, status (StatusBadge: resolved
 * green, in progress blue, waiting for response outlined, anything else yellow), urgency, subject,
 * when it was opened (the page's language's date, West Africa Time), their message, the conversation with the support
 * team in time order (who wrote and when), and the reply box (an island on intent: its code loads when the customer
 * heads for it). Never a note, a team or a staff
 * account: the server does not send them.
 */
export function CustomerTicket({ ticket, copy, replyCopy }: CustomerTicketProps) {
  const subjectId = useId();
  const thread = useMemo(() => ticketThread(ticket), [ticket]);
  return (
    <Card as="article" padding="lg" aria-labelledby={subjectId} data-part="Ticket">
      <Stack space="5">
        <Stack space="2">
          <Inline space="2" alignY="center">
            <Text as="span" size="sm" tone="muted" data-part="Reference">
              {copy.reference} {ticket.reference}
            </Text>
            <StatusBadge status={ticket.status}>{ticketStatusWords(ticket.status)}</StatusBadge>
            <UrgencyBadge urgency={ticket.urgency}>{ticketUrgencyWords(ticket.urgency)}</UrgencyBadge>
          </Inline>
          <Heading level={2} size="lg" id={subjectId}>
            {ticket.subject}
          </Heading>
          <Text size="sm" tone="muted">
            {copy.opened}{' '}
            <Text as="time" size="sm" tone="muted" dateTime={ticket.createdAt}>
              {formatTicketTime(ticket.createdAt)}
            </Text>
          </Text>
        </Stack>

        <Stack space="2">
          <Heading level={3} size="md">
            {copy.message}
          </Heading>
          <WrittenText text={ticket.message} />
          <TicketAttachmentLinks attachments={ticket.attachments} />
        </Stack>

        <Stack space="3">
          <Heading level={3} size="md">
            {copy.conversation}
          </Heading>
          {thread.length === 0 ? (
            <Text tone="muted">{copy.noConversation}</Text>
          ) : (
            <Stack as="ol" space="3" data-part="Thread">
              {thread.map((entry) => (
                <Card key={entry.id} padding="md" tone={entry.kind === 'staff' ? 'info' : 'neutral'} data-part="Entry" data-kind={entry.kind}>
                  <Stack space="2">
                    <Inline space="2" alignY="center">
                      <Text as="span" weight="semibold">
                        {entry.author}
                      </Text>
                      <Badge tone={entry.kind === 'staff' ? 'info' : 'neutral'}>{entry.kind === 'staff' ? copy.staff : copy.customer}</Badge>
                      <Text as="time" size="sm" tone="muted" dateTime={entry.date}>
                        {formatTicketTime(entry.date)}
                      </Text>
                    </Inline>
                    <WrittenText text={entry.message} />
                    <TicketAttachmentLinks attachments={entry.attachments} />
                  </Stack>
                </Card>
              ))}
            </Stack>
          )}
        </Stack>

        <Island<TicketReplyFormProps> load="intent" name="TicketReplyForm" props={{ ticketId: ticket.id, subject: ticket.subject, copy: replyCopy }} />
      </Stack>
    </Card>
  );
}
