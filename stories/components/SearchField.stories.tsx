import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Box, SearchField, Stack, Text } from '@orisun/ui';

const meta = {
  title: 'Components/SearchField',
  component: SearchField,
  args: {
    label: 'Search tickets',
    hint: 'Customer, subject or reference',
    placeholder: 'e.g. invoice',
    debounce: 300,
    onSearch: fn(),
    onValueChange: fn(),
  },
} satisfies Meta<typeof SearchField>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Type, pause: `onSearch` runs; Escape clears and runs it with `''`; focus stays in the field. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const box = canvas.getByRole('searchbox', { name: 'Search tickets' });
    await userEvent.click(box);
    await userEvent.keyboard('invoice');
    await waitFor(() => expect(args.onSearch).toHaveBeenLastCalledWith('invoice'));
    await expect(canvas.getByRole('button', { name: 'Clear search' })).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await expect(box).toHaveValue('');
    await expect(box).toHaveFocus();
    await expect(args.onSearch).toHaveBeenLastCalledWith('');
    await expect(canvas.queryByRole('button', { name: 'Clear search' })).toBeNull();
  },
};

/** With text: the clear button (a 44px target) empties the field and gives focus back to it. */
export const Filled: Story = {
  args: { defaultValue: 'password reset' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Clear search' }));
    await expect(canvas.getByRole('searchbox')).toHaveValue('');
    await expect(canvas.getByRole('searchbox')).toHaveFocus();
  },
};

/** `searchRole`: the main search of a page, as a search landmark; the label hidden where the context names it. */
export const SearchLandmark: Story = {
  args: { searchRole: true, label: 'Search the forum', labelHidden: true, hint: undefined, placeholder: 'Search the forum' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('search')).toBeInTheDocument();
  },
};

/** A long text scrolls inside the field; the clear button stays on top of it. */
export const LongText: Story = {
  args: { defaultValue: 'mobile money payment fails in Cotonou after the latest update and the receipts show the wrong currency' },
  decorators: [(Story) => <Box style={{ maxWidth: '20rem' }}>{Story()}</Box>],
};

export const Disabled: Story = { args: { disabled: true, defaultValue: 'invoice' } };

export const WithError: Story = { args: { error: 'Search is unavailable right now. Try again in a minute.' } };

function TeamFilter(props: Parameters<typeof SearchField>[0]) {
  const [value, setValue] = useState('');
  const teams = ['Support Team', 'Technical Team', 'Billing Team', 'Product Team'].filter((t) => t.toLowerCase().includes(value.toLowerCase()));
  return (
    <Stack space="3">
      <SearchField {...props} label="Filter teams" hint={undefined} value={value} onValueChange={setValue} debounce={0} />
      <Text aria-live="polite">{teams.length ? teams.join(', ') : 'No team matches.'}</Text>
    </Stack>
  );
}

/** Controlled, filtering a list as you type (no debounce: `debounce={0}`). */
export const Controlled: Story = {
  render: (args) => <TeamFilter {...args} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Filter teams' }), 'bill');
    await expect(canvas.getByText('Billing Team')).toBeVisible();
  },
};

export const AllVariants: Story = {
  tags: ['vrt', '!autodocs'],
  render: (args) => (
    <Stack space="5">
      <SearchField {...args} />
      <SearchField {...args} label="Filled" defaultValue="password reset" />
      <SearchField {...args} label="Long" hint={undefined} defaultValue="mobile money payment fails in Cotonou after the latest update" />
      <SearchField {...args} label="Hidden label in a landmark" labelHidden searchRole hint={undefined} />
      <SearchField {...args} label="Disabled" disabled defaultValue="invoice" />
      <SearchField {...args} label="With an error" error="Search is unavailable right now." />
    </Stack>
  ),
};
