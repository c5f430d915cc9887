import { createElement } from 'react';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { UiProvider, useLinkComponent, type LinkComponentProps } from './UiProvider.tsx';

function NavLink(props: { href: string; children: string }) {
  const LinkComponent = useLinkComponent();
  return createElement(LinkComponent, { href: props.href }, props.children);
}

describe('UiProvider', () => {
  it('renders plain anchors when no provider is present', () => {
    render(<NavLink href="/about">About</NavLink>);
    const link = screen.getByRole('link', { name: 'About' });
    expect(link.tagName).toBe('A');
    expect(link).toHaveAttribute('href', '/about');
  });

  it('routes links through the provided link component with the href', () => {
    const RouterLink = ({ href, children, ...rest }: LinkComponentProps) => (
      <a data-router-to={href} href={href} {...rest}>
        {children}
      </a>
    );
    render(
      <UiProvider linkComponent={RouterLink}>
        <NavLink href="/support">Support</NavLink>
      </UiProvider>,
    );
    expect(screen.getByRole('link', { name: 'Support' })).toHaveAttribute('data-router-to', '/support');
  });
});
