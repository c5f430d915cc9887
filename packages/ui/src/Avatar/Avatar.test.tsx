import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Avatar, initialsOf } from './Avatar.tsx';
import { expectNoAxeViolations } from '@orisun/test-support/axe';

describe('Avatar', () => {
  it('makes initials from the first and last words of a name', () => {
    expect(initialsOf('Adebayo Okafor')).toBe('AO');
    expect(initialsOf('  Chidinma Grace Eze ')).toBe('CE');
    expect(initialsOf('Tola')).toBe('T');
    expect(initialsOf('')).toBe('?');
  });

  it('is decorative by default and shows the initials', () => {
    const { container } = render(<Avatar name="Adebayo Okafor" />);
    const root = container.querySelector('[data-component="Avatar"]');
    expect(root).toHaveAttribute('aria-hidden', 'true');
    expect(root).toHaveTextContent('AO');
  });

  it('can be announced as an image named after the person', () => {
    render(<Avatar name="Adebayo Okafor" labelled />);
    expect(screen.getByRole('img', { name: 'Adebayo Okafor' })).toHaveTextContent('AO');
  });

  it('loads a photo lazily and falls back to the initials when it fails', () => {
    const { container } = render(<Avatar name="Adebayo Okafor" src="/team/adebayo.jpg" />);
    const img = container.querySelector('img');
    expect(img).toHaveAttribute('loading', 'lazy');
    expect(img).toHaveAttribute('alt', '');
    fireEvent.error(img!);
    expect(container.querySelector('img')).toBeNull();
    expect(container).toHaveTextContent('AO');
  });

  it('has no axe violations', async () => {
    const { container } = render(
      <div>
        <Avatar name="Adebayo Okafor" />
        <Avatar name="Fifamè Houngbédji" labelled size="lg" />
      </div>,
    );
    await expectNoAxeViolations(container);
  });
});
