import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Heading } from './Heading.tsx';
import { expectNoAxeViolations } from '@orisun/test-support/axe';

describe('Heading', () => {
  it.each([1, 2, 3, 4, 5, 6] as const)('level %i renders a heading of that level', (level) => {
    render(<Heading level={level}>Title</Heading>);
    expect(screen.getByRole('heading', { level, name: 'Title' }).tagName).toBe(`H${level}`);
  });

  it('keeps the level when the size changes', () => {
    render(<Heading level={2} size="md" id="faq">FAQ</Heading>);
    const h = screen.getByRole('heading', { level: 2, name: 'FAQ' });
    expect(h).toHaveAttribute('id', 'faq');
    expect(h).toHaveAttribute('data-component', 'Heading');
  });

  it('has no axe violations', async () => {
    const { container } = render(<Heading level={1} tone="accent">Orisun Software</Heading>);
    await expectNoAxeViolations(container);
  });
});
