import { render, screen } from '@testing-library/react';
import { Inbox } from 'lucide-react';
import { describe, expect, it } from 'vitest';
import { EmptyState } from './EmptyState.tsx';
import { expectNoAxeViolations } from '@orisun/test-support/axe';

describe('EmptyState', () => {
  it('is a region named by its title, with description and action', () => {
    render(
      <EmptyState
        icon={Inbox}
        title="No tickets yet"
        description="When you open a ticket it shows here."
        action={<button type="button">Open a ticket</button>}
        headingLevel={3}
      />,
    );
    expect(screen.getByRole('region', { name: 'No tickets yet' })).toHaveAttribute('data-component', 'EmptyState');
    expect(screen.getByRole('heading', { level: 3, name: 'No tickets yet' })).toBeInTheDocument();
    expect(screen.getByText('When you open a ticket it shows here.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Open a ticket' })).toBeInTheDocument();
  });

  it('has no axe violations', async () => {
    const { container } = render(<EmptyState icon={Inbox} title="Nothing found" description="Try another search." />);
    await expectNoAxeViolations(container);
  });
});
