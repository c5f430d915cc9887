import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '@orisun/test-support/axe';
import { LoadError } from './LoadError.tsx';

describe('LoadError', () => {
  it('is an alert that says what is missing and why, and asks again on Try again', async () => {
    const retry = vi.fn();
    const user = userEvent.setup();
    render(<LoadError title="The tickets could not be loaded." description="You are offline." retryLabel="Try again" onRetry={retry} />);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveAttribute('data-component', 'LoadError');
    expect(alert).toHaveTextContent('The tickets could not be loaded.You are offline.Try again');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(retry).toHaveBeenCalledTimes(1);
  });

  it('while asking again, its button is busy and cannot be pressed twice', async () => {
    const retry = vi.fn();
    const user = userEvent.setup();
    render(<LoadError title="The list could not be loaded." retryLabel="Try again" onRetry={retry} retrying />);
    const button = screen.getByRole('button', { name: /Try again/ });
    expect(button).toHaveAttribute('aria-busy', 'true');
    await user.click(button);
    expect(retry).not.toHaveBeenCalled();
  });

  it('has no axe violations', async () => {
    const { container } = render(<LoadError title="The queue could not be loaded." description="The server did not answer." retryLabel="Try again" onRetry={() => {}} />);
    await expectNoAxeViolations(container);
  });
});
