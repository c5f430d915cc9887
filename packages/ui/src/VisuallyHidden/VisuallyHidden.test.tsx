import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { VisuallyHidden } from './VisuallyHidden.tsx';
import { expectNoAxeViolations } from '@orisun/test-support/axe';

describe('VisuallyHidden', () => {
  it('adds its text to the accessible name of its parent', () => {
    render(
      <button type="button">
        Delete <VisuallyHidden>thread “Pricing”</VisuallyHidden>
      </button>,
    );
    expect(screen.getByRole('button', { name: 'Delete thread “Pricing”' })).toBeInTheDocument();
  });

  it('has no axe violations', async () => {
    const { container } = render(<VisuallyHidden>Skip to content</VisuallyHidden>);
    await expectNoAxeViolations(container);
  });
});
