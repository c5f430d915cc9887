import { render, screen } from '@testing-library/react';
import { Phone } from 'lucide-react';
import { describe, expect, it } from 'vitest';
import { Icon } from './Icon.tsx';
import { expectNoAxeViolations } from '@orisun/test-support/axe';

describe('Icon', () => {
  it('is hidden from assistive technology without a label', () => {
    const { container } = render(<Icon icon={Phone} />);
    expect(container.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
    expect(screen.queryByRole('img')).toBeNull();
  });

  it('with a label it is an image with that name', () => {
    render(<Icon icon={Phone} label="Phone" />);
    const img = screen.getByRole('img', { name: 'Phone' });
    expect(img).not.toHaveAttribute('aria-hidden');
    expect(img).toHaveAttribute('data-component', 'Icon');
  });

  it('has no axe violations', async () => {
    const { container } = render(
      <p>
        <Icon icon={Phone} label="Phone" /> <Icon icon={Phone} size="sm" />
      </p>,
    );
    await expectNoAxeViolations(container);
  });
});
