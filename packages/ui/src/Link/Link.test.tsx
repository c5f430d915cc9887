import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Link } from './Link.tsx';
import { UiProvider, type LinkComponentProps } from '../UiProvider/UiProvider.tsx';
import { expectNoAxeViolations } from '@orisun/test-support/axe';

describe('Link', () => {
  it('renders a link with its href and name', () => {
    render(<Link href="/about">About us</Link>);
    const link = screen.getByRole('link', { name: 'About us' });
    expect(link).toHaveAttribute('href', '/about');
    expect(link).not.toHaveAttribute('target');
  });

  it('goes through the provider link component for internal links', async () => {
    const go = vi.fn();
    const RouterLink = ({ href, children, ...rest }: LinkComponentProps) => (
      <a
        href={href}
        {...rest}
        onClick={(e) => {
          e.preventDefault();
          go(href);
        }}
      >
        {children}
      </a>
    );
    render(
      <UiProvider linkComponent={RouterLink}>
        <Link href="/careers">Careers</Link>
      </UiProvider>,
    );
    await userEvent.click(screen.getByRole('link', { name: 'Careers' }));
    expect(go).toHaveBeenCalledWith('/careers');
  });

  it('external links open in a new tab, say so, and bypass the router', () => {
    const RouterLink = vi.fn(({ children, ...props }: LinkComponentProps) => <a {...props}>{children}</a>);
    render(
      <UiProvider linkComponent={RouterLink}>
        <Link href="https://github.com/orisun" external>
          GitHub
        </Link>
      </UiProvider>,
    );
    const link = screen.getByRole('link', { name: 'GitHub (opens in a new tab)' });
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(RouterLink).not.toHaveBeenCalled();
  });

  it('is reachable with the keyboard', async () => {
    render(<Link href="/contact">Contact</Link>);
    await userEvent.tab();
    expect(screen.getByRole('link', { name: 'Contact' })).toHaveFocus();
  });

  it('has no axe violations', async () => {
    const { container } = render(
      <p>
        Read the <Link href="/docs">docs</Link> or <Link href="https://example.com" external>the blog</Link>.
      </p>,
    );
    await expectNoAxeViolations(container);
  });
});
