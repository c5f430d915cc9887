import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Logo } from './Logo.tsx';
import { expectNoAxeViolations } from '@orisun/test-support/axe';

describe('Logo', () => {
  it('renders the logo with its name, size and lazy loading', () => {
    render(<Logo src="/a.svg" fallbackSrc="/default.svg" alt="Orisun Labs" width={96} height={96} />);
    const img = screen.getByRole('img', { name: 'Orisun Labs' });
    expect(img).toHaveAttribute('src', '/a.svg');
    expect(img).toHaveAttribute('width', '96');
    expect(img).toHaveAttribute('height', '96');
    expect(img).toHaveAttribute('loading', 'lazy');
    expect(img).not.toHaveAttribute('data-fallback');
  });

  it('shows the default logo when its own fails to load, keeping name and size', () => {
    const onError = vi.fn();
    render(<Logo src="/missing.svg" fallbackSrc="/default.svg" alt="EMEA Network" width={64} height={64} onError={onError} />);
    const img = screen.getByRole('img', { name: 'EMEA Network' });
    fireEvent.error(img);
    expect(img).toHaveAttribute('src', '/default.svg');
    expect(img).toHaveAttribute('data-fallback');
    expect(img).toHaveAttribute('width', '64');
    expect(img).not.toHaveAttribute('tabindex');
    expect(onError).toHaveBeenCalledTimes(1);
    // A failing fallback does not loop.
    fireEvent.error(img);
    expect(img).toHaveAttribute('src', '/default.svg');
  });

  it('tries the new image again when src changes', () => {
    const { rerender } = render(<Logo src="/missing.svg" fallbackSrc="/default.svg" alt="Logo" width={10} height={10} />);
    fireEvent.error(screen.getByRole('img'));
    rerender(<Logo src="/other.svg" fallbackSrc="/default.svg" alt="Logo" width={10} height={10} />);
    expect(screen.getByRole('img')).toHaveAttribute('src', '/other.svg');
  });

  it('has no axe violations, before and after the fallback', async () => {
    const { container } = render(<Logo src="/missing.svg" fallbackSrc="/default.svg" alt="Digital Foundry" width={48} height={48} />);
    await expectNoAxeViolations(container);
    fireEvent.error(screen.getByRole('img'));
    await expectNoAxeViolations(container);
  });
});
