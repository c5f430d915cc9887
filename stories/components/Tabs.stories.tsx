import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Stack, Tabs, Text, type TabsRootProps } from '@orisun/ui';

function ExpertTabs(props: Omit<TabsRootProps, 'children'>) {
  return (
    <Tabs.Root {...props}>
      <Tabs.List aria-label="Expert network">
        <Tabs.Trigger value="browse">Browse experts</Tabs.Trigger>
        <Tabs.Trigger value="apply">Apply as an expert</Tabs.Trigger>
      </Tabs.List>
      <Tabs.Content value="browse">
        <Text>Consultants from our network, filtered by expertise and availability.</Text>
      </Tabs.Content>
      <Tabs.Content value="apply">
        <Text>Tell us about your work; we review every application.</Text>
      </Tabs.Content>
    </Tabs.Root>
  );
}

const meta = {
  title: 'Components/Tabs',
  component: Tabs.Root,
  args: { defaultValue: 'browse', activationMode: 'automatic', onValueChange: fn() },
  argTypes: { activationMode: { control: 'inline-radio', options: ['automatic', 'manual'] } },
  render: (args) => <ExpertTabs {...args} />,
} satisfies Meta<typeof Tabs.Root>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Arrow keys switch tabs (and wrap); Tab moves on into the panel. */
export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const browse = canvas.getByRole('tab', { name: 'Browse experts' });
    const apply = canvas.getByRole('tab', { name: 'Apply as an expert' });
    browse.focus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(apply).toHaveFocus();
    await expect(apply).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tabpanel', { name: 'Apply as an expert' })).toHaveTextContent('we review every application');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('apply');
    await userEvent.keyboard('{ArrowRight}');
    await expect(browse).toHaveFocus();
    await expect(browse).toHaveAttribute('aria-selected', 'true');
  },
};

/** `manual`: arrows move focus only; Enter or Space selects. */
export const ManualActivation: Story = {
  args: { activationMode: 'manual' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    canvas.getByRole('tab', { name: 'Browse experts' }).focus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Browse experts' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('tab', { name: 'Apply as an expert' })).toHaveAttribute('aria-selected', 'true');
  },
};

/** Controlled with `value` + `onValueChange`. */
export const Controlled: Story = {
  render: function Render() {
    const [value, setValue] = useState('apply');
    return (
      <Stack space="4">
        <Text>Selected: {value}</Text>
        <ExpertTabs value={value} onValueChange={setValue} />
      </Stack>
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('tab', { name: 'Browse experts' }));
    await expect(canvas.getByText('Selected: browse')).toBeVisible();
  },
};

const forumTabs = ['All threads', 'Popular', 'Unanswered', 'Solved', 'Saved', 'My threads'].map((label) => ({ label, value: label.toLowerCase().replace(/ /g, '-') }));

/** Many tabs on a phone: the list scrolls sideways instead of wrapping; a disabled tab is skipped. */
export const ManyTabs: Story = {
  render: (args) => (
    <div style={{ maxWidth: '20rem' }}>
      <Tabs.Root {...args} defaultValue="all-threads">
        <Tabs.List aria-label="Forum filters">
          {forumTabs.map((t) => (
            <Tabs.Trigger key={t.value} value={t.value} disabled={t.value === 'saved'}>
              {t.label}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        {forumTabs.map((t) => (
          <Tabs.Content key={t.value} value={t.value}>
            <Text>{t.label}</Text>
          </Tabs.Content>
        ))}
      </Tabs.Root>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = canvas.getByRole('tablist');
    await expect(list.scrollWidth).toBeGreaterThan(list.clientWidth);
    canvas.getByRole('tab', { name: 'Solved' }).focus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'My threads' })).toHaveFocus();
  },
};

/** Selected, idle and disabled tabs, for visual regression. */
export const AllVariants: Story = {
  tags: ['vrt', '!autodocs'],
  render: () => (
    <Tabs.Root defaultValue="open">
      <Tabs.List aria-label="Ticket status">
        <Tabs.Trigger value="open">Open</Tabs.Trigger>
        <Tabs.Trigger value="progress">In progress</Tabs.Trigger>
        <Tabs.Trigger value="resolved" disabled>
          Resolved
        </Tabs.Trigger>
      </Tabs.List>
      <Tabs.Content value="open">
        <Text>3 open tickets.</Text>
      </Tabs.Content>
      <Tabs.Content value="progress">
        <Text>1 ticket in progress.</Text>
      </Tabs.Content>
      <Tabs.Content value="resolved">
        <Text>None.</Text>
      </Tabs.Content>
    </Tabs.Root>
  ),
};
