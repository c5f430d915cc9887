import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Grid } from './Grid.tsx';
import { expectNoAxeViolations } from '@orisun/test-support/axe';

describe('Grid', () => {
  it('sets a column count per breakpoint and keeps the caller style', () => {
    render(<Grid data-testid="g" columns={{ mobile: 1, desktop: 3 }} style={{ marginTop: '1px' }} />);
    const grid = screen.getByTestId('g');
    const values = Array.from(grid.style).map((p) => grid.style.getPropertyValue(p));
    expect(values).toEqual(expect.arrayContaining(['1', '3', '1px']));
  });

  it('as a list, makes each cell a list item', () => {
    render(
      <Grid as="ul" columns={2} aria-label="Services">
        <span>Web</span>
        <span>Mobile</span>
        <span>Cloud</span>
      </Grid>,
    );
    expect(within(screen.getByRole('list', { name: 'Services' })).getAllByRole('listitem')).toHaveLength(3);
  });

  it('has no axe violations', async () => {
    const { container } = render(
      <Grid minColumnWidth="12rem">
        <p>One</p>
        <p>Two</p>
      </Grid>,
    );
    await expectNoAxeViolations(container);
  });
});
