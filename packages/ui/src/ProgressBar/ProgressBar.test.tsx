import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ProgressBar } from './ProgressBar.tsx';
import { expectNoAxeViolations } from '@orisun/test-support/axe';

describe('ProgressBar', () => {
  it('is a progressbar named by its label with the value in words', () => {
    render(<ProgressBar label="Development progress" value={35} />);
    const bar = screen.getByRole('progressbar', { name: 'Development progress' });
    expect(bar).toHaveAttribute('aria-valuenow', '35');
    expect(bar).toHaveAttribute('aria-valuemin', '0');
    expect(bar).toHaveAttribute('aria-valuemax', '100');
    expect(bar).toHaveAttribute('aria-valuetext', '35%');
    expect(bar.querySelector('[data-part="Indicator"]')).toHaveStyle({ width: '35%' });
  });

  it('clamps the value and accepts a custom max and value text', () => {
    render(<ProgressBar label="Steps" value={9} max={4} valueText="4 of 4 steps" />);
    const bar = screen.getByRole('progressbar', { name: 'Steps' });
    expect(bar).toHaveAttribute('aria-valuenow', '4');
    expect(bar).toHaveAttribute('aria-valuetext', '4 of 4 steps');
  });

  it('has no axe violations', async () => {
    const { container } = render(<ProgressBar label="Upload" value={60} tone="positive" />);
    await expectNoAxeViolations(container);
  });
});
