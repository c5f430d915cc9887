import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { LinkTabs } from './LinkTabs.tsx';
import { expectNoAxeViolations } from '@orisun/test-support/axe';

const tabs = [
  { href: '/forum', label: 'Recent', current: true },
  { href: '/forum?tab=solved', label: 'Solved' },
  { href: '/forum?tab=saved', label: 'Saved' },
];

describe('LinkTabs', () => {
  it('is a navigation landmark of links, the current view marked as the page', async () => {
    const { container } = render(<LinkTabs label="Thread lists" tabs={tabs} />);
    const nav = screen.getByRole('navigation', { name: 'Thread lists' });
    const links = screen.getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['/forum', '/forum?tab=solved', '/forum?tab=saved']);
    expect(screen.getByRole('link', { name: 'Recent' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Solved' })).not.toHaveAttribute('aria-current');
    expect(nav).toContainElement(links[0]!);
    // No tab roles: these are links to pages, not panels switched in place.
    expect(screen.queryByRole('tab')).toBeNull();
    await expectNoAxeViolations(container);
  });

  it('renders plain links on the server, so the views work without JavaScript', () => {
    const html = renderToString(<LinkTabs label="Thread lists" tabs={tabs} />);
    expect(html).toContain('href="/forum?tab=solved"');
    expect(html).toContain('aria-current="page"');
  });

  it('hands a plain click to onNavigate instead of following the link; a modified click is the browser\'s', async () => {
    const onNavigate = vi.fn();
    render(<LinkTabs label="Thread lists" tabs={tabs} onNavigate={onNavigate} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('link', { name: 'Solved' }));
    expect(onNavigate).toHaveBeenCalledTimes(1);
    expect(onNavigate.mock.calls[0]![0]).toBe('/forum?tab=solved');
    expect((onNavigate.mock.calls[0]![1] as MouseEvent).defaultPrevented).toBe(true);
    onNavigate.mockClear();
    await user.keyboard('{Control>}');
    await user.click(screen.getByRole('link', { name: 'Saved' }));
    await user.keyboard('{/Control}');
    expect(onNavigate).not.toHaveBeenCalled();
  });

  it('reaches every tab with the Tab key, in order', async () => {
    render(<LinkTabs label="Thread lists" tabs={tabs} />);
    const user = userEvent.setup();
    for (const name of ['Recent', 'Solved', 'Saved']) {
      await user.tab();
      expect(screen.getByRole('link', { name })).toHaveFocus();
    }
  });
});
