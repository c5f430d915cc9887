import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Inline, Spinner, spinnerSizes } from '@orisun/ui';

const meta = {
  title: 'Components/Spinner',
  component: Spinner,
  args: { label: 'Loading', size: 'md' },
  argTypes: { size: { control: 'inline-radio', options: spinnerSizes } },
} satisfies Meta<typeof Spinner>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** A specific label tells screen-reader users what they wait for. */
export const Label: Story = {
  args: { label: 'Loading tickets' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading tickets');
  },
};

/** Every size (screenshots run with reduced motion, so the ring is still). */
export const AllVariants: Story = {
  tags: ['vrt', '!autodocs'],
  render: () => (
    <Inline space="4">
      {spinnerSizes.map((size) => (
        <Spinner key={size} size={size} label={`Loading ${size}`} />
      ))}
    </Inline>
  ),
};
