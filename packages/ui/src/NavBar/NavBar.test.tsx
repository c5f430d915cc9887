import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '@orisun/test-support/axe';
import { ButtonLink } from '../Button/index.ts';
import { NavBar } from './NavBar.tsx';

function Header(props: { onOpenChange?: (open: boolean) => void }) {
  return (
    <NavBar.Root>
      <NavBar.Brand href="/">Orisun Software</NavBar.Brand>
      <NavBar.Menu label="Main" toggleLabel="Menu" onOpenChange={props.onOpenChange}>
        <NavBar.Item href="/" current>
          Home
        </NavBar.Item>
        <NavBar.Item href="/about">About</NavBar.Item>
        <NavBar.Action>
          <ButtonLink href="/contact">Contact Us</ButtonLink>
        </NavBar.Action>
      </NavBar.Menu>
    </NavBar.Root>
  );
}

describe('NavBar', () => {
  it('marks the current page and wires the toggle to the panel', async () => {
    const { container } = render(<Header />);
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(screen.getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'About' })).not.toHaveAttribute('aria-current');
    const toggle = screen.getByRole('button', { name: 'Menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle.getAttribute('aria-controls')).toBe(nav.id);
    expect(nav).toHaveAttribute('data-state', 'closed');
    await expectNoAxeViolations(container);
  });

  it('opens and closes from the keyboard; Escape closes and focuses the toggle', async () => {
    const user = userEvent.setup();
    const onOpenChange = vi.fn();
    render(<Header onOpenChange={onOpenChange} />);
    const toggle = screen.getByRole('button', { name: 'Menu' });
    toggle.focus();
    await user.keyboard('{Enter}');
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('navigation', { name: 'Main' })).toHaveAttribute('data-state', 'open');
    expect(onOpenChange).toHaveBeenLastCalledWith(true);

    await user.tab();
    expect(screen.getByRole('link', { name: 'Home' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();
    expect(onOpenChange).toHaveBeenLastCalledWith(false);
  });

  it('closes when a link is chosen or on a click outside', async () => {
    const user = userEvent.setup();
    render(
      <>
        <Header />
        <p>Outside</p>
      </>,
    );
    const toggle = screen.getByRole('button', { name: 'Menu' });
    await user.click(toggle);
    await user.click(screen.getByRole('link', { name: 'About' }));
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    await user.click(screen.getByText('Outside'));
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  it('server HTML hides the toggle and lists the links in <noscript> for browsers without JavaScript', () => {
    const html = renderToString(<Header />);
    expect(html).toMatch(/<button[^>]*data-part="Toggle"[^>]*hidden=""/);
    expect(html).toMatch(/<noscript[^>]*><nav aria-label="Main">.*href="\/about".*<\/noscript>/);
  });
});
