import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { NoResults } from './NoResults.tsx';
import { expectNoAxeViolations } from '@orisun/test-support/axe';

describe('NoResults', () => {
  it('is a region named by its title, with the description and a reset button', () => {
    render(<NoResults title="No events found" description="Try other filters." resetLabel="Reset Filters" onReset={() => {}} />);
    const region = screen.getByRole('region', { name: 'No events found' });
    expect(region).toHaveAttribute('data-component', 'NoResults');
    expect(screen.getByRole('heading', { level: 2, name: 'No events found' })).toBeInTheDocument();
    expect(screen.getByText('Try other filters.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reset Filters' })).toBeInTheDocument();
  });

  it('calls onReset once per press, from pointer and keyboard', async () => {
    const onReset = vi.fn();
    render(<NoResults title="No consultants found" resetLabel="Reset Filters" onReset={onReset} />);
    const button = screen.getByRole('button', { name: 'Reset Filters' });
    await userEvent.click(button);
    button.focus();
    await userEvent.keyboard('{Enter}');
    expect(onReset).toHaveBeenCalledTimes(2);
  });

  it('takes the heading level of its place in the outline', () => {
    render(<NoResults title="No consultants found" resetLabel="Reset Filters" onReset={() => {}} headingLevel={3} />);
    expect(screen.getByRole('heading', { level: 3, name: 'No consultants found' })).toBeInTheDocument();
  });

  it('passes className and style to the root', () => {
    render(<NoResults title="Nothing" resetLabel="Reset" onReset={() => {}} className="extra" style={{ marginTop: 4 }} />);
    const region = screen.getByRole('region', { name: 'Nothing' });
    expect(region).toHaveClass('extra');
    expect(region).toHaveStyle({ marginTop: '4px' });
  });

  it('has no axe violations', async () => {
    const { container } = render(<NoResults title="No events found" description="Try other filters." resetLabel="Reset Filters" onReset={() => {}} />);
    await expectNoAxeViolations(container);
  });
});
