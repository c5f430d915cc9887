import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '@orisun/test-support/axe';
import { DropdownMenu } from './DropdownMenu.tsx';

function Menu({ onSignOut = () => undefined, onProfile = () => undefined }: { onSignOut?: () => void; onProfile?: () => void }) {
  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger aria-label="Your account: Ada Obi">Ada Obi</DropdownMenu.Trigger>
      <DropdownMenu.Content>
        <DropdownMenu.Label>Ada Obi · Admin</DropdownMenu.Label>
        <DropdownMenu.Separator />
        <DropdownMenu.Item onSelect={onProfile}>Your profile</DropdownMenu.Item>
        <DropdownMenu.Item onSelect={onSignOut}>Sign out</DropdownMenu.Item>
      </DropdownMenu.Content>
    </DropdownMenu.Root>
  );
}

describe('DropdownMenu', () => {
  it('is a button that opens a menu: aria-haspopup, aria-expanded, the menu labelled by its trigger', async () => {
    const user = userEvent.setup();
    render(<Menu />);
    const trigger = screen.getByRole('button', { name: 'Your account: Ada Obi' });
    expect(trigger).toHaveAttribute('aria-haspopup', 'menu');
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await user.click(trigger);
    const menu = await screen.findByRole('menu');
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    expect(menu).toHaveAttribute('aria-labelledby', trigger.id);
    expect(screen.getAllByRole('menuitem').map((i) => i.textContent)).toEqual(['Your profile', 'Sign out']);
    expect(screen.getByRole('separator')).toBeInTheDocument();
  });

  it('works by keyboard: Enter opens on the first item, arrows move, Enter selects and closes, focus back on the trigger', async () => {
    const onSignOut = vi.fn();
    const user = userEvent.setup();
    render(<Menu onSignOut={onSignOut} />);
    const trigger = screen.getByRole('button', { name: 'Your account: Ada Obi' });
    trigger.focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.getByRole('menuitem', { name: 'Your profile' })).toHaveFocus());
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: 'Sign out' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onSignOut).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    expect(trigger).toHaveFocus();
  });

  it('closes on Escape without selecting', async () => {
    const onSignOut = vi.fn();
    const user = userEvent.setup();
    render(<Menu onSignOut={onSignOut} />);
    await user.click(screen.getByRole('button', { name: 'Your account: Ada Obi' }));
    await screen.findByRole('menu');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    expect(onSignOut).not.toHaveBeenCalled();
  });

  it('has no axe violations, open', async () => {
    const user = userEvent.setup();
    render(<Menu />);
    await user.click(screen.getByRole('button', { name: 'Your account: Ada Obi' }));
    await screen.findByRole('menu');
    await expectNoAxeViolations(document.body);
  });
});
