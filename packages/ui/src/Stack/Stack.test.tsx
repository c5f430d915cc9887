import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Stack } from './Stack.tsx';
import { expectNoAxeViolations } from '@orisun/test-support/axe';

describe('Stack', () => {
  it('as a list, announces each child as a list item and skips empty children', () => {
    const showThird = false;
    render(
      <Stack as="ul" aria-label="Offices">
        <span>Lagos</span>
        {showThird && <span>Hidden</span>}
        <span>Cotonou</span>
      </Stack>,
    );
    const list = screen.getByRole('list', { name: 'Offices' });
    expect(within(list).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Lagos', 'Cotonou']);
  });

  it('draws a divider only between items', () => {
    const { container } = render(
      <Stack dividers>
        <p>One</p>
        <p>Two</p>
        <p>Three</p>
      </Stack>,
    );
    expect(container.querySelectorAll('[data-part="Divider"]')).toHaveLength(2);
    expect(container.firstElementChild).toHaveAttribute('data-component', 'Stack');
  });

  it('has no axe violations as a divided list', async () => {
    const { container } = render(
      <Stack as="ol" dividers>
        <span>First</span>
        <span>Second</span>
      </Stack>,
    );
    await expectNoAxeViolations(container);
  });
});
