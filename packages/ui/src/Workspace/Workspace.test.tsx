import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '@orisun/test-support/axe';
import { Workspace } from './Workspace.tsx';

function Shell({ showing = 'list' }: { showing?: 'list' | 'detail' }) {
  return (
    <Workspace.Root>
      <Workspace.TopBar title="Support desk" middle={<input aria-label="Search tickets" type="search" />} end={<button type="button">Ada Obi</button>} />
      <Workspace.Nav aria-label="Desk views">
        <Workspace.NavGroup label="Tickets">
          <Workspace.NavItem href="?view=mine" count={2} countLabel="2 tickets">
            My tickets
          </Workspace.NavItem>
          <Workspace.NavItem href="?view=open" current count={7} countLabel="7 tickets">
            All open
          </Workspace.NavItem>
        </Workspace.NavGroup>
        <Workspace.NavGroup label="Desk">
          <Workspace.NavItem href="?view=inbox">Inbox</Workspace.NavItem>
        </Workspace.NavGroup>
      </Workspace.Nav>
      <Workspace.Main>
        <h1>All open</h1>
        <Workspace.Split showing={showing}>
          <Workspace.ListPane aria-label="Tickets">
            <Workspace.List aria-label="All open">
              <Workspace.ListItem href="?ticket=1" current>
                <span>Invoices show the wrong currency</span>
              </Workspace.ListItem>
              <Workspace.ListItem href="?ticket=2">
                <span>Add a second admin</span>
              </Workspace.ListItem>
            </Workspace.List>
          </Workspace.ListPane>
          <Workspace.DetailPane aria-label="Open ticket">
            <Workspace.BackLink href="?view=open">Back to All open</Workspace.BackLink>
            <h2>Invoices show the wrong currency</h2>
          </Workspace.DetailPane>
        </Workspace.Split>
      </Workspace.Main>
    </Workspace.Root>
  );
}

describe('Workspace', () => {
  it('has the landmarks of a work screen: banner, a named navigation, main (the skip link target)', () => {
    render(<Shell />);
    expect(screen.getByRole('banner')).toHaveTextContent('Support desk');
    expect(screen.getByRole('navigation', { name: 'Desk views' })).toBeInTheDocument();
    expect(screen.getByRole('main')).toHaveAttribute('id', 'main');
    expect(screen.getByRole('main')).toHaveAttribute('tabindex', '-1');
  });

  it('marks the current view with aria-current=page and names each count in words', () => {
    render(<Shell />);
    const views = within(screen.getByRole('list', { name: 'Tickets' })).getAllByRole('link');
    expect(views.map((v) => v.getAttribute('aria-current'))).toEqual([null, 'page']);
    expect(views[1]).toHaveAccessibleName(/^All open\s*\(7 tickets\)$/);
    expect(within(screen.getByRole('list', { name: 'Desk' })).getByRole('link')).toHaveAccessibleName('Inbox');
  });

  it('marks the open row with aria-current=true and says which pane shows where only one fits', () => {
    const { container, rerender } = render(<Shell />);
    expect(screen.getByRole('link', { name: 'Invoices show the wrong currency' })).toHaveAttribute('aria-current', 'true');
    expect(screen.getByRole('link', { name: 'Add a second admin' })).not.toHaveAttribute('aria-current');
    expect(container.querySelector('[data-part="Split"]')).toHaveAttribute('data-showing', 'list');
    rerender(<Shell showing="detail" />);
    expect(container.querySelector('[data-part="Split"]')).toHaveAttribute('data-showing', 'detail');
    expect(screen.getByRole('link', { name: 'Back to All open' })).toHaveAttribute('href', '?view=open');
  });

  it('puts a row\'s control (start) before its link, outside it, in the same list item', async () => {
    render(
      <Workspace.List aria-label="All open">
        <Workspace.ListItem href="?ticket=1" start={<input type="checkbox" aria-label="Select Invoices" />}>
          <span>Invoices</span>
        </Workspace.ListItem>
      </Workspace.List>,
    );
    const item = screen.getByRole('listitem');
    const box = within(item).getByRole('checkbox', { name: 'Select Invoices' });
    const link = within(item).getByRole('link', { name: 'Invoices' });
    expect(link.contains(box)).toBe(false);
    expect(box.compareDocumentPosition(link) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    await expectNoAxeViolations(item);
  });

  it('has no axe violations', async () => {
    const { container } = render(<Shell />);
    await expectNoAxeViolations(container);
  });
});
