import { useState } from 'react';
import { TextQuote } from 'lucide-react';
import { fillSavedReply, type StaffUser, type Ticket } from '@orisun/api';
import { Button, Inline, Select, Text } from '@orisun/ui';
import { useSavedReplies } from '../../../api/savedReplies.ts';
import { staffSavedReplies } from '../../../content/staffDesk.ts';

const { picker: copy } = staffSavedReplies;

export interface SavedReplyPickerProps {
  ticket: Ticket;
  user: StaffUser;
  /** Puts the chosen reply, its placeholders filled in, into the response box (for the person to edit before sending). */
  onInsert: (text: string) => void;
}

/**
 * Above the response box: choose one of the team's saved replies and 'Insert' it, with `{customer.name}`,
 * `{ticket.reference}`, `{agent.name}`... filled in from this ticket and the person replying. A choice and a button
 * rather than inserting on change, so moving through the choices by keyboard inserts nothing.
 */
export function SavedReplyPicker({ ticket, user, onInsert }: SavedReplyPickerProps) {
  const replies = useSavedReplies();
  const [chosen, setChosen] = useState('');
  const list = replies.data?.replies ?? [];
  if (replies.isSuccess && list.length === 0) {
    return (
      <Text tone="muted" size="sm">
        {copy.none}
      </Text>
    );
  }
  const insert = () => {
    const reply = list.find((r) => r.id === chosen);
    if (!reply) return;
    onInsert(
      fillSavedReply(reply.body, {
        'customer.name': ticket.customer,
        'customer.email': ticket.email,
        'ticket.reference': ticket.reference,
        'ticket.subject': ticket.subject,
        'agent.name': user.name,
      }),
    );
    setChosen('');
  };
  return (
    <Inline space="3" alignY="bottom">
      <Select
        label={copy.label}
        placeholder={copy.placeholder}
        options={list.map((reply) => ({ value: reply.id, label: reply.title }))}
        value={chosen}
        onChange={(event) => setChosen(event.target.value)}
      />
      <Button type="button" variant="outline" icon={<TextQuote />} aria-label={copy.insertName} disabled={!chosen} onClick={insert}>
        {copy.insertLabel}
      </Button>
    </Inline>
  );
}
