import type { Meta, StoryObj } from '@storybook/react-vite';
import { Box, Container, containerWidths } from '@orisun/ui';

const meta = {
  title: 'Components/Container',
  component: Container,
  parameters: { layout: 'fullscreen' },
  args: {
    width: 'container',
    children: (
      <Box background="neutralSoft" padding="4" borderRadius="md">
        Page content stays within the container width, with gutters on small screens.
      </Box>
    ),
  },
  argTypes: { width: { control: 'inline-radio', options: containerWidths } },
} satisfies Meta<typeof Container>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** Reading width, for articles and forms. */
export const Narrow: Story = { args: { width: 'narrow' } };
