import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { Embed } from './Embed.tsx';
import { expectNoAxeViolations } from '@orisun/test-support/axe';

describe('Embed', () => {
  it('renders a titled, lazy iframe that passes its attributes through', async () => {
    const { container } = render(<Embed title="Map of the Lagos office" src="about:blank" sandbox="allow-scripts" aspectRatio="4 / 3" />);
    const frame = screen.getByTitle('Map of the Lagos office');
    expect(frame.tagName).toBe('IFRAME');
    expect(frame).toHaveAttribute('loading', 'lazy');
    expect(frame).toHaveAttribute('sandbox', 'allow-scripts');
    expect(frame).toHaveAttribute('data-component', 'Embed');
    expect(frame.getAttribute('style')).toContain('4 / 3');
    // jsdom cannot run axe inside frames; the frame element itself is checked.
    await expectNoAxeViolations(container, { iframes: false });
  });
});
