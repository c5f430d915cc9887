import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Container } from './Container.tsx';
import { expectNoAxeViolations } from '@orisun/test-support/axe';

describe('Container', () => {
  it('renders the requested landmark with the caller class', () => {
    render(
      <Container as="main" className="page">
        Content
      </Container>,
    );
    const main = screen.getByRole('main');
    expect(main).toHaveClass('page');
    expect(main).toHaveAttribute('data-component', 'Container');
  });

  it('has no axe violations', async () => {
    const { container } = render(<Container width="narrow">Text</Container>);
    await expectNoAxeViolations(container);
  });
});
