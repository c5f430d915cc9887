import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Stat, StatGroup } from './Stat.tsx';
import { expectNoAxeViolations } from '@orisun/test-support/axe';

describe('Stat', () => {
  it('pairs each label (dt) with its figure (dd) inside a description list', () => {
    const { container } = render(
      <StatGroup aria-label="Orisun in numbers">
        <Stat value="15+" label="Team Members" />
        <Stat value="100%" label="Client Satisfaction" />
      </StatGroup>,
    );
    expect(container.querySelector('dl')).toHaveAttribute('aria-label', 'Orisun in numbers');
    expect(screen.getByText('Team Members').tagName).toBe('DT');
    expect(screen.getByText('15+').tagName).toBe('DD');
    expect(container.querySelectorAll('[data-component="Stat"]')).toHaveLength(2);
  });

  it('has no axe violations', async () => {
    const { container } = render(
      <StatGroup>
        <Stat value="20+" label="Projects" />
        <Stat value="2" label="Countries" />
      </StatGroup>,
    );
    await expectNoAxeViolations(container);
  });
});
