import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Spinner } from './Spinner.tsx';
import { expectNoAxeViolations } from '@orisun/test-support/axe';

describe('Spinner', () => {
  it('is a status with an announced label, "Loading" by default', () => {
    render(<Spinner />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading');
  });

  it('announces a specific label', () => {
    render(<Spinner label="Loading tickets" />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading tickets');
  });

  it('has no axe violations', async () => {
    const { container } = render(<Spinner size="lg" />);
    await expectNoAxeViolations(container);
  });
});
