import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SocialIcon, socialNetworks } from './SocialIcon.tsx';

describe('SocialIcon', () => {
  it.each(socialNetworks)('draws %s as a decorative, unfocusable icon', (network) => {
    const { container } = render(<SocialIcon network={network} size={20} />);
    const svg = container.querySelector('svg')!;
    expect(svg).toHaveAttribute('aria-hidden', 'true');
    expect(svg).toHaveAttribute('focusable', 'false');
    expect(svg).toHaveAttribute('width', '20');
    expect(svg.children.length).toBeGreaterThan(0);
  });
});
