import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button, Select, Stack, TextArea, TicketCard, ticketStatuses, type TicketCardData } from '@orisun/ui';
import { detailedTicket, longTicket, newTicket } from './tickets.ts';

const teams = ['Support Team', 'Technical Team', 'Billing Team', 'Product Team'].map((t) => ({ value: t, label: t }));

/** What the staff dashboard adds in the open card; the card itself never acts. */
function DeskActions({ ticket, onAssign = fn(), onRespond = fn() }: { ticket: TicketCardData; onAssign?: () => void; onRespond?: () => void }) {
  return (
    <TicketCard.Actions>
      <Select label="Team" options={teams} placeholder="Choose a team" defaultValue={ticket.assignedTo ?? undefined} />
      <Button variant="outline" onClick={onAssign}>
        Assign
      </Button>
      <Select label="Status" options={ticketStatuses.map((s) => ({ value: s, label: s.replace(/-/g, ' ') }))} defaultValue={ticket.status ?? 'open'} />
      <div style={{ flexBasis: '100%' }}>
        <TextArea label="Response to the customer" rows={3} />
      </div>
      <Button onClick={onRespond}>Send response</Button>
    </TicketCard.Actions>
  );
}

const meta = {
  title: 'Components/TicketCard',
  component: TicketCard,
  args: { ticket: detailedTicket, headingLevel: 3, onOpenChange: fn() },
  argTypes: { ticket: { control: 'object' }, children: { control: false } },
  decorators: [(Story) => <div style={{ maxWidth: '52rem' }}>{Story()}</div>],
} satisfies Meta<typeof TicketCard>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Closed: the summary. Tab to the subject and press Enter to open it, Space to close it. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const trigger = canvas.getByRole('button', { name: detailedTicket.subject });
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(true);
    await expect(canvas.getByRole('heading', { name: 'Conversation' })).toBeVisible();
    await userEvent.keyboard(' ');
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
  },
};

/** Open: the original message, the conversation oldest first (the internal note marked) and the history. */
export const Open: Story = {
  args: { defaultOpen: true },
  play: async ({ canvasElement }) => {
    const conversation = within(within(canvasElement).getByRole('heading', { name: 'Conversation' }).closest('section')!);
    const entries = conversation.getAllByRole('listitem');
    await expect(entries.map((e) => e.dataset.kind)).toEqual(['staff', 'internal', 'staff', 'customer']);
    await expect(within(entries[1]!).getByText('Internal note')).toBeVisible();
  },
};

/** Files sent with the message and with a reply: download links with type and size, never loaded inline. */
export const WithAttachments: Story = {
  args: {
    defaultOpen: true,
    ticket: {
      ...detailedTicket,
      messageAttachments: [{ id: 'a1', name: 'invoice-march.pdf', href: '/api/ticket-attachments/a1', downloadName: 'ticket-ORI-7K3M-9QXD-2HFA-0000-1.pdf', fileType: 'PDF', size: '240 KB' }],
      conversation: (detailedTicket.conversation ?? []).map((entry, index) =>
        index === 0 ? { ...entry, attachments: [{ id: 'a2', name: 'settings.png', href: '/api/ticket-attachments/a2', fileType: 'PNG image', size: '1.5 MB', image: true }] } : entry,
      ),
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: /invoice-march\.pdf \(PDF, 240 KB\)/ })).toHaveAttribute('download', 'ticket-ORI-7K3M-9QXD-2HFA-0000-1.pdf');
    await expect(canvas.getByRole('link', { name: /settings\.png \(PNG image, 1\.5 MB\)/ })).toBeVisible();
    await expect(canvasElement.querySelector('img')).toBeNull();
  },
};

/** With the dashboard's actions in `TicketCard.Actions`: assign, set status, respond. */
export const WithActions: Story = {
  args: { defaultOpen: true },
  render: (args) => (
    <TicketCard {...args}>
      <DeskActions ticket={args.ticket} />
    </TicketCard>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Send response' })).toBeVisible();
  },
};

/** A new ticket: open, unassigned, nobody has answered yet, no history given. */
export const New: Story = {
  args: { ticket: newTicket, defaultOpen: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Unassigned')).toBeVisible();
    await expect(canvas.getByText('No responses yet.')).toBeVisible();
  },
};

/** No status yet: "pending". */
export const Pending: Story = { args: { ticket: { ...newTicket, status: null } } };

/** Long subject, names, e-mail and links at 375 px: everything wraps, nothing scrolls sideways. */
export const LongText: Story = {
  args: { ticket: longTicket, defaultOpen: true },
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvasElement }) => {
    const doc = canvasElement.ownerDocument.documentElement;
    await expect(doc.scrollWidth).toBeLessThanOrEqual(doc.clientWidth);
  },
};

/** One card per status. */
export const Statuses: Story = {
  render: (args) => (
    <Stack space="3">
      {[...ticketStatuses, undefined].map((status) => (
        <TicketCard key={status ?? 'none'} {...args} ticket={{ ...newTicket, id: status ?? 'none', status }} />
      ))}
    </Stack>
  ),
};

export const AllVariants: Story = {
  tags: ['vrt', '!autodocs'],
  render: (args) => (
    <Stack space="4">
      <TicketCard {...args} ticket={newTicket} />
      <TicketCard {...args} defaultOpen>
        <DeskActions ticket={args.ticket} />
      </TicketCard>
      <TicketCard {...args} ticket={longTicket} defaultOpen />
    </Stack>
  ),
};
