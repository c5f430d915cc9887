import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Box } from './Box.tsx';
import { expectNoAxeViolations } from '@orisun/test-support/axe';

describe('Box', () => {
  it('renders the requested element with its attributes, class and style', () => {
    render(
      <Box as="nav" aria-label="Footer" padding="4" className="extra" style={{ color: 'red' }}>
        links
      </Box>,
    );
    const nav = screen.getByRole('navigation', { name: 'Footer' });
    expect(nav).toHaveAttribute('data-component', 'Box');
    expect(nav).toHaveClass('extra');
    expect(nav.style.color).toBe('red');
  });

  it('turns layout props into classes, not DOM attributes', () => {
    render(<Box data-testid="b" display="flex" gap={{ mobile: '2', tablet: '4' }} />);
    const box = screen.getByTestId('b');
    expect(box).not.toHaveAttribute('display');
    expect(box).not.toHaveAttribute('gap');
    expect(box.className.split(' ').length).toBeGreaterThan(3);
  });

  it('has no axe violations', async () => {
    const { container } = render(<Box as="section" aria-label="Intro" padding="4">Hello</Box>);
    await expectNoAxeViolations(container);
  });
});
