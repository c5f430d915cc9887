import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { TicketCard, type TicketCardData } from './TicketCard.tsx';
import { expectNoAxeViolations } from '@orisun/test-support/axe';

const ticket: TicketCardData = {
  id: 'k3v9-7qpx',
  reference: 'K3V9-7QPX',
  subject: 'Cannot log in to the billing portal',
  customer: { name: 'Amaka Eze', email: 'amaka@example.com' },
  urgency: 'high',
  status: 'in-progress',
  message: 'Since this morning the portal says my password is wrong.\nI reset it twice.',
  created: { at: '2026-11-24T08:15:00Z' },
  lastActivity: { at: '2026-11-24T10:00:00Z', label: '2 hours ago' },
  assignedTo: 'Technical Team',
  conversation: [
    { id: 'c3', kind: 'customer', author: 'Amaka Eze', body: 'Still failing.', at: '2026-11-24T10:00:00Z' },
    { id: 'c1', kind: 'staff', author: 'Tunde, Support Team', body: 'We are looking into it.', at: '2026-11-24T08:40:00Z' },
    { id: 'c2', kind: 'internal', author: 'Tunde', body: 'Probably the SSO change.', at: '2026-11-24T09:00:00Z' },
  ],
  audit: [
    { id: 'a2', actor: 'Tunde', action: 'set the status to in progress', at: '2026-11-24T08:40:00Z' },
    { id: 'a1', actor: 'Tunde', action: 'assigned it to Technical Team', at: '2026-11-24T08:30:00Z' },
  ],
};

describe('TicketCard', () => {
  it('shows the summary while closed: reference, status, urgency, subject heading, customer, dates, team', () => {
    render(<TicketCard ticket={ticket} />);
    const card = screen.getByRole('article', { name: ticket.subject });
    expect(card).toHaveAttribute('data-component', 'TicketCard');
    expect(within(card).getByRole('heading', { level: 3, name: ticket.subject })).toBeInTheDocument();
    expect(card).toHaveTextContent('Ticket K3V9-7QPX');
    expect(within(card).getByText('in progress')).toHaveAttribute('data-component', 'StatusBadge');
    expect(within(card).getByText('High urgency')).toBeInTheDocument();
    expect(card).toHaveTextContent('Amaka Eze');
    expect(card).toHaveTextContent('amaka@example.com');
    expect(card).toHaveTextContent('Technical Team');
    expect(screen.queryByText('Since this morning', { exact: false })).toBeNull();
  });

  it('formats dates in en-GB in the offices’ time zone, or shows the caller’s words, in <time dateTime>', () => {
    const { container } = render(<TicketCard ticket={ticket} />);
    const times = [...container.querySelectorAll('time')];
    expect(times[0]).toHaveAttribute('dateTime', '2026-11-24T08:15:00Z');
    expect(times[0]).toHaveTextContent('24 Nov 2026, 09:15');
    expect(times[1]).toHaveTextContent('2 hours ago');
    expect(times[1]).toHaveAttribute('dateTime', '2026-11-24T10:00:00Z');
  });

  it('says "Unassigned" and "pending" when there is no team or status', () => {
    render(<TicketCard ticket={{ ...ticket, assignedTo: null, status: undefined }} />);
    expect(screen.getByText('Unassigned')).toBeInTheDocument();
    expect(screen.getByText('pending')).toBeInTheDocument();
  });

  it('opens from the keyboard, the trigger controlling the content', async () => {
    const onOpenChange = vi.fn();
    render(<TicketCard ticket={ticket} onOpenChange={onOpenChange} />);
    const user = userEvent.setup();
    const trigger = screen.getByRole('button', { name: ticket.subject });
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await user.tab();
    expect(trigger).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    expect(onOpenChange).toHaveBeenLastCalledWith(true);
    const content = document.getElementById(trigger.getAttribute('aria-controls')!);
    expect(content).toHaveTextContent('I reset it twice.');
    await user.keyboard(' ');
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    expect(onOpenChange).toHaveBeenLastCalledWith(false);
  });

  it('lists the conversation oldest first, with internal notes marked, then the audit trail', () => {
    render(<TicketCard ticket={ticket} defaultOpen />);
    const conversation = screen.getByRole('heading', { level: 4, name: 'Conversation' }).closest('section')!;
    const entries = within(conversation).getAllByRole('listitem');
    expect(entries.map((e) => e.getAttribute('data-kind'))).toEqual(['staff', 'internal', 'customer']);
    expect(entries[0]).toHaveTextContent('Staff response');
    expect(entries[1]).toHaveTextContent('Internal note');
    expect(entries[2]).toHaveTextContent('Customer reply');
    const history = screen.getByRole('heading', { level: 4, name: 'History' }).closest('section')!;
    expect(within(history).getAllByRole('listitem')[0]).toHaveTextContent('Tunde assigned it to Technical Team');
    expect(screen.getByRole('heading', { level: 4, name: 'Original message' })).toBeInTheDocument();
  });

  it('says so when nobody has answered yet, and leaves out the audit trail when not given', () => {
    render(<TicketCard ticket={{ ...ticket, conversation: [], audit: undefined }} defaultOpen />);
    expect(screen.getByText('No responses yet.')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'History' })).toBeNull();
  });

  it('renders the page’s actions inside the open card', async () => {
    const onAssign = vi.fn();
    render(
      <TicketCard ticket={ticket} defaultOpen headingLevel={2}>
        <TicketCard.Actions>
          <button type="button" onClick={onAssign}>
            Assign
          </button>
        </TicketCard.Actions>
      </TicketCard>,
    );
    await userEvent.setup().click(screen.getByRole('button', { name: 'Assign' }));
    expect(onAssign).toHaveBeenCalled();
    expect(screen.getByRole('heading', { level: 2, name: ticket.subject })).toBeInTheDocument();
  });

  it('is controlled by open', () => {
    const { rerender } = render(<TicketCard ticket={ticket} open={false} />);
    expect(screen.getByRole('button', { name: ticket.subject })).toHaveAttribute('aria-expanded', 'false');
    rerender(<TicketCard ticket={ticket} open />);
    expect(screen.getByRole('button', { name: ticket.subject })).toHaveAttribute('aria-expanded', 'true');
  });

  it('has no axe violations, closed and open', async () => {
    const { container } = render(
      <>
        <TicketCard ticket={ticket} />
        <TicketCard ticket={{ ...ticket, id: 'b' }} defaultOpen />
      </>,
    );
    await expectNoAxeViolations(container);
  });

  it('collapsible={false}: always open, the subject a plain heading that a script can focus; the person beside the team', () => {
    render(<TicketCard ticket={{ ...ticket, assignee: 'Tunde Bakare' }} collapsible={false} headingLevel={2} />);
    const heading = screen.getByRole('heading', { level: 2, name: ticket.subject });
    expect(heading).toHaveAttribute('tabindex', '-1');
    expect(within(heading).queryByRole('button')).toBeNull();
    heading.focus();
    expect(heading).toHaveFocus();
    expect(screen.getByText('Probably the SSO change.')).toBeVisible();
    expect(screen.getByText('Assignee').nextElementSibling).toHaveTextContent('Tunde Bakare');
    render(<TicketCard ticket={{ ...ticket, id: 'x', assignee: null }} collapsible={false} />);
    expect(screen.getAllByText('Assignee')[1]!.nextElementSibling).toHaveTextContent('Nobody');
  });
});
