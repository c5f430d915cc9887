import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Inline } from './Inline.tsx';
import { expectNoAxeViolations } from '@orisun/test-support/axe';

describe('Inline', () => {
  it('as a list, wraps every child in a list item', () => {
    render(
      <Inline as="ul" aria-label="Tags">
        <span>react</span>
        <span>vite</span>
      </Inline>,
    );
    expect(within(screen.getByRole('list', { name: 'Tags' })).getAllByRole('listitem')).toHaveLength(2);
  });

  it('passes className and other attributes to the root only', () => {
    render(
      <Inline data-testid="row" className="mine" id="row" collapseBelow="tablet">
        <span>a</span>
      </Inline>,
    );
    const row = screen.getByTestId('row');
    expect(row).toHaveClass('mine');
    expect(row).toHaveAttribute('id', 'row');
    expect(row).toHaveAttribute('data-component', 'Inline');
    expect(row).not.toHaveAttribute('collapseBelow');
  });

  it('has no axe violations', async () => {
    const { container } = render(
      <Inline as="nav" aria-label="Pages">
        <a href="/a">A</a>
        <a href="/b">B</a>
      </Inline>,
    );
    await expectNoAxeViolations(container);
  });
});
