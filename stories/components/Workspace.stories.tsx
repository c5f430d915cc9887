import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Inline, SearchField, StatusBadge, Text, UrgencyBadge, Workspace } from '@orisun/ui';

const rows = [
  { id: '1', subject: 'Invoices page shows the wrong currency', customer: 'Chiamaka Eze', status: 'in-progress', urgency: 'high' },
  { id: '2', subject: 'How do I add a second admin?', customer: 'Ibrahim Musa', status: 'open', urgency: 'low' },
  { id: '3', subject: 'Password reset mail not arriving', customer: 'Ngozi Eze', status: 'waiting-for-response', urgency: 'medium' },
] as const;

function Shell({ showing }: { showing: 'list' | 'detail' }) {
  return (
    <Workspace.Root>
      <Workspace.TopBar
        title="Support desk"
        middle={<SearchField label="Search tickets" labelHidden placeholder="Reference, subject or customer" searchRole />}
        end={<Text size="sm">Ada Obi</Text>}
      />
      <Workspace.Nav aria-label="Desk views">
        <Workspace.NavGroup label="Tickets">
          <Workspace.NavItem href="#mine" count={2} countLabel="2 tickets">
            My tickets
          </Workspace.NavItem>
          <Workspace.NavItem href="#unassigned" count={1} countLabel="1 ticket">
            Unassigned
          </Workspace.NavItem>
          <Workspace.NavItem href="#open" current count={3} countLabel="3 tickets">
            All open
          </Workspace.NavItem>
          <Workspace.NavItem href="#resolved" count={12} countLabel="12 tickets">
            Resolved
          </Workspace.NavItem>
        </Workspace.NavGroup>
        <Workspace.NavGroup label="Desk">
          <Workspace.NavItem href="#inbox">Inbox</Workspace.NavItem>
        </Workspace.NavGroup>
      </Workspace.Nav>
      <Workspace.Main>
        <Workspace.Split showing={showing}>
          <Workspace.ListPane aria-labelledby="list-title">
            <h1 id="list-title">All open</h1>
            <Workspace.List aria-labelledby="list-title">
              {rows.map((row) => (
                <Workspace.ListItem key={row.id} href={`#ticket-${row.id}`} current={row.id === '1'}>
                  <Text as="span" weight="semibold" maxLines={1}>
                    {row.subject}
                  </Text>
                  <Text as="span" size="sm" tone="muted">
                    {row.customer}
                  </Text>
                  <Inline space="2">
                    <StatusBadge status={row.status} />
                    <UrgencyBadge urgency={row.urgency} />
                  </Inline>
                </Workspace.ListItem>
              ))}
            </Workspace.List>
          </Workspace.ListPane>
          <Workspace.DetailPane aria-label="Open ticket">
            <Workspace.BackLink href="#open">Back to All open</Workspace.BackLink>
            <h2>Invoices page shows the wrong currency</h2>
            <Text>Since Monday our invoices page shows amounts in USD instead of NGN.</Text>
          </Workspace.DetailPane>
        </Workspace.Split>
      </Workspace.Main>
    </Workspace.Root>
  );
}

const meta = {
  title: 'Components/Workspace',
  component: Shell,
  args: { showing: 'list' },
  argTypes: { showing: { control: 'inline-radio', options: ['list', 'detail'] } },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof Shell>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The list beside the open ticket on a desktop; on a phone the list (`showing="list"`). */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('navigation', { name: 'Desk views' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: /^All open/ })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('link', { name: /^Invoices page/ })).toHaveAttribute('aria-current', 'true');
  },
};

/** On a phone: the open ticket alone, with the way back. */
export const DetailOnPhone: Story = {
  args: { showing: 'detail' },
  globals: { viewport: { value: 'phone', isRotated: false } },
};
