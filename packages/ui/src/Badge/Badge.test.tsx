import { render, screen } from '@testing-library/react';
import { CircleCheck } from 'lucide-react';
import { describe, expect, it } from 'vitest';
import { Badge } from './Badge.tsx';
import { expectNoAxeViolations } from '@orisun/test-support/axe';

describe('Badge', () => {
  it('shows its text with the tone on the root and a hidden icon', () => {
    const { container } = render(
      <Badge tone="positive" icon={<CircleCheck />}>
        Resolved
      </Badge>,
    );
    const badge = screen.getByText('Resolved');
    expect(badge).toHaveAttribute('data-tone', 'positive');
    expect(badge).toHaveAttribute('data-component', 'Badge');
    expect(container.querySelector('[data-part="Icon"]')).toHaveAttribute('aria-hidden', 'true');
  });

  it('defaults to the neutral tone', () => {
    render(<Badge>Draft</Badge>);
    expect(screen.getByText('Draft')).toHaveAttribute('data-tone', 'neutral');
  });

  it('has no axe violations', async () => {
    const { container } = render(
      <p>
        Ticket <Badge variant="solid" tone="critical">Urgent</Badge>
      </p>,
    );
    await expectNoAxeViolations(container);
  });
});
