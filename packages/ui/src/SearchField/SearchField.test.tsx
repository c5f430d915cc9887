import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { SearchField } from './SearchField.tsx';
import { expectNoAxeViolations } from '@orisun/test-support/axe';

describe('SearchField', () => {
  it('is a labelled search box', () => {
    render(<SearchField label="Search tickets" hint="Customer, subject or reference" />);
    const box = screen.getByRole('searchbox', { name: 'Search tickets' });
    expect(box).toHaveAttribute('type', 'search');
    expect(box).toHaveAccessibleDescription('Customer, subject or reference');
    expect(screen.queryByRole('search')).toBeNull();
  });

  it('wraps itself in a search landmark on request', () => {
    render(<SearchField label="Search the forum" searchRole />);
    expect(screen.getByRole('search')).toContainElement(screen.getByRole('searchbox'));
  });

  it('shows a clear button once there is text; it clears and keeps focus in the field', async () => {
    const onValueChange = vi.fn();
    render(<SearchField label="Search" onValueChange={onValueChange} />);
    const user = userEvent.setup();
    expect(screen.queryByRole('button', { name: 'Clear search' })).toBeNull();
    await user.type(screen.getByRole('searchbox'), 'invoice');
    await user.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(screen.getByRole('searchbox')).toHaveValue('');
    expect(screen.getByRole('searchbox')).toHaveFocus();
    expect(onValueChange).toHaveBeenLastCalledWith('');
    expect(screen.queryByRole('button', { name: 'Clear search' })).toBeNull();
  });

  it('clears with Escape without letting the key reach what surrounds it', async () => {
    const outer = vi.fn();
    render(
      // eslint-disable-next-line jsx-a11y/no-static-element-interactions -- a stand-in for a dialog listening for Escape
      <div onKeyDown={(e) => outer(e.key)}>
        <SearchField label="Search" defaultValue="login" />
      </div>,
    );
    const user = userEvent.setup();
    await user.click(screen.getByRole('searchbox'));
    await user.keyboard('{Escape}');
    expect(screen.getByRole('searchbox')).toHaveValue('');
    expect(outer).not.toHaveBeenCalledWith('Escape');
    await user.keyboard('{Escape}');
    expect(outer).toHaveBeenCalledWith('Escape');
  });

  it('calls onSearch once typing pauses, at once on Enter and on clearing', async () => {
    const onSearch = vi.fn();
    render(<SearchField label="Search" onSearch={onSearch} debounce={150} />);
    const user = userEvent.setup();
    await user.type(screen.getByRole('searchbox'), 'abc');
    expect(onSearch).not.toHaveBeenCalled();
    await waitFor(() => expect(onSearch).toHaveBeenCalledTimes(1));
    expect(onSearch).toHaveBeenLastCalledWith('abc');
    await user.type(screen.getByRole('searchbox'), 'd{Enter}');
    expect(onSearch).toHaveBeenCalledTimes(2);
    expect(onSearch).toHaveBeenLastCalledWith('abcd');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(onSearch).toHaveBeenCalledTimes(2);
    await user.keyboard('{Escape}');
    expect(onSearch).toHaveBeenLastCalledWith('');
  });

  it('is controlled by value/onValueChange', async () => {
    const onValueChange = vi.fn();
    render(<SearchField label="Search" value="fixed" onValueChange={onValueChange} />);
    await userEvent.setup().type(screen.getByRole('searchbox'), 'x');
    expect(onValueChange).toHaveBeenCalledWith('fixedx');
    expect(screen.getByRole('searchbox')).toHaveValue('fixed');
  });

  it('has no axe violations, empty, filled and with an error', async () => {
    const { container } = render(
      <>
        <SearchField label="Empty" />
        <SearchField label="Filled" defaultValue="printer" searchRole />
        <SearchField label="Broken" error="Search is unavailable" />
      </>,
    );
    await expectNoAxeViolations(container);
  });
});
