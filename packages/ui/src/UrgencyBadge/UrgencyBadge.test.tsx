import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { UrgencyBadge } from './UrgencyBadge.tsx';
import { expectNoAxeViolations } from '@orisun/test-support/axe';

describe('UrgencyBadge', () => {
  it.each([
    ['low', 'Low urgency', 'neutral'],
    ['medium', 'Medium urgency', 'caution'],
    ['high', 'High urgency', 'critical'],
  ] as const)('shows %s as "%s" in the %s tone, outlined', (urgency, text, tone) => {
    render(<UrgencyBadge urgency={urgency} />);
    const badge = screen.getByText(text);
    expect(badge).toHaveAttribute('data-component', 'UrgencyBadge');
    expect(badge).toHaveAttribute('data-urgency', urgency);
    expect(badge).toHaveAttribute('data-tone', tone);
  });

  it('takes shorter words for a column headed "Urgency"', () => {
    render(<UrgencyBadge urgency="high">High</UrgencyBadge>);
    expect(screen.getByText('High')).toHaveAttribute('data-tone', 'critical');
  });

  it('has no axe violations', async () => {
    const { container } = render(
      <p>
        <UrgencyBadge urgency="low" /> <UrgencyBadge urgency="high" />
      </p>,
    );
    await expectNoAxeViolations(container);
  });
});
