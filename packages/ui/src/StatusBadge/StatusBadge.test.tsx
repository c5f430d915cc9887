import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { StatusBadge, formatTicketStatus, ticketStatusAppearance } from './StatusBadge.tsx';
import { expectNoAxeViolations } from '@orisun/test-support/axe';

describe('StatusBadge', () => {
  it.each([
    ['resolved', 'resolved', 'positive'],
    ['in-progress', 'in progress', 'info'],
    ['waiting-for-response', 'waiting for response', 'info'],
    ['open', 'open', 'caution'],
    ['on-hold-by-customer', 'on hold by customer', 'caution'],
  ])('shows %s as "%s" in the %s tone', (status, text, tone) => {
    render(<StatusBadge status={status} />);
    const badge = screen.getByText(text);
    expect(badge).toHaveAttribute('data-component', 'StatusBadge');
    expect(badge).toHaveAttribute('data-tone', tone);
    expect(badge).toHaveAttribute('data-status', status);
  });

  it.each([undefined, null, '', '  '])('shows "pending" in the caution tone when the status is %j', (status) => {
    render(<StatusBadge status={status} />);
    expect(screen.getByText('pending')).toHaveAttribute('data-tone', 'caution');
  });

  it('tells waiting apart from in progress without colour: its own icon and an outline', () => {
    const waiting = ticketStatusAppearance('waiting-for-response');
    const progress = ticketStatusAppearance('in-progress');
    expect(waiting.icon).not.toBe(progress.icon);
    expect(waiting.variant).toBe('outline');
    expect(progress.variant).toBe('soft');
    const icons = new Set(['open', 'in-progress', 'waiting-for-response', 'resolved'].map((s) => ticketStatusAppearance(s).icon));
    expect(icons.size).toBe(4);
  });

  it('puts a hidden icon before the words', () => {
    const { container } = render(<StatusBadge status="resolved" />);
    expect(container.querySelector('[data-part="Icon"]')).toHaveAttribute('aria-hidden', 'true');
  });

  it('takes replacement words but keeps the look of the status', () => {
    render(<StatusBadge status="resolved">Résolu</StatusBadge>);
    expect(screen.getByText('Résolu')).toHaveAttribute('data-tone', 'positive');
  });

  it('formats every hyphen as a space', () => {
    expect(formatTicketStatus('waiting-for-response')).toBe('waiting for response');
    expect(formatTicketStatus(undefined)).toBe('pending');
  });

  it('has no axe violations', async () => {
    const { container } = render(
      <p>
        Status: <StatusBadge status="in-progress" /> <StatusBadge status="waiting-for-response" /> <StatusBadge />
      </p>,
    );
    await expectNoAxeViolations(container);
  });
});
