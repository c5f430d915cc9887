import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { LoadError, Stack } from '@orisun/ui';

const meta = {
  title: 'Components/LoadError',
  component: LoadError,
  args: {
    title: 'The tickets could not be loaded.',
    description: 'You are offline. Check your connection, then try again.',
    retryLabel: 'Try again',
    onRetry: fn(),
  },
  argTypes: { onRetry: { control: false } },
} satisfies Meta<typeof LoadError>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Where the list would be: what is missing, why, and Try again, which asks again. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const alert = within(canvasElement).getByRole('alert');
    await expect(alert).toHaveTextContent('The tickets could not be loaded.');
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

/** Asking again: the button is busy until the answer comes. */
export const Retrying: Story = {
  args: { retrying: true, description: 'The server did not answer.' },
};

/** Failed, asking again, and failed with only a title. */
export const AllVariants: Story = {
  tags: ['vrt', '!autodocs'],
  render: (args) => (
    <Stack space="4">
      <LoadError {...args} />
      <LoadError {...args} retrying />
      <LoadError title="The forum's queue could not be loaded." retryLabel="Try again" onRetry={args.onRetry} />
    </Stack>
  ),
};
